// Browser test of teaching mode on the phones (issue 24; run.sh runs it
// after the others): the e2e table teaches a first game (-teach first) to
// two phones — seat 0 in English, seat 1 in French — and a bot. The phones
// play until each was taught its own tip (a bullet card in its hand: the
// concept of a seat's own view, docs/teaching.md). Checks that a phone
// shows a tip only once its own seat was taught it (never because another
// seat was), in its own language, above the play buttons; that "OK"/"Got
// it" closes it for good (a reload does not bring it back) and that "Stop
// teaching" stops the table's teaching (no seat is taught after it).
// Screenshots: $PHONE_SHOTS/phone-teach-*.png.
//
//	node browser-teach.mjs <server binary>
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { harness, randomPlayer, text } from './harness.mjs';

const DICTS = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'i18n.json'), 'utf8'));
const BUDGET_MS = Number(process.env.PHONE_E2E_BUDGET_MS || 240000);
const { started, failures, check, log, kiosk, until, phone, shot, layoutOK, run } =
  harness('browser-teach.mjs', 'teach', ['-players', '3', '-phones', '2', '-seed', '11', '-teach', 'first']);
const act = randomPlayer(97);

// taughtTo lists the concepts the table taught seat n so far.
const taughtTo = (n) => kiosk.taught.filter((x) => x.seat === n).flatMap((x) => x.concepts);

// shownTip is the tip a phone shows: {concept, title, text, buttons} or null.
async function shownTip(p) {
  return p.page.evaluate(() => {
    const el = document.querySelector('.tip');
    if (!el) return null;
    const act = document.querySelector('.act');
    return {
      concept: el.dataset.concept,
      title: el.querySelector('.tip-title').innerText,
      text: el.querySelector('.tip-text').innerText,
      buttons: [...el.querySelectorAll('button')].map((b) => b.innerText),
      aboveAct: !act || el.getBoundingClientRect().bottom <= act.getBoundingClientRect().top,
    };
  });
}

async function main() {
  await until(() => kiosk.hello && kiosk.latest, 20000, 'the e2e server to start');
  const { hello } = kiosk;
  const langs = ['en', 'fr'];
  const phones = [];
  for (let i = 0; i < 2; i++) {
    const p = await phone('seat' + i);
    p.seat = hello.seats[i].seat;
    p.lang = langs[i];
    p.url = hello.seats[i].url.replace(/lang=\w+/, 'lang=' + p.lang);
    phones.push(p);
  }
  for (const p of phones) {
    await p.page.goto(p.url);
    await until(() => p.page.locator('.roundcard').count(), 15000, `${p.name} to receive its view`);
    check(!(await shownTip(p)), `${p.name} shows no tip before its seat is taught anything`);
  }
  const handled = new Set();
  let moves = 0;
  while (!kiosk.latest.over && handled.size < 2) {
    if (Date.now() - started > BUDGET_MS) {
      failures.push(`time budget used after ${moves} moves; taught ${JSON.stringify(kiosk.taught)}`);
      break;
    }
    for (const p of phones) {
      const tip = await shownTip(p);
      const mine = taughtTo(p.seat);
      if (!tip) continue;
      // a phone's tip is one its own seat was taught: never another seat's
      if (!check(mine.includes(tip.concept), `${p.name} shows ${tip.concept}, which seat ${p.seat} was not taught (taught: ${JSON.stringify(kiosk.taught)})`)) continue;
      if (handled.has(p.name)) {
        check(false, `${p.name} shows ${tip.concept} again after it was closed`);
        continue;
      }
      handled.add(p.name);
      const d = DICTS[p.lang];
      check(tip.title === d[`teach.${tip.concept}.title`], `${p.name} titles its tip in ${p.lang} (${tip.title})`);
      check(tip.text === d[`teach.${tip.concept}.text`], `${p.name} words its tip in ${p.lang} (${tip.text})`);
      check(tip.aboveAct, `${p.name}'s tip is above its play buttons`);
      const closeLabel = tip.buttons[0];
      check(tip.buttons.length === 2 && tip.buttons[1] === d['phone.teach.stop'] && [d['phone.teach.gotIt'], d['btn.ok']].includes(closeLabel), `${p.name}'s tip offers close and stop teaching in ${p.lang} (${tip.buttons.join(' | ')})`);
      await shot(p, `${p.lang}-${tip.concept}`);
      await layoutOK(p, 'tip');
      log(`${p.name} (${p.lang}) shows ${tip.concept}: "${tip.title}"`);
      if (handled.size === 1) {
        // the first phone closes its tip: gone, and a reload does not bring it back
        await p.page.locator('.tip .tip-ok').tap();
        await until(async () => !(await shownTip(p)), 5000, `${p.name}'s tip to close`);
        await p.page.reload();
        await until(() => p.page.locator('.roundcard').count(), 15000, `${p.name} to come back after the reload`);
        check(!(await shownTip(p)), `${p.name}'s closed tip stays closed after a reload`);
      } else {
        // the second stops teaching for the table
        await p.page.locator('.tip .tip-stop').tap();
        await until(() => kiosk.teachStopped.length > 0, 5000, 'the table to stop teaching');
        await until(async () => !(await shownTip(p)), 5000, `${p.name}'s tip to go`);
        await until(async () => (await text(p, '.notice-info span')) === d['phone.teach.stopped'], 5000, `${p.name} to say teaching stopped, in ${p.lang}`);
        await shot(p, `${p.lang}-stopped`);
      }
    }
    if (handled.size >= 2) break;
    let did = '';
    for (const p of phones) {
      const before = kiosk.latest.version;
      did = await act(p);
      if (!did) continue;
      moves++;
      await until(() => kiosk.latest.version > before, 5000, `the table to accept ${p.name}'s ${did}`);
      await until(async () => !(await p.page.locator('.banner .spinner').count()), 5000, `${p.name} to leave "Sending…"`);
      if (moves % 20 === 0) log(`${moves} moves; round ${kiosk.latest.round}, ${kiosk.latest.phase}; taught ${JSON.stringify(kiosk.taught)}`);
      break;
    }
    if (!did) {
      const v = kiosk.latest.version;
      await until(async () => kiosk.latest.over || kiosk.latest.version !== v || (await Promise.all(phones.map((p) => p.page.locator('.banner-turn').count()))).some(Boolean), 5000, 'a phone to get its turn');
    }
  }
  log(`${moves} moves; taught ${JSON.stringify(kiosk.taught)}; stopped by ${JSON.stringify(kiosk.teachStopped)}`);
  check(handled.size === 2, `both phones showed their own tip (${[...handled].join(', ')})`);
  // a seat taught while the other phone showed nothing is the proof of "only its own"
  for (const p of phones) check(taughtTo(p.seat).length > 0, `seat ${p.seat} was taught`);
  const stoppedAt = kiosk.teachStopped.length ? kiosk.states.length : -1;
  if (stoppedAt >= 0) {
    // play on a little: nobody is taught after the stop
    const taughtBefore = kiosk.taught.length;
    for (let i = 0; i < 12 && !kiosk.latest.over; i++) {
      let did = '';
      for (const p of phones) {
        const before = kiosk.latest.version;
        did = await act(p);
        if (!did) continue;
        await until(() => kiosk.latest.version > before, 5000, `the table to accept ${p.name}'s ${did}`);
        break;
      }
      if (!did) await until(async () => kiosk.latest.over || (await Promise.all(phones.map((p) => p.page.locator('.banner-turn').count()))).some(Boolean), 5000, 'a phone to get its turn');
      for (const p of phones) check(!(await shownTip(p)), `${p.name} shows a tip after teaching stopped`);
    }
    check(kiosk.taught.length === taughtBefore, `no seat taught after the stop (${JSON.stringify(kiosk.taught.slice(taughtBefore))})`);
  }
}

await run(main, 'teaching on the phones');
