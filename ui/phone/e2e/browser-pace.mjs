// Browser test of the phones following the kiosk (issue 22, item 6): the
// e2e table is started with -kiosk, so a kiosk presents it and this test
// plays the kiosk's screen, moving its presentation cursor through the
// server's stdin. Three phones (Debian chromium at 360×640) check that
// while the kiosk shows the set-up no phone can play and each says so; that
// while the kiosk narrates a state each phone shows the same step and asks
// nothing; that once the kiosk has caught up the next player is asked; and
// that a player takes back their own card from the phone until the next
// seat acts. Screenshots: $PHONE_SHOTS/phone-pace-*.png.
//
//	node browser-pace.mjs <server binary>
import { harness, text } from './harness.mjs';

const { check, log, kiosk, until, phone, shot, layoutOK, run, server } =
  harness('browser-pace.mjs', 'pace', ['-players', '3', '-phones', '3', '-seed', '7', '-kiosk']);

const present = (p) => server.stdin.write(JSON.stringify({ present: { setupDone: true, ...p } }) + '\n');
const all = (phones, fn) => Promise.all(phones.map(fn));

async function main() {
  await until(() => kiosk.hello && kiosk.latest, 20000, 'the e2e server to start');
  const { hello } = kiosk;
  const phones = [];
  for (let i = 0; i < hello.seats.length; i++) phones.push(await phone('seat' + i));
  for (let i = 0; i < phones.length; i++) await phones[i].page.goto(hello.seats[i].url);
  for (const p of phones) {
    await until(() => p.page.locator('.conn-online').count(), 15000, `${p.name} to connect`);
    await until(() => p.page.locator('.banner-table').count(), 15000, `${p.name} to say the table is setting up`);
    check(/setting up the train/.test(await text(p, '.banner')), `${p.name} says the set-up is under way (${await text(p, '.banner')})`);
    check((await p.page.locator('.banner-turn').count()) === 0, `${p.name} asks nothing during the set-up`);
    check((await p.page.locator('.hand .card[data-select]:not([disabled])').count()) === 0, `${p.name} offers no card during the set-up`);
    await layoutOK(p, 'set-up');
  }
  const first = kiosk.latest.actor;
  await shot(phones[first], '01-setup');

  // the kiosk's set-up is done: the game starts
  const v0 = kiosk.latest.version;
  present({ version: v0 });
  const p0 = phones[first];
  await until(() => p0.page.locator('.banner-turn').count(), 10000, `${p0.name} to be asked for a card once the set-up is done`);
  check((await all(phones, (p) => p.page.locator('.banner-table').count())).every((n) => n === 0), 'no phone waits for the table any more');
  // a card the hand holds twice: the hand keeps its rows once it is played,
  // the worst case for what comes under Play's spot
  const twice = p0.page.locator('.hand .card[data-select]:not([disabled])', { hasText: '×' });
  await ((await twice.count()) ? twice : p0.page.locator('.hand .card[data-select]:not([disabled])')).first().tap();
  const play = await p0.page.locator('.confirm .btn-go').first().boundingBox();
  await p0.page.locator('.confirm .btn-go').first().tap();
  await until(() => kiosk.latest.version > v0, 5000, 'the table to take the first card');
  const v1 = kiosk.latest.version;
  const second = kiosk.latest.actor;

  // the kiosk narrates state v1 in three steps: every phone shows the same step, and asks nothing
  for (const step of [1, 2]) {
    present({ version: v1, step, steps: 3 });
    for (const p of phones) {
      await until(async () => (await text(p, '.banner-table')).includes(`step ${step} of 3`), 8000, `${p.name} to show step ${step} of 3 (shows ${await text(p, '.banner')})`);
      check((await p.page.locator('.banner-turn').count()) === 0, `${p.name} asks nothing while the kiosk narrates step ${step}`);
    }
    if (step === 1) await shot(phones[second], '02-step');
  }
  // caught up: the next player is asked, and the first may take back their card
  present({ version: v1 });
  const p1 = phones[second];
  await until(() => p1.page.locator('.banner-turn').count(), 8000, `${p1.name} to be asked once the kiosk has caught up`);
  await until(() => p0.page.locator('[data-takeback]').count(), 8000, `${p0.name} to offer the take-back of its card`);
  await layoutOK(p0, 'take-back offered');
  // a tired finger taps Play twice: the take-back is nowhere near Play's
  // spot, and a second tap there takes nothing back (issue 22)
  const tb = await p0.page.locator('[data-takeback]').boundingBox();
  const gap = 24;
  const apart = tb.y >= play.y + play.height + gap || tb.y + tb.height + gap <= play.y ||
    tb.x >= play.x + play.width + gap || tb.x + tb.width + gap <= play.x;
  check(apart, `the take-back (${JSON.stringify(tb)}) lies at least ${gap}px from where Play was (${JSON.stringify(play)})`);
  const under = await p0.page.evaluate(([x, y]) => {
    const el = document.elementFromPoint(x, y);
    return el ? (el.closest('[data-takeback]') ? 'take-back' : el.outerHTML.slice(0, 80)) : 'nothing';
  }, [play.x + play.width / 2, play.y + play.height / 2]);
  check(under !== 'take-back', `the take-back is not under the finger that tapped Play (${under})`);
  log(`Play was at ${JSON.stringify(play)}, the take-back is at ${JSON.stringify(tb)}`);
  await shot(p0, '03-takeback');
  await p0.page.locator('[data-takeback]').tap();
  await until(() => kiosk.latest.version > v1 && kiosk.latest.reason === 'takeback', 5000, 'the table to take the card back');
  present({ version: kiosk.latest.version });
  await until(() => p0.page.locator('.banner-turn').count(), 8000, `${p0.name} to be asked again after the take-back`);
  check(kiosk.latest.pile === 0, `the pile is empty after the take-back (${kiosk.latest.pile})`);
  // each phone hears the take-back on its own connection: wait for it
  await until(async () => (await p1.page.locator('.banner-turn').count()) === 0, 8000, `${p1.name} to be no longer asked after the take-back`);
  log('set-up, narration steps and take-back followed on every phone');
}

await run(main, 'phones follow the kiosk');
