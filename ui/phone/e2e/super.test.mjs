// Unit tests of the phone page's Colt Super Express renderer (src/super.js),
// without a browser: the engine's fixtures (e2e/super-fixtures, written by
// go test ./ui/phone -run Fixtures -update) are worded and rendered, and the
// words are checked against what ui/i18n says in Go (wording.golden.json).
// Run: node --test ui/phone/e2e/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { translator } from '../src/i18n.js';
import { esc } from '../src/render.js';
import {
  isSuper, renderSuperApp, stackIndex, superDescribe, superRankLine, superWinnerText, togglePick,
} from '../src/super.js';
import { renderSentence } from '../src/words.js';

const here = dirname(fileURLToPath(import.meta.url));
const DICTS = JSON.parse(readFileSync(join(here, '..', 'assets', 'i18n.json'), 'utf8'));
const dir = join(here, 'super-fixtures');
const load = (name) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
const GOLDEN = load('wording.golden.json');
const NAMES = Object.keys(GOLDEN);
const RAW_ID = /⟦|\{\{/;

function state(name, extra = {}) {
  const seatMsg = load(name + '.seat.json');
  const pubMsg = load(name + '.public.json');
  return {
    params: { table: 'e2e', seat: seatMsg.view.seat, token: 'x', lang: 'en', ws: 'ws://x', problems: [] },
    conn: 'online', seatMsg, pubMsg, selected: null, picks: [], pending: null, notice: null, log: [], ...extra,
  };
}

test('the page words every Super Express event, winner and ranking as ui/i18n does', () => {
  assert.equal(NAMES.length, 4);
  for (const name of NAMES) {
    const seatMsg = load(name + '.seat.json');
    const view = seatMsg.view;
    assert.ok(isSuper(view), `${name} is a Super Express view`);
    for (const lang of Object.keys(DICTS)) {
      const t = translator(lang, DICTS);
      const want = GOLDEN[name][lang];
      assert.deepEqual(seatMsg.events.map((e) => superDescribe(view, e, t)), want.events, `${name}/${lang} events`);
      // the words the kiosk sends (one words model) render the same
      assert.equal(seatMsg.words.length, seatMsg.events.length, `${name}: one word per event`);
      assert.deepEqual(seatMsg.words.map((w) => renderSentence(w, t)), want.events, `${name}/${lang} words`);
      if (view.result) {
        assert.equal(superWinnerText(view, t), want.winner, `${name}/${lang} winner`);
        assert.deepEqual(view.result.ranking, want.ranking, `${name}/${lang} the engine publishes its ranking`);
        const lines = want.ranking.flat().map((seat) => superRankLine(view.result.players[seat], t));
        assert.deepEqual(lines, want.lines, `${name}/${lang} rank lines`);
      }
    }
  }
});

test('every Super Express fixture renders in every language without raw ids, undefined or NaN', () => {
  for (const name of NAMES) {
    for (const lang of Object.keys(DICTS)) {
      const s = state(name);
      s.params.lang = lang;
      const html = renderSuperApp(s, translator(lang, DICTS));
      const text = html.replace(/<[^>]+>/g, ' ');
      assert.doesNotMatch(text, RAW_ID, `${name}/${lang}`);
      assert.doesNotMatch(text, /undefined|NaN|\[object/, `${name}/${lang}`);
    }
  }
});

test('the stack is built card by card and sent as the one legal command naming those cards', () => {
  const s = state('super-plan');
  const t = translator('en', DICTS);
  let html = renderSuperApp(s, t);
  for (const c of ['FloorChange', 'Move', 'TurnAround', 'Shoot']) assert.match(html, new RegExp(`data-pick="${c}"`));
  assert.match(html, /data-stack="-1" disabled/, 'nothing to send before three cards');
  let picks = togglePick([], 'Shoot');
  picks = togglePick(picks, 'Move');
  picks = togglePick(picks, 'TurnAround');
  assert.deepEqual(togglePick(picks, 'FloorChange'), picks, 'a fourth card is not added');
  assert.deepEqual(togglePick(picks, 'Move'), ['Shoot'], 'taking a card out takes the later ones too');
  const idx = stackIndex(s.seatMsg.view, picks);
  assert.ok(idx >= 0);
  assert.deepEqual(s.seatMsg.view.legal[idx].cards, ['Shoot', 'Move', 'TurnAround']);
  assert.equal(s.seatMsg.view.legal[idx].seat, s.seatMsg.view.seat);
  s.picks = picks;
  html = renderSuperApp(s, t);
  assert.match(html, new RegExp(`data-stack="${idx}"(?! disabled)`));
  assert.match(html, /Sits out this round: Floor change/);
});

test('nothing of another seat\'s stack is on a phone before its cards are revealed', () => {
  // seat 3 has stacked; every other phone's view and the public view carry no card of it
  const stacked = load('super-waiting.seat.json');
  assert.deepEqual(stacked.view.stack.length, 3);
  const pub = load('super-waiting.public.json');
  const other = load('super-plan.seat.json');
  for (const msg of [pub, other]) {
    assert.equal(JSON.stringify(msg).includes('"stack":["'), false);
    for (const e of msg.events || []) assert.equal(e.cards, undefined);
  }
  // and the page says who still owes a stack, not what they stacked
  const s = state('super-plan', { seatMsg: other, pubMsg: pub });
  const html = renderSuperApp(s, translator('en', DICTS));
  assert.match(html, /Your turn|banner-turn/);
});

// rankRows is the final ranking as the page shows it: each row's seat, place
// label and line.
function rankRows(html) {
  return [...html.matchAll(/data-rank="(\d+)">.*?<span class="score-name">(\d+)\. .*?<span class="score-detail">([^<]*)<\/span>/g)]
    .map((m) => ({ seat: Number(m[1]), place: Number(m[2]), line: m[3] }));
}

test('the ranking names the winner first, with how each player ended', () => {
  const s = state('super-gameover');
  const html = renderSuperApp(s, translator('en', DICTS));
  const want = GOLDEN['super-gameover'].en;
  const rows = rankRows(html);
  assert.deepEqual(rows.map((r) => r.seat), want.ranking.flat());
  assert.deepEqual(rows.map((r) => r.line), want.lines);
  assert.match(html, new RegExp(want.winner.replace(/[!?.]/g, '.')));
});

test('the page shows the ranking the engine published, shared places included, and orders nothing itself', () => {
  // an order no rule of the page could derive from the players (the
  // engine's is [[4], [1], [0], [3], [2]]), with two shared places: the
  // page must show it as given
  const s = state('super-gameover');
  const result = s.seatMsg.view.result;
  assert.deepEqual(result.ranking, [[4], [1], [0], [3], [2]], 'the fixture is the engine\'s ranking');
  for (const [ranking, places] of [
    [[[4], [2, 0], [3, 1]], [1, 2, 2, 3, 3]],
    [[[1, 3, 4], [0], [2]], [1, 1, 1, 2, 3]],
  ]) {
    s.seatMsg = { ...s.seatMsg, view: { ...s.seatMsg.view, result: { ...result, ranking } } };
    const rows = rankRows(renderSuperApp(s, translator('en', DICTS)));
    assert.deepEqual(rows.map((r) => r.seat), ranking.flat(), JSON.stringify(ranking));
    assert.deepEqual(rows.map((r) => r.place), places, JSON.stringify(ranking));
  }
  // no published ranking (a result from before it was published): no rows, no error
  s.seatMsg = { ...s.seatMsg, view: { ...s.seatMsg.view, result: { ...result, ranking: undefined } } };
  assert.deepEqual(rankRows(renderSuperApp(s, translator('en', DICTS))), []);
});

test('issue 22: while the table reads the cards turned over, a Super Express phone says which step, in every language', () => {
  for (const lang of Object.keys(DICTS)) {
    const t = translator(lang, DICTS);
    for (const name of ['super-waiting', 'super-resolved', 'super-plan']) {
      const s = state(name);
      const free = renderSuperApp(s, t);
      assert.doesNotMatch(free, /banner-table/, `${lang} ${name}: no step banner once the table has caught up`);
      const narrating = { ...s, seatMsg: { ...s.seatMsg, table: { version: 3, step: 4, steps: 9, setupDone: true } } };
      const html = renderSuperApp(narrating, t);
      const want = t('phone.pace.narrating', { Step: 4, Steps: 9 });
      assert.doesNotMatch(want, RAW_ID, `${lang}: the step sentence is translated`);
      assert.match(want, /4.*9/, `${lang}: the sentence names the step`);
      assert.ok(html.includes('banner-table') && html.includes(esc(want)), `${lang} ${name}: "${want}" on the page`);
      assert.doesNotMatch(html, /banner-turn/, `${lang} ${name}: nothing asked while the table narrates`);
      const setup = renderSuperApp({ ...s, seatMsg: { ...s.seatMsg, table: { version: 1, setupDone: false } } }, t);
      assert.ok(setup.includes('banner-table'), `${lang} ${name}: the set-up is said`);
    }
  }
});

// issue 24: on a Colt Super Express table the phone shows its teaching tips
// too (on `colt serve --teach` every shared tip reaches the phones)
test('issue 24: a Super Express phone shows its tip above the stacking buttons and lights its place', () => {
  const plan = NAMES.map((n) => state(n)).find((s) => Array.isArray(s.seatMsg.view.legal) && s.seatMsg.view.legal.length > 0);
  assert.ok(plan, 'a fixture where the seat stacks');
  for (const lang of ['en', 'fr']) {
    const t = translator(lang, DICTS);
    const s = { ...plan, closedTips: new Set(), seatMsg: { ...plan.seatMsg, tips: [
      { concept: 'super.stacks', place: 'hand', tap: true, titleId: 'teach.super.stacks.title', textId: 'teach.super.stacks.text' },
      { concept: 'super.goal', place: 'train', titleId: 'teach.super.goal.title', textId: 'teach.super.goal.text' },
    ] } };
    const html = renderSuperApp(s, t);
    assert.ok(html.includes(esc(DICTS[lang]['teach.super.stacks.title'])), `${lang}: the tip's title`);
    assert.ok(html.includes(esc(DICTS[lang]['teach.super.stacks.text'])), `${lang}: the tip's text`);
    assert.ok(!html.includes(esc(DICTS[lang]['teach.super.goal.title'])), `${lang}: one tip at a time`);
    assert.ok(html.includes(`data-tipok="super.stacks">${esc(t('phone.teach.gotIt'))}<`), `${lang}: Got it`);
    const tipAt = html.indexOf('class="tip');
    const actAt = html.indexOf('class="teach-lit act');
    assert.ok(tipAt >= 0 && actAt > tipAt, `${lang}: the tip comes before the lit stacking buttons`);
    assert.ok(!RAW_ID.test(html), `${lang}: no raw message id`);
    // a watcher sees no tip
    assert.ok(!renderSuperApp({ ...s, params: { ...s.params, watch: true } }, t).includes('class="tip'), `${lang}: no tip for a watcher`);
  }
});
