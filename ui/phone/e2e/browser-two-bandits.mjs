// Browser test of a two-bandit game on phones (run.sh runs it after
// browser.mjs): the e2e table (real table, real MQTT side) starts a 2-player
// game with two bandits each (docs/rules.md §10), both seats on phones — two
// Debian chromium browsers at 360×640 — which play every choice, the secret
// hand reveal and the card taken before shuffling included, to the final
// scores. Checks that each phone names and shows both of its bandits, that
// its hand cards say whose they are, that no label is a raw id, and that
// touch targets and width fit a phone, and that after a secret choice a
// phone shows its own player's choice and no other phone does (issue 25
// item 6). Screenshots: $PHONE_SHOTS/phone-2b-*.png.
//
//	node browser-two-bandits.mjs <server binary>
import { harness, randomPlayer, text } from './harness.mjs';

const BUDGET_MS = Number(process.env.PHONE_E2E_BUDGET_MS || 240000);
const { check, log, kiosk, until, phone, shot, layoutOK, run, playToEnd, scoresShown } =
  harness('browser-two-bandits.mjs', '2b', ['-players', '2', '-phones', '2', '-seed', '4', '-rules', 'two-bandits', '-characters', '']);
const act = randomPlayer(4242);

async function main() {
  await until(() => kiosk.hello && kiosk.latest, 20000, 'the e2e server to start');
  const { hello } = kiosk;
  log('table up:', hello.seats.map((s) => `seat ${s.seat} ${s.characters.join('+')}`).join(', '));
  check(hello.seats.every((s) => s.characters.length === 2), 'each player has two bandits');
  const phones = [await phone('seat0'), await phone('seat1')];
  for (let i = 0; i < 2; i++) await phones[i].page.goto(hello.seats[i].url);
  for (let i = 0; i < 2; i++) {
    const p = phones[i];
    await until(() => p.page.locator('.conn-online').count(), 15000, `${p.name} to connect`);
    await until(() => p.page.locator('.roundcard').count(), 15000, `${p.name} to receive its view`);
    const who = await text(p, '.top .who');
    for (const c of hello.seats[i].characters) check(who.includes(c), `${p.name} header names ${c} (${who})`);
    check((await p.page.locator('section.me').count()) === 2, `${p.name} shows both of its bandits`);
    check((await p.page.locator('.train .wagon').count()) >= 4, `${p.name} shows the locomotive and its wagons`);
    await layoutOK(p, 'joined');
  }
  // the secret hand reveal: both phones are asked at once
  for (const p of phones) {
    await until(() => p.page.locator('.banner-turn').count(), 5000, `${p.name} to be asked which bandit starts in the caboose`);
    check(/caboose/.test(await text(p, '.act h2')), `${p.name} asks which bandit starts in the caboose`);
  }
  await shot(phones[0], '01-hands');
  const steps = new Set();
  let shotHand = false;
  let committedSeen = false;
  const moves = await playToEnd(phones, act, {
    budgetMs: BUDGET_MS,
    before: async (p) => {
      steps.add(kiosk.latest.stage);
      if (!shotHand && kiosk.latest.phase === 'Schemin' && (await p.page.locator('.hand .card-of').count())) {
        shotHand = true;
        await shot(p, '02-mixed-hand', true);
        await layoutOK(p, 'mixed hand');
        const labels = await p.page.locator('.hand .card-of').allInnerTexts();
        check(labels.every((l) => hello.seats.find((s) => s.url === p.page.url())?.characters.some((c) => l.includes(c)) ?? true),
          `${p.name}: every hand card names its bandit (${labels.join(' | ')})`);
      }
    },
    // issue 25 item 6: after a secret choice, while the others still choose,
    // the phone shows its own player's choice and no other phone shows it
    after: async (p, did, { stage }) => {
      if (!committedSeen && (stage === 'Hands' || stage === 'TakeCard') && kiosk.latest.stage === stage) {
        committedSeen = true;
        await until(() => p.page.locator('.committed').count(), 5000, `${p.name} to show its own choice`);
        const line = await text(p, '.committed');
        check(/You chose: \S/.test(line), `${p.name} shows its own choice after committing it (${JSON.stringify(line)})`);
        for (const q of phones) {
          if (q !== p) check(!(await q.page.locator('.committed').count()), `${q.name} shows nobody else's choice`);
        }
        await shot(p, '03-committed', true);
      }
    },
  });
  log(`played ${moves} moves; stages seen: ${[...steps].join(', ')}`);
  check(steps.has('Hands') && steps.has('TakeCard'), 'the hand reveal and the card taken before shuffling were played on the phones');
  check(shotHand, 'a phone showed a hand mixing its two bandits');
  check(committedSeen, 'a phone showed its own secret choice while the other still chose');
  if (check(kiosk.latest.over, 'the game ended')) {
    await scoresShown(phones, 2, /wins!|share the victory/, kiosk.latest.order || [], 'scores');
    await shot(phones[0], '03-scores', true);
  }
}

await run(main, 'two-bandit game');
