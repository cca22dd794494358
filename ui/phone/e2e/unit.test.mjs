// Unit tests of the phone page without a browser or a broker: the pure
// model and render functions are fed the fixture messages the engine
// produced (e2e/fixtures/*.json) and checked for the right buttons and words.
// Run: node --test ui/phone/e2e/  (no npm install needed)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { translator as makeTranslator } from '../src/i18n.js';
import {
  camel, choiceLabel, choices, commandLabel, commandMessage, decodeTurns, defaultWsUrl, describe, eventId, handChoices, isMyTurn,
  logLine, newMessageId, parseParams as parse, prompt, ranking, replyMessage, resultName, teachMessage, topics,
} from '../src/model.js';
import { banditMark, esc, renderApp } from '../src/render.js';
import { renderWords } from '../src/words.js';

const here = dirname(fileURLToPath(import.meta.url));
const DICTS = JSON.parse(readFileSync(join(here, '..', 'assets', 'i18n.json'), 'utf8'));
const translator = (lang, dicts = DICTS) => makeTranslator(lang, dicts);
const fixtures = join(here, 'fixtures');
const load = (name) => JSON.parse(readFileSync(join(fixtures, name), 'utf8'));
const names = [...new Set(readdirSync(fixtures).filter((f) => f.endsWith('.seat.json')).map((f) => f.replace('.seat.json', '')))];
const en = translator('en');

function state(name, extra = {}) {
  const seatMsg = load(name + '.seat.json');
  let pubMsg = null;
  try {
    pubMsg = load(name + '.public.json');
  } catch (e) {
    pubMsg = null;
  }
  return {
    params: { table: 'e2e', seat: seatMsg.view.seat, token: 'x', lang: 'en', ws: 'ws://x', problems: [] },
    conn: 'online', seatMsg, pubMsg, selected: null, pending: null, notice: null, log: [], ...extra,
  };
}

function buttons(html) {
  const out = [];
  const re = /<button[^>]*data-cmd="(\d+)"[^>]*>([\s\S]*?)<\/button>/g;
  let m;
  while ((m = re.exec(html))) out.push({ index: Number(m[1]), text: m[2].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim() });
  return out;
}

// A missing message shows as ⟦id⟧; an unfilled placeholder as {{.X}}.
const RAW_ID = /⟦|\{\{/;

test('every fixture renders in every language without raw ids, undefined or NaN', () => {
  assert.ok(names.length >= 10, 'fixtures present');
  for (const name of names) {
    for (const lang of Object.keys(DICTS)) {
      const s = state(name);
      s.params.lang = lang;
      const t = translator(lang);
      for (const e of s.seatMsg.events) s.log.push(logLine(s.seatMsg.view, e, t));
      const html = renderApp(s, t);
      const text = html.replace(/<[^>]+>/g, ' ');
      assert.doesNotMatch(text, RAW_ID, `${name} ${lang}: ${text.match(RAW_ID)?.[0]}`);
      assert.doesNotMatch(text, /\bundefined\b|\bNaN\b|\[object/, `${name} ${lang}`);
    }
  }
});

test('every event of every fixture is described in every language', () => {
  for (const name of names) {
    for (const file of [name + '.seat.json', name + '.public.json']) {
      let msg;
      try {
        msg = load(file);
      } catch (e) {
        continue;
      }
      for (const lang of Object.keys(DICTS)) {
        const t = translator(lang);
        for (const e of msg.events) {
          const d = describe(msg.view, e, t);
          assert.ok(d.why.length > 0, `${file} ${lang}: ${e.kind}`);
          assert.doesNotMatch(d.instruction + d.why, RAW_ID, `${file} ${lang}: ${d.instruction} ${d.why}`);
        }
      }
    }
  }
  const v = load('stage-Rob.seat.json').view;
  const moved = { kind: 'BanditMoved', seat: v.seat, target: -1, from: { wagon: 2, floor: 'inside' }, to: { wagon: 2, floor: 'roof' }, cause: { by: 'marshal', seat: -1 } };
  const me = v.bandits.find((b) => b.seat === v.seat).character;
  assert.equal(logLine(v, moved, en), `Move ${me} from inside wagon 2 to the roof of wagon 2.`);
  assert.equal(describe(v, moved, en).why, `${me} fled the Marshal to the roof.`);
  assert.equal(logLine(v, { kind: 'CardsDrawn', seat: 0, count: 6, cause: { by: 'rule' } }, en), '');
  assert.equal(logLine(v, { kind: 'CardsDrawn', seat: 0, count: 1, cause: { by: 'rule' } }, en).includes('draws 1 card'), true);
});

test("Stealin' stages show one big button per choice with a clear label", () => {
  const who = '(Ghost|Tuco|Cheyenne|Doc|Belle|Django)';
  const to = '(to wagon \\d|to the locomotive|to the caboose( Wagon \\d)?)';
  const expect = {
    'stage-Move': new RegExp(`^Move ${to}$`),
    'stage-Push': new RegExp(`^Push ${who} ${to}$`),
    'stage-Marshal': new RegExp(`^Marshal ${to}$`),
    'stage-Shoot': new RegExp(`^[A-Z] Shoot ${who} (inside|on the roof)`),
    'stage-Punch': new RegExp(`^[A-Z] Punch ${who} (inside|on the roof)`),
    'stage-Rob': /^Take (a purse|a jewel|the strongbox)/, // never an internal number
    'stage-PunchLoot': new RegExp(`^Make ${who} drop (a purse|a jewel|the strongbox)`),
    'stage-KeepPurse': /^(Keep the purse|Let it drop)$/,
    'stage-Pickpocket': /^(Take a purse( \$\d+)?|Take nothing)$/, // with the value when the phone has seen it
  };
  for (const [name, re] of Object.entries(expect)) {
    const s = state(name);
    const view = s.seatMsg.view;
    assert.ok(isMyTurn(view), name);
    const bs = buttons(renderApp(s, en));
    const chs = choices(view);
    assert.equal(bs.length, chs.length, name);
    bs.forEach((b, i) => {
      assert.equal(b.index, chs[i].index);
      assert.match(b.text, re, `${name}: ${b.text}`);
    });
  }
});

// Purses lie face down and look alike: several at the actor's place make
// one button, which sends the first of those legal commands (issue 12).
test('several purses at one place make one "Take a purse (N here)" button sending a legal command', () => {
  const s = state('stage-Rob-purses');
  const view = s.seatMsg.view;
  const purses = view.legal.filter((c) => c.do === 'rob' && c.token < 18);
  assert.ok(purses.length >= 3, `${purses.length} purses in the fixture`);
  const bs = buttons(renderApp(s, en));
  const purseButtons = bs.filter((b) => /purse/.test(b.text));
  assert.deepEqual(purseButtons.map((b) => b.text), [`Take a purse (${purses.length} here)`]);
  assert.equal(bs.length, view.legal.length - purses.length + 1);
  // tapping it publishes the first purse command of view.legal, as given
  const cmd = view.legal[purseButtons[0].index];
  assert.deepEqual(cmd, purses[0]);
  const msg = JSON.parse(commandMessage(view, cmd, newMessageId()));
  assert.deepEqual(msg.cmd, purses[0]);
  assert.equal(msg.v, view.version);
  // in every language the count is said, and a purse the phone knows the value of stays apart
  for (const lang of ['fr', 'nl', 'it']) {
    assert.match(choiceLabel(view, choices(view)[0], translator(lang)).main, new RegExp(`${purses.length}`));
  }
  const known = { ...view, knownPurses: [...view.knownPurses, { token: purses[1].token, value: 450, held: false }] };
  const chs = choices(known).filter((c) => c.cmd.do === 'rob' && c.cmd.token < 18);
  assert.deepEqual(chs.map((c) => [c.index, c.count]), [[0, purses.length - 1], [1, 1]]);
  assert.equal(choiceLabel(known, chs[1], en).sub, '$450');
});

test('wagon buttons name the locomotive and the caboose', () => {
  const view = load('stage-Marshal.seat.json').view;
  const last = view.train.length - 1;
  assert.equal(commandLabel(view, { do: 'marshal', wagon: 0 }, en).main, 'Marshal to the locomotive');
  assert.deepEqual(commandLabel(view, { do: 'move', wagon: last }, en), { main: 'Move to the caboose', sub: `Wagon ${last}`, kind: 'wagon' });
  assert.equal(commandLabel(view, { do: 'move', wagon: 2 }, en).main, 'Move to wagon 2');
  assert.equal(commandLabel(view, { do: 'move', wagon: 2 }, translator('fr')).main.includes('2'), true);
});

test('known purse values are shown on the purse buttons and in the loot', () => {
  const s = state('stage-Rob');
  const view = s.seatMsg.view;
  view.knownPurses.push({ token: view.legal[0].token, value: 450, held: false });
  const label = commandLabel(view, view.legal[0], en);
  if (view.legal[0].token < 18) {
    assert.equal(label.sub, '$450');
    assert.equal(label.main, 'Take a purse'); // named by what it is, never by an internal number
  }
  const html = renderApp(s, en);
  for (const p of view.knownPurses.filter((k) => k.held)) assert.ok(html.includes(`Purse: $${p.value}`), 'held purse value shown');
});

test("Schemin': cards to tap, draw 3, and a confirm step", () => {
  const s = state('schemin-start');
  const view = s.seatMsg.view;
  let html = renderApp(s, en);
  assert.match(html, /Your turn!/);
  assert.match(html, /play a card or draw 3/);
  assert.match(html, /data-select="Shoot"/);
  const draw = buttons(html).find((b) => /Draw 3 cards/.test(b.text));
  assert.ok(draw, 'draw button');
  assert.equal(view.legal[draw.index].do, 'draw');
  s.selected = 'Shoot';
  html = renderApp(s, en);
  const play = buttons(html).filter((b) => /^Play Shoot/.test(b.text));
  assert.equal(play.length, 1);
  assert.deepEqual(view.legal[play[0].index], { seat: view.seat, do: 'play', card: 'Shoot', faceDown: false });
});

test("Ghost's first turn offers face up and face down", () => {
  const s = state('schemin-ghost');
  const { cards } = handChoices(s.seatMsg.view);
  const card = cards.find((c) => c.up && c.down);
  assert.ok(card, 'a card with both options');
  s.selected = card.card;
  const html = renderApp(s, en);
  assert.match(html, /You may play this card face down/);
  const bs = buttons(html).filter((b) => /^Play face (up|down)$/.test(b.text));
  assert.equal(bs.length, 2);
  const cmds = bs.map((b) => s.seatMsg.view.legal[b.index]);
  assert.deepEqual(cmds.map((c) => c.faceDown).sort(), [false, true]);
});

test('a Tunnel turn plays face down only', () => {
  const s = state('schemin-tunnel');
  const { cards } = handChoices(s.seatMsg.view);
  const c = cards.find((x) => x.down);
  assert.ok(c && !c.up);
  s.selected = c.card;
  const html = renderApp(s, en);
  assert.match(html, /Tunnel: your card is played face down/);
  const bs = buttons(html).filter((b) => /^Play .* face down$/.test(b.text));
  assert.equal(bs.length, 1);
  assert.equal(s.seatMsg.view.legal[bs[0].index].faceDown, true);
});

test('waiting for another seat: no command buttons, who plays is named', () => {
  const s = state('schemin-waiting');
  assert.equal(isMyTurn(s.seatMsg.view), false);
  const html = renderApp(s, en);
  assert.equal(buttons(html).length, 0);
  const actor = s.seatMsg.view.bandits.find((b) => b.seat === s.seatMsg.view.actor).character;
  assert.match(html, new RegExp(`Waiting for ${actor}`));
  assert.match(html, /data-select="[^"]+"[^>]*disabled|card-off/);
});

test('the round card highlights the current turn', () => {
  const s = state('schemin-tunnel');
  const html = renderApp(s, en);
  const turns = decodeTurns(s.seatMsg.view.round.turns);
  assert.equal((html.match(/class="turn[ "]/g) || []).length, turns.length);
  assert.equal((html.match(/turn-now/g) || []).length, 1);
  assert.match(html, /turn-now turn-Tunnel/);
});

// scoreRows is the seats of the final scores as the page shows them, top to bottom.
const scoreRows = (html) => [...html.matchAll(/<li class="score[^"]*" data-rank="(\d+)">/g)].map((m) => Number(m[1]));

test('game over shows the final scores, winner first, in the engine\'s order', () => {
  for (const name of ['gameover', 'car-gameover', 'horses-gameover']) {
    const s = state(name);
    const view = s.seatMsg.view;
    assert.equal(view.phase, 'GameOver');
    const html = renderApp(s, en);
    assert.match(html, /Final scores/);
    assert.equal(view.result.order.length, view.result.players.length, `${name}: the engine publishes its order`);
    assert.deepEqual(scoreRows(html), view.result.order, name);
    const order = ranking(view.result);
    assert.ok(order[0].winner);
    const first = esc(resultName(view.result, order[0].seat, en));
    assert.ok(html.includes(`${first} wins!`) || html.includes('share the victory'), `${name}: ${first} wins`);
    assert.equal((html.match(/class="score[ "]/g) || []).length, view.result.players.length);
    assert.equal(buttons(html).length, 0);
  }
});

test('the final scores follow the order the engine published and the page orders no one itself', () => {
  // the engine's order is [1, 0, 3, 2] (totals 1500, 2200, 1000, 1250; seat
  // 1 won): the orders below are ones no rule of the page could derive from
  // the players — the page must show each as given
  const s = state('car-gameover');
  const result = s.seatMsg.view.result;
  assert.deepEqual(result.order, [1, 0, 3, 2], 'the fixture is the engine\'s order');
  for (const order of [[2, 3, 0, 1], [3, 1, 2, 0], [0, 2, 1, 3]]) {
    s.seatMsg = { ...s.seatMsg, view: { ...s.seatMsg.view, result: { ...result, order } } };
    assert.deepEqual(scoreRows(renderApp(s, en)), order, JSON.stringify(order));
    assert.deepEqual(ranking({ ...result, order }).map((p) => p.seat), order);
  }
  // the winner's line is marked wherever the order puts it
  s.seatMsg = { ...s.seatMsg, view: { ...s.seatMsg.view, result: { ...result, order: [2, 3, 0, 1] } } };
  assert.match(renderApp(s, en), /<li class="score score-win[^"]*" data-rank="1">/);
  // no published order (a result stored before the engine published it):
  // every player, in seat order; an order that leaves a player out: that player last
  assert.deepEqual(ranking({ ...result, order: undefined }).map((p) => p.seat), [0, 1, 2, 3]);
  assert.deepEqual(ranking({ ...result, order: [3, 1] }).map((p) => p.seat), [3, 1, 0, 2]);
  assert.deepEqual(ranking(null), []);
});

test('connection states: connecting, reconnecting (buttons off), bad token', () => {
  const s = state('stage-Move', { conn: 'reconnecting' });
  let html = renderApp(s, en);
  assert.match(html, /Connection lost — Reconnecting…/);
  for (const m of html.matchAll(/<button[^>]*data-cmd[^>]*>/g)) assert.match(m[0], /disabled/);
  s.conn = 'auth';
  html = renderApp(s, en);
  assert.match(html, /no longer opens this seat: a new game has started, or the table gave the seat a new link\. Scan your seat&#39;s QR code/);
  s.conn = 'connecting';
  s.seatMsg = null;
  s.pubMsg = null;
  assert.match(renderApp(s, en), /Connecting to the table/);
});

test('a seat the table plays itself says so', () => {
  const s = state('schemin-start');
  s.pubMsg = { ...s.pubMsg, seats: s.pubMsg.seats.map((x) => ({ ...x, mode: x.seat === s.params.seat ? 'handoff' : x.mode })) };
  assert.match(renderApp(s, en), /Look at the table screen/);
});

test('reply errors: stale says choose again; duplicates and successes say nothing', () => {
  const stale = en('error.stale');
  assert.match(stale, /moved on.*choose/);
  assert.equal(replyMessage({ id: 'a', ok: false, code: 'stale', error: 'x' }, en), stale);
  assert.equal(replyMessage({ id: 'a', ok: false, code: 'STALE_STATE' }, en), stale);
  assert.equal(replyMessage({ id: 'a', ok: false, code: 'illegal' }, en), en('error.illegal'));
  assert.equal(replyMessage({ id: 'a', ok: true }, en), '');
  assert.equal(replyMessage({ id: 'a', ok: false, duplicate: true }, en), '');
  // issue 11 item 7: the table's internal text never reaches the player, only a translated sentence
  assert.equal(replyMessage({ id: 'a', ok: false, code: 'weird', error: 'disk full', detail: 'open /var/lib/colt: EROFS' }, en), en('error.generic', { Detail: 'weird' }));
  assert.doesNotMatch(replyMessage({ id: 'a', ok: false, code: 'illegal', error: 'x', detail: 'not allowed now (Schemin, None)' }, en), /Schemin/);
  assert.equal(replyMessage({ id: 'a', ok: false, code: 'read-only' }, translator('fr')), translator('fr')('error.readOnly'));
  assert.equal(replyMessage({ id: 'a', ok: false, code: 'id-reused' }, translator('nl')), translator('nl')('error.idReused'));
  // issue 25 item 1: the table could not save the move (a full SD card): the player is told it was not played and whom to tell
  assert.equal(replyMessage({ id: 'a', ok: false, code: 'internal', detail: 'the table cannot save moves: the SD card is full' }, en), en('error.cannotSave'));
  assert.match(en('error.cannotSave'), /not played.*café staff/);
  assert.equal(replyMessage({ id: 'a', ok: false, code: 'internal' }, translator('it')), translator('it')('error.cannotSave'));
  assert.equal(replyMessage({ id: 'a', ok: false, code: 'not-your-turn' }, en), en('error.notYourTurn'));
  assert.equal(replyMessage({ id: 'a', ok: false, code: 'stale' }, translator('fr')), translator('fr')('error.stale'));
  assert.notEqual(translator('fr')('error.stale'), stale);
  const s = state('stage-Move', { notice: { kind: 'error', text: replyMessage({ ok: false, code: 'stale' }, en) } });
  assert.ok(renderApp(s, en).includes(`role="alert"><span>${stale.replace(/'/g, '&#39;')}`));
});

test('the command message carries the view version, an id and the legal command as given', () => {
  const view = load('stage-Shoot.seat.json').view;
  const id = newMessageId();
  const msg = JSON.parse(commandMessage(view, view.legal[1], id));
  assert.deepEqual(msg, { v: view.version, id, cmd: view.legal[1] });
  assert.match(id, /^[0-9a-f]{32}$/);
  assert.notEqual(newMessageId(), newMessageId());
  assert.match(newMessageId(null), /^[0-9a-f]{32}$/);
});

test('join link parameters, config.json and the default websocket', () => {
  // the languages are i18n.json's, which go generate writes from ui/i18n (the one list)
  const LANGS = Object.keys(DICTS);
  assert.deepEqual([...LANGS].sort(), ['en', 'fr', 'it', 'nl']);
  assert.equal(LANGS[0], 'en');
  const parseParams = (loc, config = {}, nav = '') => parse(loc, config, nav, LANGS);
  const loc = { search: '?t=table1&s=2&k=abc&lang=fr', hostname: '192.168.1.20', protocol: 'http:' };
  assert.deepEqual(parseParams(loc), { table: 'table1', seat: 2, token: 'abc', lang: 'fr', ws: 'ws://192.168.1.20:8083/mqtt', problems: [], watch: false, login: null });
  const p = parseParams({ search: '?s=0&k=z&ws=ws%3A%2F%2Fbroker%3A9001%2Fmqtt', hostname: 'h', protocol: 'http:' }, { table: 'cafe', ws: 'ws://cfg/mqtt' }, 'nl-BE');
  assert.equal(p.table, 'cafe');
  assert.equal(p.ws, 'ws://broker:9001/mqtt');
  assert.equal(p.lang, 'nl');
  assert.equal(parseParams({ search: '?t=a&s=1&k=z', hostname: 'h', protocol: 'http:' }, { ws: 'ws://cfg/mqtt' }).ws, 'ws://cfg/mqtt');
  assert.deepEqual(parseParams({ search: '?t=a&s=9', hostname: 'h', protocol: 'http:' }).problems, ['s', 'k']);
  assert.equal(parseParams({ search: '?t=a&s=1&k=z&lang=de', hostname: 'h', protocol: 'http:' }, {}, 'de-DE').lang, 'en');
  assert.equal(defaultWsUrl({ hostname: 'pi.local', protocol: 'https:' }), 'wss://pi.local:8083/mqtt');
  assert.deepEqual(topics('t1', 3), { public: 'colt/t1/public', view: 'colt/t1/seat/3/view', reply: 'colt/t1/seat/3/reply', cmd: 'colt/t1/seat/3/cmd', kiosk: 'colt/t1/kiosk' });
  assert.equal(parseParams({ search: '?t=a&s=1&k=z', hostname: 'h', protocol: 'http:' }, { lang: 'it' }, 'fr-FR').lang, 'it');
});

test('a watching link needs no seat and logs in as config.json says (issue 25: café guests have no login)', () => {
  const parseParams = (loc, config = {}) => parse(loc, config, '', Object.keys(DICTS));
  const loc = { search: '?t=table1&watch', hostname: '192.168.1.20', protocol: 'http:' };
  // the embedded broker: the spectator login at the phones' websocket
  const emb = parseParams(loc, { ws: 'ws://pi:8083/mqtt', spectator: { ws: 'ws://pi:8083/mqtt', username: 'spectator', password: 'spectator' } });
  assert.deepEqual([emb.watch, emb.seat, emb.token, emb.problems, emb.ws], [true, -1, '', [], 'ws://pi:8083/mqtt']);
  assert.deepEqual(emb.login, { username: 'spectator', password: 'spectator', clientIdPrefix: 'colt-' });
  // a café broker: no login, on its guest listener, ids starting with colt-
  const cafe = parseParams(loc, { ws: 'ws://cafe:9001/mqtt', spectator: { ws: 'ws://cafe:9002/mqtt', username: '', password: '', clientIdPrefix: 'colt-' } });
  assert.deepEqual([cafe.ws, cafe.problems, cafe.login], ['ws://cafe:9002/mqtt', [], { username: '', password: '', clientIdPrefix: 'colt-' }]);
  // a café broker whose kiosk was given no guest listener: say so
  assert.deepEqual(parseParams(loc, { ws: 'ws://cafe:9001/mqtt', spectator: { ws: '', username: '' } }).problems, ['w']);
  // a seat's token in a watching link is ignored
  assert.equal(parseParams({ search: '?t=a&watch&s=1&k=z', hostname: 'h', protocol: 'http:' }, {}).token, '');
});

test('the watching page says it watches, shows the table and offers no move', () => {
  for (const name of names.filter((n) => readdirSync(fixtures).includes(n + '.public.json'))) {
    const s = { ...state(name), seatMsg: null };
    s.params = { ...s.params, seat: -1, token: '', watch: true };
    const html = renderApp(s, en);
    assert.match(html, /<span class="seat">Watching<\/span>/, name);
    assert.equal(buttons(html).length, 0, `${name}: a watcher is offered a move`);
    assert.match(html, /class="train/, `${name}: no train`);
  }
  const s = { ...state(names[0]), seatMsg: null };
  s.params = { ...s.params, seat: -1, token: '', watch: true, problems: ['w'] };
  const off = renderApp(s, translator('fr'));
  assert.match(off, /ne peut pas être suivie/);
});

test('turn kinds decode from base64 bytes, numbers, names and letters; events from numbers', () => {
  assert.deepEqual(decodeTurns('AAECAw=='), ['Normal', 'Tunnel', 'SpeedUp', 'Switch']);
  assert.deepEqual(decodeTurns([0, 1]), ['Normal', 'Tunnel']);
  assert.deepEqual(decodeTurns(['Tunnel', 'switch']), ['Tunnel', 'Switch']);
  assert.deepEqual(decodeTurns('NT2S'), ['Normal', 'Tunnel', 'SpeedUp', 'Switch']);
  assert.equal(eventId(4), 'take-it-all');
  assert.equal(eventId('braking'), 'braking');
  assert.equal(eventId(0), '');
  assert.equal(camel('passengers-rebellion'), 'passengersRebellion');
});

test('every language has the same messages with the same parameters', () => {
  const params = (x) => [...x.matchAll(/\{\{\s*\.(\w+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');
  for (const [lang, dict] of Object.entries(DICTS)) {
    for (const [id, text] of Object.entries(DICTS.en)) {
      assert.ok(id in dict, `${lang} lacks ${id}`);
      if (!id.endsWith('|one')) assert.equal(params(dict[id]), params(text), `${lang} ${id}`);
    }
  }
});

test('every message id the page uses exists', () => {
  const src = ['model.js', 'render.js', 'main.js'].map((f) => readFileSync(join(here, '..', 'src', f), 'utf8')).join('\n');
  const ids = new Set([...src.matchAll(/\bt(?:\.n)?\('([\w.|-]+)'\s*[,)]/g)].map((m) => m[1]));
  assert.ok(ids.size > 60, `${ids.size} ids`);
  for (const id of ids) assert.ok(id in DICTS.en, id);
  const en2 = translator('en');
  for (const c of ['Ghost', 'Tuco', 'Cheyenne', 'Doc', 'Belle', 'Django']) assert.ok(en2.has('character.' + c.toLowerCase()), c);
  for (const k of ['move', 'floorChange', 'shoot', 'rob', 'punch', 'marshal', 'bullet', 'hidden']) assert.ok(en2.has('card.' + k), k);
  for (const k of ['normal', 'tunnel', 'speedUp', 'switch']) assert.ok(en2.has('turn.' + k), k);
  for (const k of ['schemin', 'stealin', 'eventChoice', 'gameOver']) assert.ok(en2.has('phase.' + k), k);
  for (const k of ['Move', 'Shoot', 'Rob', 'Punch', 'PunchLoot', 'KeepPurse', 'Push', 'Marshal', 'Pickpocket']) assert.ok(en2.has('prompt.' + k[0].toLowerCase() + k.slice(1)), k);
  for (const f of ['bare', 'from', 'to', 'at']) for (const p of ['inWagon', 'inLoco', 'inCaboose', 'roofWagon', 'roofLoco', 'roofCaboose']) assert.ok(en2.has(`pos.${f}.${p}`), `pos.${f}.${p}`);
});

test('plural forms and placeholders', () => {
  const t = translator('en');
  assert.equal(t.n('count.cards', 1), '1 card');
  assert.equal(t.n('count.cards', 3), '3 cards');
  assert.equal(t('seat.n', { N: 3 }), 'Seat 3');
  assert.equal(t('no.such.id'), '⟦no.such.id⟧');
});

test('text is escaped', () => {
  assert.equal(esc('<b a="1">&\''), '&lt;b a=&quot;1&quot;&gt;&amp;&#39;');
  const s = state('stage-Move', { notice: { kind: 'error', text: replyMessage({ ok: false, code: 'x', error: '<img src=x>' }, en) } });
  assert.doesNotMatch(renderApp(s, en), /<img/);
});

// The page words prompts, buttons and narration in JavaScript; ui/i18n words
// them in Go for the kiosk. wording.golden.json holds what Go says for every
// fixture in every language (written by go test ./ui/phone -run Fixtures
// -update): the page must say the same.
test('the page words every fixture as ui/i18n does (Go → JSON golden)', () => {
  const golden = load('wording.golden.json');
  const diffs = [];
  for (const [name, byLang] of Object.entries(golden)) {
    const msg = load(name + '.seat.json');
    const view = msg.view;
    for (const [lang, want] of Object.entries(byLang)) {
      const t = translator(lang);
      const got = prompt(view, t);
      if (got !== want.prompt) diffs.push(`${name} ${lang} prompt: ${JSON.stringify(got)} ≠ Go ${JSON.stringify(want.prompt)}`);
      view.legal.forEach((cmd, i) => {
        const l = commandLabel(view, cmd, t).main;
        if (l !== want.commands[i]) diffs.push(`${name} ${lang} ${cmd.do}: ${JSON.stringify(l)} ≠ Go ${JSON.stringify(want.commands[i])}`);
      });
      // the buttons: lookalike purses grouped as ui/i18n's Choices does
      const got2 = choices(view).map((ch) => ({ index: ch.index, label: choiceLabel(view, ch, t).main }));
      if (JSON.stringify(got2) !== JSON.stringify(want.choices)) diffs.push(`${name} ${lang} choices: ${JSON.stringify(got2)} ≠ Go ${JSON.stringify(want.choices)}`);
      (msg.events || []).forEach((e, i) => {
        const d = describe(view, e, t);
        const [instr, why] = want.events[i];
        if (d.instruction !== instr) diffs.push(`${name} ${lang} ${e.kind} instruction: ${JSON.stringify(d.instruction)} ≠ Go ${JSON.stringify(instr)}`);
        if (d.why !== why) diffs.push(`${name} ${lang} ${e.kind} why: ${JSON.stringify(d.why)} ≠ Go ${JSON.stringify(why)}`);
      });
    }
  }
  assert.deepEqual(diffs, []);
});

test('the words the kiosk sends render, in every language, exactly as the kiosk words them (one words model)', () => {
  const wording = JSON.parse(readFileSync(join(here, 'fixtures', 'wording.golden.json'), 'utf8'));
  let rendered = 0;
  for (const [name, byLang] of Object.entries(wording)) {
    const msg = load(name + '.seat.json');
    assert.ok(Array.isArray(msg.words) && msg.words.length === msg.events.length, `${name}: one word per event`);
    for (const [lang, want] of Object.entries(byLang)) {
      const t = translator(lang);
      msg.words.forEach((w, i) => {
        const d = renderWords(w, t);
        assert.deepEqual([d.instruction, d.why], want.events[i], `${name} ${lang} ${msg.events[i].kind}`);
        rendered++;
      });
    }
  }
  assert.ok(rendered > 100, `only ${rendered} words rendered`);
});

test('the Time-Travel Car: drawn before the locomotive, the hide choice on its player\'s phone, the hiding place only there', () => {
  const hide = state('car-hide');
  const hideHtml = renderApp(hide, en);
  assert.match(hideHtml, /class="wagon car"/, 'the Car is drawn');
  const labels = buttons(hideHtml).map((b) => b.text);
  assert.ok(labels.includes('Appear inside the locomotive') && labels.includes('Appear inside the caboose'), labels.join(' / '));
  assert.match(hideHtml, /inside which car will you appear\?/);

  const own = state('car-hidden');
  for (const e of own.seatMsg.events) own.log.push(logLine(own.seatMsg.view, e, en));
  const ownText = renderApp(own, en).replace(/<[^>]+>/g, ' ');
  const at = own.seatMsg.view.hiding[0].at;
  assert.equal(at.floor, 'inside');
  const where = at.wagon === 0 ? 'inside the locomotive' : `inside wagon ${at.wagon}`;
  const hider = own.seatMsg.view.bandits.find((b) => b.seat === own.seatMsg.view.hiding[0].bandit).character;
  assert.match(ownText, new RegExp(`${hider} will appear ${where} when Stealin`), 'its player sees where');
  assert.match(ownText, /hidden/, 'the bandits list marks it hidden');

  const other = state('car-hidden-other');
  for (const e of other.seatMsg.events) other.log.push(logLine(other.seatMsg.view, e, en));
  for (const msg of [other.seatMsg, other.pubMsg]) {
    assert.ok(msg.events.some((e) => e.kind === 'BanditHidden' && e.to.area === 'hidden'), 'the event reaches others without its place');
  }
  const otherText = renderApp(other, en).replace(/<[^>]+>/g, ' ');
  assert.match(otherText, /keeps it in hand until it appears/);
  assert.doesNotMatch(otherText, /will appear inside|Appear inside/, 'another phone shows no hiding place');

  const move = state('car-move');
  assert.ok(buttons(renderApp(move, en)).some((b) => b.text === 'Move into the Time-Travel Car'));
});

test('Horses & Stagecoach: the stagecoach beside the wagon it faces, horses, Shotgun, flasks, hostages; the fists and Turmoil on every phone at once', () => {
  // the Horse Attack: every galloping player's phone asks at once, with the fists
  const attack = state('horses-attack');
  const v = attack.seatMsg.view;
  assert.ok(v.expected.length > 1 && v.expected.includes(v.seat), 'a simultaneous step');
  const html = renderApp(attack, en);
  const labels = buttons(html).map((b) => b.text);
  const me = v.bandits.find((b) => b.seat === v.seat).character;
  assert.ok(labels.some((l) => l.endsWith(`${me} in my fist`)) && labels.includes('The horse in my fist'), labels.join(' / '));
  assert.match(html, /Horse Attack, wagon 4: who is in your fist\?/);
  assert.match(html, /class="wagon stagecoach"/, 'the stagecoach is drawn');
  assert.match(html, /class="shotgun"/, 'the Shotgun is on its roof');
  assert.match(html, /2 horses/, 'the horses beside the caboose');
  assert.match(html, /galloping/, 'the bandits list says who still gallops');
  for (const h of attack.pubMsg.view.hostages) assert.match(html, new RegExp(en('hostage.' + camel(h))), 'the face-up hostages');
  // nobody's fist shows on another phone before the reveal: only "has chosen"
  for (const e of attack.seatMsg.events) {
    if (e.kind === 'Committed') assert.doesNotMatch(logLine(v, e, en), /fist|horse/);
  }
  // the stagecoach beside the wagon it faces: right after that wagon's row
  const rows = html.match(/<li class="wagon[^"]*"/g);
  const facing = attack.pubMsg.view.stagecoach.facing;
  assert.equal(rows[facing + 1], '<li class="wagon stagecoach"', rows.join(' '));

  // Turmoil: a card chosen face up, or draw 3, privately on each phone
  const turmoil = state('horses-turmoil');
  const tv = turmoil.seatMsg.view;
  assert.ok(tv.expected.length > 1, 'every player chooses at once');
  assert.ok(tv.legal.every((c) => (c.do === 'play' && !c.faceDown) || c.do === 'draw'), JSON.stringify(tv.legal));
  assert.match(renderApp(turmoil, en), /Turmoil: .*, choose a card or draw 3\./);

  // a hostage taken, a Ride, whisky: buttons and pawn instructions
  const hostage = state('horses-hostage');
  assert.ok(buttons(renderApp(hostage, en)).every((b) => /^Take the /.test(b.text)), 'one button per face-up hostage');
  const ride = state('horses-ride');
  assert.ok(buttons(renderApp(ride, en)).some((b) => /^Ride to |Stay here, go inside|Ride into the stagecoach/.test(b.text)));
  const drunk = state('horses-whisky-drunk');
  const lines = drunk.seatMsg.events.map((e) => logLine(drunk.seatMsg.view, e, en)).join(' ');
  assert.match(lines, /drinks (a classic|the old) whisky: (Turn the flask face up, on its half-empty side\.|The flask is empty: put it back in the box\.)/);

  // a flask drunk instead of playing: a button beside the hand, sending the drink command
  const drink = state('horses-drink');
  const dv = drink.seatMsg.view;
  const di = dv.legal.findIndex((c) => c.do === 'drink');
  assert.ok(buttons(renderApp(drink, en)).some((b) => b.index === di && /^Drink /.test(b.text)), 'a Drink button in Schemin');

  // the scores: the hostages' ransoms
  const over = state('horses-gameover');
  assert.ok(over.seatMsg.view.result.players.some((p) => p.hostages > 0));
});

test('issue 22: the set-up, the narration and the take-back refusals are said in every language', () => {
  const seen = new Set();
  for (const lang of ['en', 'fr', 'nl', 'it']) {
    const t = translator(lang);
    for (const [code, id] of [['setting-up', 'phone.pace.settingUp'], ['too-late', 'phone.pace.tooLate'], ['no-take-back', 'phone.pace.cannotTakeBack']]) {
      const text = replyMessage({ id: 'a', ok: false, code }, t);
      assert.equal(text, t(id), `${lang} ${code}`);
      assert.notEqual(text, id, `${lang} ${code} is translated`);
      seen.add(text);
    }
    const step = t('phone.pace.narrating', { Step: 2, Steps: 5 });
    assert.match(step, /2.*5/, `${lang} narrating names the step`);
    seen.add(step);
  }
  assert.equal(seen.size, 16, 'each language has its own sentences');
});

test('issue 22: while the table sets up or narrates, the phone asks nothing and says which step', () => {
  const fx = load(names[0] + '.seat.json');
  const base = { params: { seat: fx.view.seat, problems: [] }, conn: 'online', pubMsg: null, log: [] };
  const mine = { ...fx, view: { ...fx.view } };
  const free = renderApp({ ...base, seatMsg: mine }, en);
  const setup = renderApp({ ...base, seatMsg: { ...mine, table: { version: 1, setupDone: false } } }, en);
  const narrating = renderApp({ ...base, seatMsg: { ...mine, table: { version: 1, step: 2, steps: 4, setupDone: true } } }, en);
  assert.match(setup, /setting up the train/);
  assert.match(narrating, /step 2 of 4/);
  for (const html of [setup, narrating]) {
    assert.doesNotMatch(html, /data-cmd=/, 'no command is offered');
    assert.doesNotMatch(html, /banner-turn/);
  }
  if ((fx.view.legal || []).length) assert.match(free, /banner-turn/);
  assert.match(renderApp({ ...base, seatMsg: { ...mine, takeBack: true } }, en), /data-takeback/);
  assert.doesNotMatch(free, /data-takeback/);
});

// Issue 25 item 6: in a simultaneous secret step the phone shows its own
// player's commitment — never anyone else's — until everyone reveals.
test('a phone shows the choice its player committed in a secret step, until the reveal', () => {
  const cases = {
    'horses-attack-committed': 'board',
    'horses-turmoil-committed': 'play',
    'two-bandits-take-committed': 'takeCard',
  };
  for (const [name, kind] of Object.entries(cases)) {
    const s = state(name);
    const view = s.seatMsg.view;
    assert.equal(view.committed && view.committed.do, kind, `${name}: the seat's own view carries its commitment`);
    assert.ok(!JSON.stringify(s.pubMsg).includes('"committed"'), `${name}: the public view carries nobody's commitment`);
    assert.ok(!isMyTurn(view), `${name}: the seat has chosen`);
    const label = commandLabel(view, view.committed, en).main;
    const html = renderApp(s, en);
    assert.ok(html.includes(esc(`You chose: ${label}`)), `${name}: the phone shows "You chose: ${label}"`);
    assert.ok(html.includes(esc(en('hand.secretUntilReveal'))), `${name}: and that only this player sees it`);
    for (const lang of Object.keys(DICTS)) {
      const t = translator(lang);
      const text = renderApp(state(name), t);
      assert.ok(text.includes(esc(t('hand.youChose', { Choice: commandLabel(view, view.committed, t).main }))), `${name} in ${lang}`);
    }
    // once the public view shows the step over, the old choice is gone
    const later = state(name);
    later.pubMsg = { ...later.pubMsg, view: { ...later.pubMsg.view, version: view.version + 5, stage: 'None', phase: 'Stealin' } };
    assert.ok(!renderApp(later, en).includes('You chose:'), `${name}: nothing shown after the reveal`);
  }
  assert.ok(renderApp(state('two-bandits-take-committed'), en).includes('You chose: Take Punch'), 'the card taken is named');
});

test('a phone shows the cards its player keeps once done keeping (Experts)', () => {
  const s = state('experts-keep-done');
  const view = s.seatMsg.view;
  assert.ok(Array.isArray(view.kept) && view.kept.length > 0 && !isMyTurn(view), 'the seat kept cards and is done');
  const html = renderApp(s, en);
  assert.match(html, /You keep: /, 'the kept cards are listed');
  for (const c of view.kept) assert.ok(html.includes(en('card.' + c.card.charAt(0).toLowerCase() + c.card.slice(1))) || html.includes(c.card), `kept ${c.card} named`);
  // a seat still choosing sees its choices, not this line
  assert.ok(!renderApp(state('experts-keep'), en).includes('You keep: '), 'no summary while still keeping');
});

// issue 24: the seat's own teaching tips, one at a time, above the play buttons
const TIPS = [
  { concept: 'you.bulletInHand', place: 'hand', titleId: 'teach.you.bulletInHand.title', textId: 'teach.you.bulletInHand.text' },
  { concept: 'you.drink', place: 'choices', tap: true, titleId: 'teach.you.drink.title', textId: 'teach.you.drink.text' },
];

test('issue 24: a teaching tip shows its title and text in the page\'s language, one at a time, above the play buttons', () => {
  for (const lang of ['en', 'fr', 'nl', 'it']) {
    const t = translator(lang);
    const s = state('schemin-start', { closedTips: new Set() });
    s.params.lang = lang;
    s.seatMsg = { ...s.seatMsg, tips: TIPS };
    const html = renderApp(s, t);
    const text = html.replace(/<[^>]+>/g, ' ');
    assert.doesNotMatch(text, RAW_ID, lang);
    assert.ok(html.includes(esc(DICTS[lang]['teach.you.bulletInHand.title'])), `${lang}: the first tip's title`);
    assert.ok(html.includes(esc(DICTS[lang]['teach.you.bulletInHand.text'])), `${lang}: the first tip's text`);
    assert.ok(!html.includes(esc(DICTS[lang]['teach.you.drink.title'])), `${lang}: one tip at a time`);
    assert.ok(html.includes(esc(t('phone.teach.counter', { N: 1, Total: 2 }))), `${lang}: the count of tips`);
    assert.ok(html.includes(`data-tipok="you.bulletInHand">${esc(t('btn.ok'))}<`), `${lang}: a tip that waits for no choice closes with OK`);
    assert.ok(html.includes(`data-tipstop="1">${esc(t('phone.teach.stop'))}<`), `${lang}: stop teaching`);
    // above the hand and its buttons, which stay (never hidden); the hand is lit
    const tipAt = html.indexOf('class="tip');
    const actAt = html.indexOf('<section class="teach-lit act');
    assert.ok(tipAt >= 0 && actAt > tipAt, `${lang}: the tip comes before the lit hand`);
    assert.ok(buttons(html).length > 0, `${lang}: the play buttons are still there`);
    // the first closed: the second, about a choice now, asks for "Got it"
    s.closedTips.add('you.bulletInHand');
    const next = renderApp(s, t);
    assert.ok(next.includes(esc(DICTS[lang]['teach.you.drink.title'])), `${lang}: the next tip`);
    assert.ok(next.includes(`data-tipok="you.drink">${esc(t('phone.teach.gotIt'))}<`), `${lang}: Got it`);
    assert.ok(!next.includes('tip-count'), `${lang}: no count for the last tip`);
    // while a teaching request is on its way no tip shows (a double tap closes nothing unseen)
    s.teachPending = { id: 'x', teach: 'got-it', concept: 'you.drink' };
    assert.ok(!renderApp(s, t).includes('data-tipok'), `${lang}: no tip while a request is on its way`);
  }
});

test('issue 24: no tip without tips, for a watcher, or once all are closed', () => {
  const s = state('schemin-start', { closedTips: new Set() });
  assert.ok(!renderApp(s, en).includes('class="tip'), 'a message without tips');
  s.seatMsg = { ...s.seatMsg, tips: TIPS };
  s.closedTips = new Set(['you.bulletInHand', 'you.drink']);
  assert.ok(!renderApp(s, en).includes('class="tip'), 'all closed');
  const w = state('schemin-start', { closedTips: new Set() });
  w.seatMsg = { ...w.seatMsg, tips: TIPS };
  w.params.watch = true;
  assert.ok(!renderApp(w, en).includes('class="tip'), 'a watcher');
});

test('issue 24: the teaching requests and their refusals', () => {
  const view = { version: 12 };
  assert.deepEqual(JSON.parse(teachMessage(view, 'a1', 'got-it', 'you.drink')), { v: 12, id: 'a1', teach: 'got-it', concept: 'you.drink' });
  assert.deepEqual(JSON.parse(teachMessage(view, 'a2', 'stop')), { v: 12, id: 'a2', teach: 'stop' });
  for (const lang of ['en', 'fr', 'nl', 'it']) {
    const t = translator(lang);
    assert.equal(replyMessage({ id: 'a1', ok: false, code: 'no-tip', error: 'x' }, t), t('phone.teach.noTip'));
    assert.equal(replyMessage({ id: 'a2', ok: false, code: 'not-teaching', error: 'x' }, t), t('phone.teach.notTeaching'));
    assert.doesNotMatch(t('phone.teach.notTeaching') + t('phone.teach.stopped'), RAW_ID);
  }
});


test('every pile card marks whose it is, never by colour alone (issue 34)', () => {
  const names = ['Tuco', 'Belle', 'Doc', 'Django', 'Ghost', 'Cheyenne', 'Mei'];
  const marks = names.map(banditMark);
  assert.equal(new Set(marks).size, names.length, `marks repeat: ${marks.join(' ')}`);
  let piles = 0;
  for (const file of readdirSync(fixtures).filter((f) => f.endsWith('.seat.json'))) {
    const st = state(file.replace('.seat.json', ''));
    const pile = st.seatMsg.view.pile || [];
    if (!pile.length) continue;
    const html = renderApp(st, en);
    const shown = [...html.matchAll(/<li class="pc[^"]*"[^>]*>(.*?)<\/li>/g)].map((m) => m[1]);
    assert.equal(shown.length, pile.length, `${file}: every pile card drawn`);
    shown.forEach((inner, i) => assert.match(inner, /class="pc-owner">[A-Z][a-z]?</, `${file}: pile card ${i} shows whose it is`));
    piles++;
  }
  assert.ok(piles > 0, 'no fixture with a pile');
});
