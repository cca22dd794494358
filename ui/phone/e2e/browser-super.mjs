// Browser test of a Colt Super Express game on phones (run.sh runs it after
// the Colt Express ones): the e2e table (real table, real MQTT side) starts
// a seeded 4-player game, three seats on phones — three Debian chromium
// browsers at 360×640 — and a bot. Every round each phone builds its secret
// stack card by card (3 of its 4, top first) and sends it; the table
// resolves the round when the last stack is down. Checks that a phone sees
// only its own stack, that the narration gives pawn instructions with the
// facing, that no label is a raw id, that touch targets and width fit a
// phone, and that every phone shows the final ranking the table decided.
// Screenshots: $PHONE_SHOTS/phone-super-*.png.
//
//	node browser-super.mjs <server binary>
import { harness } from './harness.mjs';

const BUDGET_MS = Number(process.env.PHONE_E2E_BUDGET_MS || 240000);
const PHONES = 3;
const { check, log, kiosk, until, phone, shot, layoutOK, run, playToEnd } =
  harness('browser-super.mjs', 'super', ['-game', 'super', '-players', '4', '-phones', String(PHONES), '-seed', '9', '-characters', '']);
const text = (p, sel) => p.page.locator(sel).first().innerText({ timeout: 1000 }).catch(() => '');

const EN_CARDS = { FloorChange: 'Floor change', Move: 'Move', TurnAround: 'Turn around', Shoot: 'Shoot' };

let rnd = 5151;
// a 32-bit LCG in integer arithmetic; its high bits vary best
const random = (n) => { rnd = (Math.imul(rnd, 1103515245) + 12345) >>> 0; return (rnd >>> 16) % n; };

// stack builds p's stack from three of its cards in a random order and
// sends it; returns the cards, top first ('' when it owes nothing).
async function stack(p) {
  const page = p.page;
  if (!(await page.locator('.banner-turn').count())) return '';
  const cards = page.locator('.hand .card[data-pick]:not([disabled])');
  const names = [];
  for (const c of await cards.all()) names.push(await c.getAttribute('data-pick'));
  if (!check(names.length === 4, `${p.name} holds its 4 cards (${names.join(',')}): ${(await text(p, '.act')).slice(0, 200)}`)) return '';
  const left = [...names];
  const order = [];
  while (order.length < 3) order.push(left.splice(random(left.length), 1)[0]);
  const go = page.locator('.confirm .btn-go');
  for (const [i, c] of order.entries()) {
    check(await go.isDisabled(), `${p.name}: the stack can be sent only with 3 cards (${i} picked)`);
    await page.locator(`.hand .card[data-pick="${c}"]`).tap();
  }
  await until(async () => !(await go.isDisabled()), 3000, `${p.name}: the stack button to light`);
  if (!p.shot) {
    p.shot = true;
    await shot(p, '01-stack', true);
    await layoutOK(p, 'stacking');
  }
  await go.tap();
  return order.join(',');
}

async function main() {
  await until(() => kiosk.hello && kiosk.latest, 20000, 'the e2e server to start');
  const { hello } = kiosk;
  log('table up:', hello.seats.map((s) => `seat ${s.seat} ${s.character}`).join(', '));
  const phones = [];
  for (let i = 0; i < PHONES; i++) phones.push(await phone(`seat${i}`));
  for (let i = 0; i < PHONES; i++) await phones[i].page.goto(hello.seats[i].url);
  for (let i = 0; i < PHONES; i++) {
    const p = phones[i];
    await until(() => p.page.locator('.conn-online').count(), 15000, `${p.name} to connect`);
    await until(() => p.page.locator('.super-train').count(), 15000, `${p.name} to receive its view`);
    check((await text(p, '.top .who')).includes(hello.seats[i].character), `${p.name} header names ${hello.seats[i].character}`);
    check((await p.page.locator('.super-train .wagon').count()) === 6, `${p.name} shows the locomotive and 5 wagons`);
    await layoutOK(p, 'joined');
  }
  let shownStacks = 0;
  let narrated = false;
  const seenRounds = new Set();
  const stacks = await playToEnd(phones, stack, {
    budgetMs: BUDGET_MS,
    waiting: 'a phone to owe its stack',
    after: async (p, did, { round }) => {
      seenRounds.add(round);
      p.lastStack = { cards: did.split(','), round };
      // while the round waits for others, a phone shows its own stack (top
      // first) and never another seat's
      if (!kiosk.latest.over && kiosk.latest.round === round) {
        await until(() => p.page.locator('.super-stack').count(), 5000, `${p.name} to show its stack`);
        shownStacks++;
        for (const q of phones) {
          const items = await q.page.locator('.super-stack li').allInnerTexts();
          if (!items.length) continue;
          const own = q.lastStack && q.lastStack.round === kiosk.latest.round ? q.lastStack.cards.map((c, i) => `${i + 1}. ${EN_CARDS[c]}`) : null;
          check(own && items.join('|') === own.join('|'), `${q.name} shows only its own stack (${items.join('|')}; its own: ${own && own.join('|')})`);
        }
      }
    },
    between: async () => {
      if (narrated) return;
      const logText = await text(phones[0], '.log');
      if (/facing the (locomotive|caboose)/.test(logText)) {
        narrated = true;
        await shot(phones[0], '02-narration', true);
        await layoutOK(phones[0], 'narration');
      }
    },
  });
  log(`played ${stacks} stacks over ${seenRounds.size} rounds`);
  check(stacks >= PHONES, 'every phone stacked at least once');
  check(shownStacks > 0, 'a phone showed its stack while the others were stacking');
  check(narrated, 'a phone narrated a pawn instruction with its facing');
  if (check(kiosk.latest.over, 'the game ended')) {
    const winners = kiosk.latest.winners || [];
    for (const p of phones) {
      await until(() => p.page.locator('.result').count(), 5000, `${p.name} to show the ranking`);
      check((await p.page.locator('.result .score').count()) === 4, `${p.name} lists the 4 players`);
      check(/wins!|share the win/.test(await text(p, '.result h2')), `${p.name} names the winner`);
      const first = Number(await p.page.locator('.result .score').first().getAttribute('data-rank'));
      check(winners.includes(first), `${p.name} ranks a winner first (${first}; winners ${winners.join(',')})`);
      const order = (await p.page.locator('.result .score').evaluateAll((els) => els.map((e) => e.dataset.rank))).map(Number);
      const want = (kiosk.latest.ranking || []).flat();
      check(order.join(',') === want.join(','), `${p.name} shows the engine's ranking (${order.join(',')}; engine ${want.join(',')})`);
      const won = await p.page.locator('.result .score-win').count();
      check(won === winners.length, `${p.name} marks ${winners.length} winner(s), not ${won}`);
      await layoutOK(p, 'ranking');
    }
    await shot(phones[0], '03-ranking', true);
  }
}

await run(main, 'Colt Super Express game');
