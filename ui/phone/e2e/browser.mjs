// Browser test of the phone page (run.sh runs it): a real table with the
// real MQTT side (e2e/server) and two phones — two Debian chromium browsers
// driven by playwright-core at 360×640 — join two seats, play their cards
// and choices until the game is over, and watch the kiosk state advance
// after every tap. It also checks a stale command's error, the reconnecting
// state, touch target sizes and the absence of horizontal scrolling, and
// renders the fixture views. Screenshots go to $PHONE_SHOTS (default /tmp)
// as phone-*.png. Prints PASS or FAIL and exits 0 or 1.
//
//	node browser.mjs <server binary>
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const serverBin = process.argv[2];
const SHOTS = process.env.PHONE_SHOTS || '/tmp';
// every wait for something that must come is this many times its nominal
// length (E2E_PATIENCE, default 6): a cold, busy CI machine is slow, and a
// wait only runs out when the test fails anyway
const patience = Number(process.env.E2E_PATIENCE) > 0 ? Number(process.env.E2E_PATIENCE) : 6;
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const BUDGET_MS = Number(process.env.PHONE_E2E_BUDGET_MS || 240000);
const started = Date.now();

const failures = [];
const notes = [];
function check(ok, what) {
  if (!ok) failures.push(what);
  return ok;
}
function log(...a) {
  console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s]`, ...a);
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- the table ------------------------------------------------------------

if (!serverBin) {
  console.log('usage: node browser.mjs <e2e server binary>');
  process.exit(2);
}
const server = spawn(serverBin, ['-players', '3', '-phones', '2', '-seed', '11', '-characters', 'Ghost,Cheyenne,Django'], { stdio: ['pipe', 'pipe', 'pipe'] });
let serverLog = '';
server.stderr.on('data', (d) => { serverLog += d; });
const kiosk = { hello: null, states: [], latest: null };
const waiters = new Set();
createInterface({ input: server.stdout }).on('line', (line) => {
  let m;
  try {
    m = JSON.parse(line);
  } catch (e) {
    return;
  }
  if (m.seats) kiosk.hello = m;
  else {
    kiosk.states.push(m);
    kiosk.latest = m;
  }
  for (const w of waiters) w();
});

async function until(pred, ms, what) {
  ms *= patience; // a wait for what must come: long on a busy machine, never a time limit on the page
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const v = await pred();
    if (v) return v;
    await sleep(40);
  }
  throw new Error(`timed out after ${ms} ms: ${what}`);
}

// ---- the phones -----------------------------------------------------------

const profiles = [];
const contexts = [];
async function phone(name) {
  const dir = mkdtempSync(join(tmpdir(), 'colt-phone-chromium-'));
  profiles.push(dir);
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run'],
    viewport: { width: 360, height: 640 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
  });
  contexts.push(ctx);
  const page = ctx.pages()[0] || (await ctx.newPage());
  page.on('pageerror', (e) => failures.push(`${name}: page error ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') notes.push(`${name} console: ${m.text()}`);
  });
  return { name, ctx, page };
}

async function shot(p, file, fullPage = false) {
  const path = join(SHOTS, `phone-${file}.png`);
  await p.page.screenshot({ path, fullPage });
  log('screenshot', path);
}

// Layout rules for a 360×640 phone: no horizontal scroll, every button at
// least 48 px in both directions.
async function layoutOK(p, where) {
  const r = await p.page.evaluate(() => {
    const small = [];
    for (const b of document.querySelectorAll('button')) {
      const rc = b.getBoundingClientRect();
      if (rc.width && rc.height && (rc.width < 47.5 || rc.height < 47.5)) small.push(`${b.className}:${Math.round(rc.width)}×${Math.round(rc.height)}`);
    }
    return { sw: document.documentElement.scrollWidth, w: window.innerWidth, small };
  });
  check(r.sw <= r.w, `${p.name} ${where}: horizontal scroll (${r.sw} > ${r.w})`);
  check(r.small.length === 0, `${p.name} ${where}: touch targets under 48 px: ${r.small.join(', ')}`);
}

const text = (p, sel) => p.page.locator(sel).first().innerText().catch(() => '');

// act makes one move on p if it is p's turn; returns a description or ''.
let rnd = 12345;
function random(n) {
  rnd = (rnd * 1103515245 + 12345) % 2147483648;
  return rnd % n;
}
async function act(p, opts = {}) {
  const page = p.page;
  if (!(await page.locator('.banner-turn').count())) return '';
  const cards = page.locator('.hand .card[data-select]:not([disabled])');
  const nCards = await cards.count();
  const draw = page.locator('.hand .card-draw:not([disabled])');
  const hasDraw = (await draw.count()) > 0;
  if (nCards || hasDraw) {
    if (!nCards || (hasDraw && random(6) === 0)) {
      await draw.tap();
      return 'draw';
    }
    const card = cards.nth(random(nCards));
    const name = await card.getAttribute('data-select');
    await card.tap();
    const go = page.locator('.confirm .btn-go');
    await go.first().waitFor({ timeout: 3000 * patience });
    if (opts.beforeConfirm) await opts.beforeConfirm();
    const n = await go.count();
    const pick = go.nth(random(n));
    const label = await pick.innerText();
    await pick.tap();
    return `play ${name} (${label})`;
  }
  const choices = page.locator('.choices .choice:not([disabled])');
  const n = await choices.count();
  if (!n) return '';
  if (opts.beforeChoice) await opts.beforeChoice();
  const c = choices.nth(random(n));
  const label = (await c.innerText()).replace(/\s+/g, ' ');
  await c.tap();
  return `choose ${label}`;
}

async function main() {
  await until(() => kiosk.hello && kiosk.latest, 20000, 'the e2e server to start');
  const { hello } = kiosk;
  log('table up:', hello.http, hello.seats.map((s) => `seat ${s.seat} ${s.character}`).join(', '));

  const phones = [await phone('seat0'), await phone('seat1')];
  for (let i = 0; i < phones.length; i++) {
    await phones[i].page.goto(hello.seats[i].url);
  }
  for (let i = 0; i < phones.length; i++) {
    const p = phones[i];
    await until(() => p.page.locator('.conn-online').count(), 15000, `${p.name} to connect`);
    await until(() => p.page.locator('.roundcard').count(), 15000, `${p.name} to receive its view`);
    check((await text(p, '.top .who')) === hello.seats[i].character, `${p.name} header names ${hello.seats[i].character}`);
    check(/Seat \d/.test(await text(p, '.top .seat')), `${p.name} header shows the seat`);
    check((await p.page.locator('.train .wagon').count()) === 4, `${p.name} shows the locomotive and 3 wagons`);
  }
  log('both phones joined');
  await shot(phones[0], '01-joined-seat0');
  await shot(phones[1], '02-joined-seat1');
  await layoutOK(phones[0], 'joined');
  await layoutOK(phones[1], 'joined');

  // A guest watches without a seat (issue 25): the table, no move, no hand.
  const watcher = await phone('watcher');
  const tableId = new URL(hello.seats[0].url, hello.http).searchParams.get('t');
  await watcher.page.goto(`${hello.http}/?t=${tableId}&watch&lang=en`);
  await until(() => watcher.page.locator('.conn-online').count(), 15000, 'the watcher to connect');
  await until(() => watcher.page.locator('.roundcard').count(), 15000, 'the watcher to receive the public view');
  check((await text(watcher, '.top .seat')) === 'Watching', 'the watcher header says Watching');
  check((await watcher.page.locator('.train .wagon').count()) === 4, 'the watcher shows the locomotive and 3 wagons');
  check((await watcher.page.locator('button[data-cmd], button[data-select], .hand').count()) === 0, 'the watcher is offered no move and no hand');
  await shot(watcher, '00-watching');
  await layoutOK(watcher, 'watching');

  // Whose turn: exactly one phone (or none while the bot plays) shows it.
  const actor = kiosk.latest.actor;
  const me = phones.find((p, i) => hello.seats[i].seat === actor);
  const other = phones.find((p) => p !== me);
  if (check(!!me, `the first actor (seat ${actor}) is a phone seat`)) {
    await until(() => me.page.locator('.banner-turn').count(), 5000, `${me.name} to show "Your turn"`);
    check(/Your turn/.test(await text(me, '.banner')), `${me.name} shows "Your turn!"`);
    const name = hello.seats.find((s) => s.seat === actor).character;
    check((await text(other, '.banner')).includes(`Waiting for ${name}`), `${other.name} waits for ${name}`);
    await shot(other, '03-waiting');
    // select a card and look at the confirm step
    const card = me.page.locator('.hand .card[data-select]:not([disabled])').first();
    await card.tap();
    await me.page.locator('.confirm .btn-go').first().waitFor();
    await shot(me, '04-schemin-selected');
    await layoutOK(me, 'card selected');
    check(hello.seats.find((s) => s.seat === actor).character !== 'Ghost' || (await me.page.locator('.confirm .btn-go').count()) === 2,
      'Ghost is offered face up and face down on the first turn');
    await me.page.locator('.confirm .btn-cancel').tap();
  }

  // A stale command: the phone claims an older version; the table refuses it.
  {
    const p = me;
    const v0 = kiosk.latest.version;
    await p.page.evaluate(() => { window.coltPhone.state.seatMsg.view.version -= 1; });
    await act(p);
    await until(() => p.page.locator('.notice').count(), 5000, 'the stale error');
    const msg = await text(p, '.notice span');
    check(/moved on/.test(msg), `stale reply shown as "${msg}"`);
    check(kiosk.latest.version === v0, 'a stale command does not change the game');
    await shot(p, '05-stale-error');
    await p.page.evaluate(() => { window.coltPhone.state.seatMsg.view.version += 1; });
    await p.page.locator('.notice button').tap();
    check((await p.page.locator('.notice').count()) === 0, 'the error can be dismissed');
  }

  // Play the game to its end, both phones, checking the kiosk after each tap.
  let moves = 0;
  const played = { seat0: 0, seat1: 0 };
  let shotStealin = false;
  let shotSpeed = false;
  while (!kiosk.latest.over) {
    if (Date.now() - started > BUDGET_MS) {
      notes.push(`stopped after ${moves} moves: time budget used`);
      break;
    }
    let did = '';
    for (const p of phones) {
      const before = kiosk.latest.version;
      const phase = kiosk.latest.phase;
      if (!shotStealin && phase !== 'Schemin' && (await p.page.locator('.choices .choice').count())) {
        shotStealin = true;
        await shot(p, '06-stealin-choice');
        await layoutOK(p, "Stealin' choice");
      }
      did = await act(p);
      if (!did) continue;
      moves++;
      played[p.name]++;
      await until(() => kiosk.latest.version > before, 5000, `the kiosk to accept ${p.name}'s ${did}`);
      await until(async () => !(await p.page.locator('.banner .spinner').count()), 5000, `${p.name} to leave "Sending…"`);
      if (moves % 15 === 0) log(`${moves} moves; kiosk at version ${kiosk.latest.version}, round ${kiosk.latest.round}, ${kiosk.latest.phase}`);
      if (!shotSpeed && moves === 25) {
        shotSpeed = true;
        await shot(p, '07-mid-game', true);
      }
      break;
    }
    if (!did) {
      const v = kiosk.latest.version;
      const turn = await Promise.all(phones.map((p) => p.page.locator('.banner-turn').count()));
      if (!turn.some(Boolean)) await until(async () => kiosk.latest.over || kiosk.latest.version !== v || (await Promise.all(phones.map((p) => p.page.locator('.banner-turn').count()))).some(Boolean), 5000, 'a phone to get its turn');
    }
  }
  log(`played ${moves} moves (seat0 ${played.seat0}, seat1 ${played.seat1}); kiosk at version ${kiosk.latest.version}`);
  check(played.seat0 > 3 && played.seat1 > 3, 'both phones played');
  check(kiosk.states.some((s) => s.phase === 'Stealin'), "the game reached Stealin'");
  check(shotStealin, "a phone was asked a Stealin' choice");

  if (check(kiosk.latest.over, 'the game ended')) {
    for (const p of phones) {
      await until(() => p.page.locator('.result').count(), 5000, `${p.name} to show the scores`);
      check((await p.page.locator('.result .score').count()) === 3, `${p.name} lists 3 scores`);
      check(/wins!|share the victory/.test(await text(p, '.result h2')), `${p.name} names the winner`);
      const order = (await p.page.locator('.result .score').evaluateAll((els) => els.map((e) => e.dataset.rank))).map(Number);
      const want = kiosk.latest.order || [];
      check(want.length > 0 && order.join(',') === want.join(','), `${p.name} shows the engine's order (${order.join(',')}; engine ${want.join(',')})`);
      check((await p.page.locator('button[data-cmd]').count()) === 0, `${p.name} has no move left`);
    }
    await shot(phones[0], '08-game-over');
    await shot(phones[1], '09-game-over-full', true);
    await layoutOK(phones[0], 'game over');
  }

  // Too large (issue: packets over the broker's limit are dropped without a
  // reply). The page refuses a command message over the table's limit;
  // forced past that guard, the broker drops the connection, and the page
  // says the move may not have counted, reconnects by itself, and the game
  // is unchanged.
  {
    const p = phones[0];
    const v0 = kiosk.latest.version;
    const fake = { seatMsg: { view: { ...kiosk.hello, version: v0, seat: hello.seats[0].seat, legal: [{ seat: hello.seats[0].seat, do: 'draw', pad: 'x'.repeat(300 * 1024) }] } } };
    await p.page.evaluate((pad) => {
      const st = window.coltPhone.state;
      const view = st.seatMsg.view;
      view.legal = [{ seat: view.seat, do: 'draw', pad }];
      view.phase = 'Stealin';
      window.coltPhone.redraw();
    }, fake.seatMsg.view.legal[0].pad);
    await p.page.locator('button[data-cmd="0"]').first().tap();
    await until(() => p.page.locator('.notice').count(), 5000, 'the too-large notice');
    check(/too large/.test(await text(p, '.notice span')), `the page refuses a message over the limit: "${await text(p, '.notice span')}"`);
    check(await p.page.locator('.conn-online').count(), 'refusing it keeps the connection');
    await p.page.locator('.notice button').tap();
    await p.page.evaluate(() => { window.coltPhone.state.maxCommandBytes = 1e9; }); // past the guard
    await p.page.locator('button[data-cmd="0"]').first().tap();
    await until(() => p.page.locator('.notice').count(), 15000, 'the dropped-connection notice');
    check(/connection dropped/.test(await text(p, '.notice span')), `the page says the connection dropped: "${await text(p, '.notice span')}"`);
    await until(() => p.page.locator('.conn-online').count(), 30000, `${p.name} to reconnect after the drop`);
    await shot(p, '11-dropped-reconnected');
    check(kiosk.latest.version === v0, 'an oversize packet does not change the game');
  }

  // The watcher followed the game: moves in its log, still no move offered.
  await until(() => watcher.page.locator('.log li').count(), 15000, 'moves in the watcher\'s log');
  check(await watcher.page.locator('.conn-online').count(), 'the watcher is still connected');
  check((await watcher.page.locator('button[data-cmd], button[data-select], .hand').count()) === 0, 'the watcher is still offered no move');
  await shot(watcher, '12-watching-later', true);

  // Reconnecting: the phone loses the network, says so, and comes back.
  {
    const p = phones[1];
    await p.ctx.setOffline(true);
    const shown = await until(() => p.page.locator('.banner-conn').count(), 40000, 'the reconnecting banner').catch((e) => {
      notes.push(`offline: ${e.message}`);
      return 0;
    });
    if (shown) {
      await shot(p, '10-reconnecting');
      check(/Reconnecting/.test(await text(p, '.banner')), 'the banner says it reconnects');
    }
    await p.ctx.setOffline(false);
    await until(() => p.page.locator('.conn-online').count(), 30000, `${p.name} to reconnect`);
  }

  // The page alone with the fixture views (no broker), in two languages.
  {
    const p = phones[0];
    const fixtures = join(here, 'fixtures');
    const names = ['schemin-ghost', 'schemin-tunnel', 'schemin-waiting', 'stage-Move', 'stage-Shoot', 'stage-Rob', 'stage-Punch',
      'stage-PunchLoot', 'stage-KeepPurse', 'stage-Push', 'stage-Marshal', 'stage-Pickpocket', 'gameover'];
    for (const [i, name] of names.entries()) {
      const seatMsg = JSON.parse(readFileSync(join(fixtures, `${name}.seat.json`), 'utf8'));
      const pubMsg = JSON.parse(readFileSync(join(fixtures, `${name}.public.json`), 'utf8'));
      const lang = ['en', 'fr', 'nl', 'it'][i % 4];
      await p.page.goto(`${hello.http}/?t=fixture&s=${seatMsg.view.seat}&k=x&lang=${lang}&ws=ws://127.0.0.1:9/mqtt`);
      // wait until the page has started (config and messages loaded): showing a
      // fixture before that raced with start() under load (the old flake)
      await p.page.waitForFunction(() => window.coltPhone && window.coltPhone.state.params);
      await p.page.evaluate(([a, b]) => window.coltPhone.show(a, b), [seatMsg, pubMsg]);
      if (name === 'schemin-ghost' || name === 'schemin-tunnel') {
        await p.page.locator('.hand .card[data-select]').first().tap();
      }
      const body = await p.page.locator('#app').innerText();
      check(!/⟦|\{\{/.test(body), `fixture ${name} (${lang}) has every message`);
      await layoutOK(p, `fixture ${name}`);
      await shot(p, `fixture-${name}-${lang}`);
    }
    check(readdirSync(fixtures).length >= 20, 'fixtures present');
  }
}

let code = 0;
try {
  await main();
} catch (e) {
  failures.push(e.stack || String(e));
}
for (const n of notes) console.log('note:', n);
if (failures.length) {
  console.log('server log (tail):\n' + serverLog.split('\n').slice(-20).join('\n'));
  for (const f of failures) console.log('FAIL:', f);
  console.log('FAIL');
  code = 1;
} else {
  console.log(`PASS (${((Date.now() - started) / 1000).toFixed(1)} s, ${kiosk.states.length} kiosk updates)`);
}
for (const ctx of contexts) await Promise.race([ctx.close().catch(() => {}), sleep(5000)]);
server.stdin.end();
server.kill('SIGTERM');
for (const d of profiles) rmSync(d, { recursive: true, force: true });
process.exit(code);
