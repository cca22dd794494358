// Browser test of a Horses & Stagecoach game on phones (run.sh runs it
// after the others): the e2e table (real table, real MQTT side) starts a
// 3-player game with the expansion (docs/rules.md §11), every seat on a
// phone — three Debian chromium browsers at 360×640 — which play every
// choice to the final scores: the Horse Attack's fists and Turmoil asked
// on every phone at once, Rides, hostages, the Shotgun. Checks that the
// stagecoach and the horses are drawn, that no label is a raw id, and that
// touch targets and width fit a phone. Screenshots: $PHONE_SHOTS/phone-hs-*.png.
//
//	node browser-horses.mjs <server binary>
import { harness, randomPlayer, text } from './harness.mjs';

const BUDGET_MS = Number(process.env.PHONE_E2E_BUDGET_MS || 240000);
const { check, log, kiosk, until, phone, shot, layoutOK, run, playToEnd, scoresShown } =
  harness('browser-horses.mjs', 'hs', ['-players', '3', '-phones', '3', '-seed', '5', '-rules', 'horses', '-characters', '']);
const act = randomPlayer(4242);

async function main() {
  await until(() => kiosk.hello && kiosk.latest, 20000, 'the e2e server to start');
  const { hello } = kiosk;
  log('table up:', hello.seats.map((s) => `seat ${s.seat} ${s.characters.join('+')}`).join(', '));
  const phones = [];
  for (let i = 0; i < hello.seats.length; i++) phones.push(await phone('seat' + i));
  for (let i = 0; i < phones.length; i++) await phones[i].page.goto(hello.seats[i].url);
  for (const p of phones) {
    await until(() => p.page.locator('.conn-online').count(), 15000, `${p.name} to connect`);
    await until(() => p.page.locator('.roundcard').count(), 15000, `${p.name} to receive its view`);
    check((await p.page.locator('.train .wagon.stagecoach').count()) === 1, `${p.name} draws the stagecoach`);
    check((await p.page.locator('.train .shotgun').count()) === 1, `${p.name} draws the Shotgun`);
    await layoutOK(p, 'joined');
  }
  // the Horse Attack: every phone asks at once, behind each player's own screen
  for (const p of phones) {
    await until(() => p.page.locator('.banner-turn').count(), 5000, `${p.name} to be asked for the Horse Attack`);
    check(/Horse Attack/.test(await text(p, '.act h2')), `${p.name} asks who is in the fist (${await text(p, '.act h2')})`);
    check(/in my fist/.test(await text(p, '.choices')), `${p.name} offers the fists`);
  }
  await shot(phones[0], '01-attack');
  const steps = new Set();
  let shotTurmoil = false;
  let shotTable = false;
  const moves = await playToEnd(phones, act, {
    budgetMs: BUDGET_MS,
    before: async (p) => {
      steps.add(kiosk.latest.stage);
      if (!shotTurmoil && kiosk.latest.stage === 'Turmoil' && (await p.page.locator('.banner-turn').count())) {
        shotTurmoil = true;
        await shot(p, '02-turmoil', true);
        await layoutOK(p, 'Turmoil');
        const busy = await Promise.all(phones.map((q) => q.page.locator('.banner-turn').count()));
        check(busy.filter(Boolean).length > 1, `Turmoil is asked on several phones at once (${busy.join(',')})`);
      }
      if (!shotTable && kiosk.latest.phase === 'Stealin' && (await p.page.locator('.horses').count())) {
        shotTable = true;
        await shot(p, '03-train', true);
      }
    },
  });
  log(`played ${moves} moves; stages seen: ${[...steps].join(', ')}`);
  check(steps.has('HorseAttack'), 'the Horse Attack was played on the phones');
  check(shotTurmoil || !steps.has('Turmoil'), 'a Turmoil was shown');
  if (check(kiosk.latest.over, 'the game ended')) {
    await scoresShown(phones, 3, /wins!|share the victory/, kiosk.latest.order || [], 'scores');
    await shot(phones[0], '04-scores', true);
  }
}

await run(main, 'Horses & Stagecoach game');
