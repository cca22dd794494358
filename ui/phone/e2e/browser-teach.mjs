// Browser test of teaching mode on the phones (issue 24; run.sh runs it
// after the others): the e2e table teaches a first game (-teach first) the
// way `colt serve --teach first` does — a table whose only screens are the
// phones, so each phone is given its own tips and every tip a kiosk's
// shared screen would show — to two phones, seat 0 in French (it plays
// first) and seat 1 in English, and a bot. Checks that:
//   - the French phone shows "play or draw three" in French, with "Compris"
//     (Got it), when it must first play; the English phone the same tip in
//     English, still open when it must first play;
//   - every tip a phone shows is one its own seat was given (never another
//     seat's own tip), in its language, above the play buttons;
//   - "Got it"/"OK" closes a tip for good (a reload does not bring it back);
//   - the phones go on being taught the game (the pile turned over, the
//     actions), and "Stop teaching" stops the table's teaching: no tip
//     after it, on either phone.
// Screenshots: $PHONE_SHOTS/phone-teach-*.png.
//
//	node browser-teach.mjs <server binary>
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { harness, randomPlayer, text } from './harness.mjs';

const DICTS = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'i18n.json'), 'utf8'));
const BUDGET_MS = Number(process.env.PHONE_E2E_BUDGET_MS || 240000);
// seed 11: the bot (seat 2) plays first inside the new game, then seat 0 must play
const { started, failures, check, log, kiosk, until, phone, shot, layoutOK, run } =
  harness('browser-teach.mjs', 'teach', ['-players', '3', '-phones', '2', '-seed', '11', '-teach', 'first']);
const act = randomPlayer(97);

// givenTo lists the concepts the table gave seat n's phone so far.
const givenTo = (n) => kiosk.taught.filter((x) => x.seat === n).flatMap((x) => x.concepts);
const sharedSoFar = () => kiosk.shared.flatMap((x) => x.concepts);

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

const myTurn = async (p) => (await p.page.locator('.banner-turn').count()) > 0;

// checkTip checks the tip phone p shows: one its seat was given, in its
// language, above its play buttons, with close and stop buttons.
async function checkTip(p, tip) {
  const d = DICTS[p.lang];
  check(givenTo(p.seat).includes(tip.concept), `${p.name} shows ${tip.concept}, which seat ${p.seat} was not given (given: ${JSON.stringify(givenTo(p.seat))})`);
  check(tip.concept.startsWith('you.') || sharedSoFar().includes(tip.concept), `${p.name} shows ${tip.concept}, neither its own tip nor a shared one`);
  // a card taught in a seat's hand (you.card.X) says what the card says on the pile (action.X)
  const words = tip.concept.startsWith('you.card.') ? 'action.' + tip.concept.slice('you.card.'.length) : tip.concept;
  check(tip.title === d[`teach.${words}.title`], `${p.name} titles ${tip.concept} in ${p.lang} (${tip.title})`);
  check(tip.text === d[`teach.${words}.text`], `${p.name} words ${tip.concept} in ${p.lang} (${tip.text})`);
  check(tip.aboveAct, `${p.name}'s tip ${tip.concept} is above its play buttons`);
  check(tip.buttons.length === 2 && tip.buttons[1] === d['phone.teach.stop'] && [d['phone.teach.gotIt'], d['btn.ok']].includes(tip.buttons[0]),
    `${p.name}'s tip offers close and stop teaching in ${p.lang} (${tip.buttons.join(' | ')})`);
}

// closeTip closes phone p's tip and waits for it to go.
async function closeTip(p, tip) {
  await p.page.locator('.tip .tip-ok').tap();
  await until(async () => { const t = await shownTip(p); return !t || t.concept !== tip.concept; }, 5000, `${p.name}'s ${tip.concept} to close`);
  // the page closes a tip at once; the table answers once the close is
  // saved (a reload before the answer shows the tip again, to close again)
  await until(() => p.page.evaluate(() => !window.coltPhone.state.teachPending), 5000, `the table to answer ${p.name}'s Got it on ${tip.concept}`);
}

// closeUntil closes phone p's tips, checking each, until it shows concept.
async function closeUntil(p, concept, seen) {
  for (let i = 0; i < 10; i++) {
    const tip = await until(() => shownTip(p), 10000, `${p.name} to show a tip (waiting for ${concept})`);
    await checkTip(p, tip);
    seen.add(tip.concept);
    if (tip.concept === concept) return tip;
    await closeTip(p, tip);
  }
  throw new Error(`${p.name} never showed ${concept}`);
}

// playOne plays one move on whichever phone must play; '' when none must.
async function playOne(phones) {
  for (const p of phones) {
    const before = kiosk.latest.version;
    const did = await act(p);
    if (!did) continue;
    await until(() => kiosk.latest.version > before, 5000, `the table to accept ${p.name}'s ${did}`);
    await until(async () => !(await p.page.locator('.banner .spinner').count()), 5000, `${p.name} to leave "Sending…"`);
    return did;
  }
  const v = kiosk.latest.version;
  await until(async () => kiosk.latest.over || kiosk.latest.version !== v || (await Promise.all(phones.map(myTurn))).some(Boolean), 5000, 'a phone to get its turn');
  return '';
}

async function main() {
  await until(() => kiosk.hello && kiosk.latest, 20000, 'the e2e server to start');
  const { hello } = kiosk;
  const langs = ['fr', 'en'];
  const phones = [];
  for (let i = 0; i < 2; i++) {
    const p = await phone('seat' + i);
    p.seat = hello.seats[i].seat;
    p.lang = langs[i];
    p.url = hello.seats[i].url.replace(/lang=\w+/, 'lang=' + p.lang);
    p.seen = new Set();
    phones.push(p);
  }
  const [fr, en] = phones;
  check(kiosk.latest.actor === fr.seat, `seat ${fr.seat} plays first (seed 11), not ${kiosk.latest.actor}`);
  for (const p of phones) {
    await p.page.goto(p.url);
    await until(() => p.page.locator('.roundcard').count(), 15000, `${p.name} to receive its view`);
  }

  // the French phone must play: play or draw three, in French, to tap
  check(await myTurn(fr), `${fr.name} must play first`);
  const frTip = await closeUntil(fr, 'playOrDraw', fr.seen);
  check(frTip.buttons[0] === DICTS.fr['phone.teach.gotIt'], `${fr.name}'s play or draw waits for "${DICTS.fr['phone.teach.gotIt']}" (its own choice now): ${frTip.buttons[0]}`);
  check(frTip.title === DICTS.fr['teach.playOrDraw.title'], `${fr.name} shows play or draw in French: ${frTip.title}`);
  await shot(fr, 'fr-playOrDraw');
  await layoutOK(fr, 'tip');
  log(`${fr.name} (fr) shows playOrDraw: "${frTip.title}" / ${frTip.buttons[0]}`);
  // Got it closes it for good
  await closeTip(fr, frTip);
  await fr.page.reload();
  await until(() => fr.page.locator('.roundcard').count(), 15000, `${fr.name} to come back after the reload`);
  const afterReload = await shownTip(fr);
  check(!afterReload || afterReload.concept !== 'playOrDraw', `${fr.name}'s closed play or draw stays closed after a reload`);

  // the English phone: the same tip in English (not its choice yet: OK)
  const enTip = await closeUntil(en, 'playOrDraw', en.seen);
  check(enTip.title === DICTS.en['teach.playOrDraw.title'] && enTip.text === DICTS.en['teach.playOrDraw.text'], `${en.name} shows play or draw in English: ${enTip.title}`);
  check(enTip.buttons[0] === DICTS.en['btn.ok'], `${en.name}'s play or draw, while another seat plays, closes with OK: ${enTip.buttons[0]}`);

  // play until the English phone must first play: the tip is still there
  let moves = 0;
  while (!(await myTurn(en)) && !kiosk.latest.over) {
    if (Date.now() - started > BUDGET_MS) throw new Error('time budget used before the English phone played');
    if (await playOne([fr])) moves++;
  }
  const enAtTurn = await shownTip(en);
  check(enAtTurn && enAtTurn.concept === 'playOrDraw', `${en.name} shows play or draw when it must first play (${enAtTurn && enAtTurn.concept})`);
  await shot(en, 'en-playOrDraw');
  await layoutOK(en, 'tip');
  log(`${en.name} (en) shows playOrDraw at its first turn: "${enAtTurn && enAtTurn.title}"`);
  await closeTip(en, enAtTurn);

  // play on, closing each phone's tips, until both were taught the pile
  // turned over and an action
  const learnt = (p) => p.seen.has('stealin') && [...p.seen].some((c) => c.startsWith('action.'));
  while (!kiosk.latest.over && !(learnt(fr) && learnt(en))) {
    if (Date.now() - started > BUDGET_MS) {
      failures.push(`time budget used after ${moves} moves; fr saw ${[...fr.seen]}, en saw ${[...en.seen]}`);
      break;
    }
    for (const p of phones) {
      const tip = await shownTip(p);
      if (!tip) continue;
      await checkTip(p, tip);
      if (!p.seen.has(tip.concept)) log(`${p.name} (${p.lang}) shows ${tip.concept}: "${tip.title}"`);
      if (tip.concept.startsWith('action.') && !p.seen.has('action')) {
        p.seen.add('action');
        await shot(p, `${p.lang}-${tip.concept}`);
      }
      p.seen.add(tip.concept);
      await closeTip(p, tip);
    }
    if (await playOne(phones)) moves++;
  }
  for (const p of phones) check(learnt(p), `${p.name} was taught the pile turned over and an action (saw ${[...p.seen].join(', ')})`);

  // the English phone stops teaching for the table
  const tip = await until(async () => {
    const t = await shownTip(en);
    if (t) return t;
    await playOne(phones);
    return null;
  }, 60000, `${en.name} to show another tip`);
  await checkTip(en, tip);
  await en.page.locator('.tip .tip-stop').tap();
  await until(() => kiosk.teachStopped.length > 0, 5000, 'the table to stop teaching');
  await until(async () => !(await shownTip(en)), 5000, `${en.name}'s tip to go`);
  await until(async () => (await text(en, '.notice-info span')) === DICTS.en['phone.teach.stopped'], 5000, `${en.name} to say teaching stopped, in English`);
  await shot(en, 'en-stopped');
  await until(async () => !(await shownTip(fr)), 5000, `${fr.name}'s open tips to go after the stop`);
  const givenBefore = kiosk.taught.length;
  const sharedBefore = kiosk.shared.length;
  for (let i = 0; i < 12 && !kiosk.latest.over; i++) {
    await playOne(phones);
    for (const p of phones) check(!(await shownTip(p)), `${p.name} shows a tip after teaching stopped`);
  }
  check(kiosk.taught.length === givenBefore && kiosk.shared.length === sharedBefore,
    `nothing taught after the stop (${JSON.stringify(kiosk.taught.slice(givenBefore))} ${JSON.stringify(kiosk.shared.slice(sharedBefore))})`);
  log(`${moves} moves; shared ${JSON.stringify(sharedSoFar())}; stopped by ${JSON.stringify(kiosk.teachStopped)}`);
}

await run(main, 'teaching on the phones');
