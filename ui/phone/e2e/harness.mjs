// The shared frame of the phone browser tests (browser-two-bandits.mjs,
// browser-horses.mjs, browser-super.mjs): the e2e table server started with
// a test's arguments (its stdout lines: a hello naming the seats, then the
// table's updates), headless Debian chromium phones at 360×640, the layout
// check every phone screen must pass, a seeded random phone player, and the
// PASS/FAIL ending that closes the browsers and the server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium } from 'playwright-core';

const SHOTS = process.env.PHONE_SHOTS || '/tmp';
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
// every wait for something that must come is this many times its nominal
// length (E2E_PATIENCE, default 6): a cold, busy CI machine is slow, and a
// wait only runs out when the test fails anyway
const patience = Number(process.env.E2E_PATIENCE) > 0 ? Number(process.env.E2E_PATIENCE) : 6;

// harness starts the e2e server (process.argv[2]) with serverArgs; tag
// prefixes the log lines and names the screenshots (phone-<tag>-*.png).
export function harness(script, tag, serverArgs) {
  const serverBin = process.argv[2];
  if (!serverBin) {
    console.log(`usage: node ${script} <e2e server binary>`);
    process.exit(2);
  }
  const started = Date.now();
  const failures = [];
  const check = (ok, what) => {
    if (!ok) failures.push(what);
    return ok;
  };
  const log = (...a) => console.log(`[${tag} ${((Date.now() - started) / 1000).toFixed(1)}s]`, ...a);
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

  const server = spawn(serverBin, serverArgs, { stdio: ['pipe', 'pipe', 'pipe'] });
  let serverLog = '';
  server.stderr.on('data', (d) => { serverLog += d; });
  const kiosk = { hello: null, latest: null, states: [], taught: [], shared: [], teachStopped: [] };
  createInterface({ input: server.stdout }).on('line', (line) => {
    let m;
    try { m = JSON.parse(line); } catch { return; }
    if (m.seats) kiosk.hello = m;
    else if (m.presented) kiosk.presented = m.presented; // the cursor a -kiosk test moved
    else if (m.taught) kiosk.taught.push({ ...m.taught, version: kiosk.latest ? kiosk.latest.version : -1 }); // a -teach table taught a seat
    else if (m.shared) kiosk.shared.push(m.shared); // a -teach table chose the shared tips of an update
    else if (m.teachStopped !== undefined) kiosk.teachStopped.push(m.teachStopped);
    else { kiosk.latest = m; kiosk.states.push(m); }
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

  const profiles = [];
  const contexts = [];
  async function phone(name) {
    const dir = mkdtempSync(join(tmpdir(), 'colt-phone-chromium-'));
    profiles.push(dir);
    const ctx = await chromium.launchPersistentContext(dir, {
      executablePath: CHROMIUM, headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      viewport: { width: 360, height: 640 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'en-GB',
    });
    contexts.push(ctx);
    const page = ctx.pages()[0] || (await ctx.newPage());
    page.on('pageerror', (e) => failures.push(`${name}: page error ${e.message}`));
    return { name, ctx, page };
  }
  const shot = (p, file, fullPage = false) => p.page.screenshot({ path: join(SHOTS, `phone-${tag}-${file}.png`), fullPage });

  // layoutOK: no horizontal scroll, every button a 48 px touch target, no
  // raw message id or undefined value on the page.
  async function layoutOK(p, where) {
    const r = await p.page.evaluate(() => {
      const small = [];
      for (const b of document.querySelectorAll('button')) {
        const rc = b.getBoundingClientRect();
        if (rc.width && rc.height && (rc.width < 47.5 || rc.height < 47.5)) small.push(`${b.className}:${Math.round(rc.width)}×${Math.round(rc.height)}`);
      }
      return { sw: document.documentElement.scrollWidth, w: window.innerWidth, small, body: document.body.innerText };
    });
    check(r.sw <= r.w, `${p.name} ${where}: horizontal scroll (${r.sw} > ${r.w})`);
    check(r.small.length === 0, `${p.name} ${where}: touch targets under 48 px: ${r.small.join(', ')}`);
    check(!/⟦|\{\{|undefined|NaN/.test(r.body), `${p.name} ${where}: a raw message id or undefined on the page`);
  }

  // run plays main, prints PASS <what> or every failure with the server's
  // last log lines, closes the phones and the server and exits.
  async function run(main, what) {
    let code = 0;
    try {
      await main();
    } catch (e) {
      failures.push(e.stack || String(e));
    }
    if (failures.length) {
      console.log('server log (tail):\n' + serverLog.split('\n').slice(-15).join('\n'));
      for (const f of failures) console.log('FAIL:', f);
      console.log('FAIL');
      code = 1;
    } else {
      console.log(`PASS ${what} (${((Date.now() - started) / 1000).toFixed(1)} s, ${kiosk.states.length} table updates)`);
    }
    for (const ctx of contexts) await Promise.race([ctx.close().catch(() => {}), sleep(5000)]);
    server.stdin.end();
    server.kill('SIGTERM');
    for (const d of profiles) rmSync(d, { recursive: true, force: true });
    process.exit(code);
  }

  // playToEnd plays the phones until the game is over. Each pass tries the
  // phones in turn: before(p) runs first (a test's look at the screen), then
  // act(p); on the first phone that plays, it waits for the table to take the
  // move and for the phone to leave "Sending…", then runs after(p, did, at)
  // (at: the table's stage and round when the move was played). When no phone
  // had anything to do it waits for the table to move on or a phone to be
  // asked (waiting names what, in the failure), and on a timeout logs every
  // phone and the table. between() runs after each pass; budgetMs bounds the
  // whole game. It returns how many moves were played.
  async function playToEnd(phones, act, { budgetMs, before, after, between, waiting = 'a phone to get its turn' } = {}) {
    let moves = 0;
    while (!kiosk.latest.over) {
      if (Date.now() - started > budgetMs) {
        failures.push(`time budget used after ${moves} moves`);
        break;
      }
      let did = '';
      for (const p of phones) {
        const version = kiosk.latest.version;
        const at = { stage: kiosk.latest.stage, round: kiosk.latest.round };
        if (before) await before(p);
        did = await act(p);
        if (!did) continue;
        moves++;
        await until(() => kiosk.latest.version > version, 5000, `the table to accept ${p.name}'s ${did}`);
        await until(async () => !(await p.page.locator('.banner .spinner').count()), 5000, `${p.name} to leave "Sending…"`);
        if (after) await after(p, did, at);
        if (moves % 20 === 0) log(`${moves} moves; version ${kiosk.latest.version}, round ${kiosk.latest.round}, ${kiosk.latest.phase}`);
        break;
      }
      if (!did) {
        const v = kiosk.latest.version;
        try {
          await until(async () => kiosk.latest.over || kiosk.latest.version !== v || (await Promise.all(phones.map((p) => p.page.locator('.banner-turn').count()))).some(Boolean), 5000, waiting);
        } catch (e) {
          for (const p of phones) log(p.name, JSON.stringify(await text(p, '.banner')), JSON.stringify((await text(p, '.act')).slice(0, 300)));
          log('table', JSON.stringify(kiosk.latest));
          throw e;
        }
      }
      if (between) await between();
    }
    return moves;
  }

  // scoresShown checks every phone's final screen: n players listed, the
  // winner's headline (wins), the engine's order (want), and the layout.
  async function scoresShown(phones, n, wins, want, where) {
    for (const p of phones) {
      await until(() => p.page.locator('.result').count(), 5000, `${p.name} to show the ${where}`);
      check((await p.page.locator('.result .score').count()) === n, `${p.name} lists the ${n} players`);
      check(wins.test(await text(p, '.result h2')), `${p.name} names the winner`);
      const order = (await p.page.locator('.result .score').evaluateAll((els) => els.map((e) => e.dataset.rank))).map(Number);
      check(want.length > 0 && order.join(',') === want.join(','), `${p.name} shows the engine's order (${order.join(',')}; engine ${want.join(',')})`);
      await layoutOK(p, where);
    }
  }

  return { started, failures, check, log, sleep, server, kiosk, until, phone, shot, layoutOK, run, playToEnd, scoresShown };
}

// text is the inner text of the first element sel matches on phone p ('' if none).
export const text = (p, sel) => p.page.locator(sel).first().innerText().catch(() => '');

// randomPlayer returns act(p): when it is phone p's turn, it plays like a
// random guest — a card of the hand (and a random face/target button) or,
// now and then, the draw; otherwise a random enabled choice — and returns
// what it did ('' when the phone has nothing to do). Seeded: the same seed
// plays the same way.
export function randomPlayer(seed) {
  let rnd = seed;
  const random = (n) => { rnd = (rnd * 1103515245 + 12345) % 2147483648; return rnd % n; };
  return async function act(p) {
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
      const key = await card.getAttribute('data-select');
      await card.tap();
      const go = page.locator('.confirm .btn-go');
      await go.first().waitFor({ timeout: 3000 * patience });
      await go.nth(random(await go.count())).tap();
      return `play ${key}`;
    }
    const choices = page.locator('.choices .choice:not([disabled])');
    const n = await choices.count();
    if (!n) return '';
    const c = choices.nth(random(n));
    const label = (await c.innerText()).replace(/\s+/g, ' ');
    await c.tap();
    return `choose ${label}`;
  };
}
