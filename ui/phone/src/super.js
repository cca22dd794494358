// Colt Super Express on the phone: its own small model and renderer beside
// Colt Express's (model.js, render.js), chosen from the view's rules
// ("colt-super-…"). It words the views and events with the super.* messages
// of colt/ui/i18n exactly as its Go functions do (SuperDescribe,
// SuperWinnerText, SuperRankLine): the wording golden
// (e2e/super-fixtures/wording.golden.json) keeps the two alike. The stack
// is built card by card on the page (presentation only) and sent as the one
// legal command naming those three cards.
import { icon, esc, tableStep, renderTip } from './render.js';
import { joinNames } from './model.js';
import { renderSentence } from './words.js';

/** SUPER_COLOURS are the seven pawns' colours (the kiosk's). */
export const SUPER_COLOURS = {
  Belle: { bg: '#8e24aa', fg: '#fff', border: '#4a0e63' },
  Cheyenne: { bg: '#2e7d32', fg: '#fff', border: '#174d1a' },
  Django: { bg: '#1b1b1b', fg: '#fff', border: '#000' },
  Doc: { bg: '#1565c0', fg: '#fff', border: '#0b3c78' },
  Ghost: { bg: '#f7f5ef', fg: '#222', border: '#555' },
  Mei: { bg: '#f08a24', fg: '#222', border: '#8a4a0a' },
  Tuco: { bg: '#c62828', fg: '#fff', border: '#7f1010' },
};

/** SUPER_CARDS are the four action cards, in the engine's order. */
export const SUPER_CARDS = ['FloorChange', 'Move', 'TurnAround', 'Shoot'];

const STACK_SIZE = 3;

/** isSuper reports whether a view is of Colt Super Express. */
export function isSuper(view) {
  return !!(view && typeof view.rules === 'string' && view.rules.startsWith('colt-super'));
}

function lowerFirst(s) {
  return s ? s[0].toLowerCase() + s.slice(1) : s;
}

/** superCharacterName names a character ("Mei"). */
export function superCharacterName(character, t) {
  return character ? t('super.character.' + String(character).toLowerCase()) : '';
}

/** superSeatName names a seat by its bandit (SuperSeatName). */
export function superSeatName(view, seat, t) {
  const b = view && Array.isArray(view.bandits) && seat >= 0 ? view.bandits[seat] : null;
  if (b) return superCharacterName(b.character, t);
  if (seat === -1 || seat == null) return t('seat.aBandit');
  return t('seat.n', { N: seat + 1 });
}

/** superCardName names an action card ("Turn around"); "Hidden" is a face-down card. */
export function superCardName(card, t) {
  if (card === 'Hidden') return t('super.card.hidden');
  return SUPER_CARDS.includes(card) ? t('super.card.' + lowerFirst(card)) : String(card);
}

/** superSpotText words a spot ("on the roof of wagon 3"); into: a move's form. */
export function superSpotText(spot, into, t) {
  if (!spot) return '';
  let id = spot.floor === 'roof' ? 'roof' : 'in';
  if (spot.wagon === 0) id += 'Loco';
  return t((into ? 'super.to.' : 'super.at.') + id, { N: spot.wagon });
}

/** superFacingText words a facing ("facing the locomotive"). */
export function superFacingText(facing, t) {
  return t('super.facing.' + facing);
}

/** superNeighbours places a pawn by the bandits beside it, read the way it faces. */
export function superNeighbours(view, facing, towardLoco, towardCaboose, t) {
  let ahead = towardLoco;
  let behind = towardCaboose;
  if (facing === 'caboose') [ahead, behind] = [towardCaboose, towardLoco];
  const d = { Ahead: superSeatName(view, ahead, t), Behind: superSeatName(view, behind, t) };
  if (ahead !== -1 && behind !== -1) return t('super.next.both', d);
  if (ahead !== -1) return t('super.next.ahead', d);
  if (behind !== -1) return t('super.next.behind', d);
  return t('super.next.alone');
}

function seatOr(v) {
  return v == null ? -1 : v;
}

/** superDescribe words one event as the table's pawn instruction (SuperDescribe). */
export function superDescribe(view, e, t) {
  const d = { Name: superSeatName(view, seatOr(e.seat), t), Facing: superFacingText(e.facing || 'locomotive', t) };
  const by = e.cause && e.cause.by;
  switch (e.kind) {
    case 'BanditPlaced':
      return t('super.ev.placed', { ...d, At: superSpotText(e.to, false, t) });
    case 'RoundStarted':
      return t('super.ev.round', { ...d, N: e.count });
    case 'Stacked':
      return t('super.ev.stacked', d);
    case 'ActionStarted':
      return t('super.ev.action', d);
    case 'CardRevealed':
      return t('super.ev.revealed', { ...d, Card: superCardName(e.card, t), N: e.count });
    case 'StoodUp':
      return t('super.ev.stoodUp', { ...d, At: superSpotText(e.to, false, t) });
    case 'BanditMoved': {
      const x = { ...d, To: superSpotText(e.to, true, t), Next: superNeighbours(view, e.facing, seatOr(e.nextTowardLoco), seatOr(e.nextTowardCaboose), t) };
      return t(by === 'shot' ? 'super.ev.pushed' : 'super.ev.moved', x);
    }
    case 'TurnedAround':
      return t('super.ev.turned', d);
    case 'Shot':
      if (seatOr(e.target) === -1) return t('super.ev.missed', d);
      return t('super.ev.shot', { ...d, Target: superSeatName(view, e.target, t) });
    case 'Stunned':
      return t('super.ev.stunned', d);
    case 'Eliminated':
      if (by === 'shot') return t('super.ev.outShot', d);
      if (by === 'detached') return t('super.ev.outDetach', d);
      return t('super.ev.outMove', d);
    case 'WagonDetached':
      return t('super.ev.detached', { ...d, N: e.wagon, Value: e.value });
    case 'LootTaken':
      return t('super.ev.loot', { ...d, Value: e.value });
    case 'RoundEnded':
      return t('super.ev.roundEnded', { ...d, N: e.count });
    case 'GameOver':
      return superWinner(view, e.ending, e.seats || [], t);
    default:
      return String(e.kind);
  }
}

function superWinner(view, ending, winners, t) {
  const names = winners.map((w) => superSeatName(view, w, t));
  if (!names.length) return '';
  const d = { Name: names[0], Names: joinNames(names, t) };
  if (names.length > 1 || ending === 'shared') return t('super.win.shared', d);
  if (ending === 'most-loot') return t('super.win.mostLoot', d);
  if (ending === 'highest-loot') return t('super.win.highestLoot', d);
  return t('super.win.lastBandit', d);
}

/** superWinnerText announces how the game was won (SuperWinnerText). */
export function superWinnerText(view, t) {
  const r = view && view.result;
  return r ? superWinner(view, r.ending, r.winners || [], t) : '';
}

/** superRankLine says how a player ended (SuperRankLine). */
export function superRankLine(p, t) {
  const status = p.aboard ? t('super.rank.aboard') : t('super.rank.out', { N: p.eliminatedIn });
  const loot = p.loot && p.loot.length ? t('super.rank.loot', { Values: p.loot.map((l) => l.value).join(', ') }) : t('super.rank.noLoot');
  return `${status} · ${loot}`;
}

/** superOwes reports whether the seat's view still owes its stack. */
export function superOwes(view) {
  return !!(view && Array.isArray(view.legal) && view.legal.length > 0);
}

/** stackIndex is the index in view.legal of the stack naming picks, top
 * first; -1 when picks is not three cards of a legal stack. */
export function stackIndex(view, picks) {
  if (!view || !Array.isArray(view.legal) || !picks || picks.length !== STACK_SIZE) return -1;
  return view.legal.findIndex((c) => Array.isArray(c.cards) && c.cards.every((k, i) => k === picks[i]));
}

/** togglePick adds a card to the stack being built, or takes it out with
 * the ones picked after it. */
export function togglePick(picks, card) {
  const i = picks.indexOf(card);
  if (i >= 0) return picks.slice(0, i);
  return picks.length < STACK_SIZE ? [...picks, card] : picks;
}

/** superLogLine is the narration line of one event for the log (none for
 * a stack going down, the set-up or the game's end). */
export function superLogLine(view, e, t, w) {
  if (e.kind === 'Stacked' || e.kind === 'BanditPlaced' || e.kind === 'GameOver') return '';
  // the kiosk's words of the event when the message carries them (words.js)
  return w && w.id ? renderSentence(w, t) : superDescribe(view, e, t);
}

function colourStyle(character) {
  const c = SUPER_COLOURS[character];
  return c ? `--bg:${c.bg};--fg:${c.fg};--bd:${c.border}` : '';
}

function superChip(character, t, extra = '') {
  const name = superCharacterName(character, t);
  return `<span class="chip${extra ? ' ' + extra : ''}" style="${colourStyle(character)}" title="${esc(name)}" aria-label="${esc(name)}">${esc(name.slice(0, 1))}</span>`;
}

/** superPickView is the view to draw the table from: the seat's own, or
 * the public one when newer (another seat's stack); the seat's own cards,
 * stack and legal stacks stay while it still owes them. */
export function superPickView(view, pub) {
  if (view && pub && pub.version > view.version && pub.rules === view.rules) {
    const still = Array.isArray(pub.expected) && pub.expected.includes(view.seat) && pub.round === view.round;
    return { ...view, ...pub, seat: view.seat, hand: view.hand, stack: view.stack, legal: still ? view.legal : [] };
  }
  return view || pub || null;
}

/** renderSuperApp renders the phone page of a Colt Super Express game. */
export function renderSuperApp(s, t) {
  const view = s.seatMsg && s.seatMsg.view;
  const pub = s.pubMsg && s.pubMsg.view;
  const v = superPickView(view, pub);
  const mySeat = view ? view.seat : s.params.seat;
  const out = [renderHeader(s, v, mySeat, t), renderBanner(s, v, view, t)];
  if (s.notice) {
    out.push(`<div class="notice notice-${esc(s.notice.kind || 'error')}" role="alert"><span>${esc(s.notice.text)}</span><button class="btn btn-small" data-dismiss="1">${esc(t('btn.ok'))}</button></div>`);
  }
  if (!v) return out.join('');
  // a teaching tip sits above the stacking buttons, never over them (issue 24)
  const tip = view && !s.params.watch ? renderTip(s, t) : null;
  if (tip) out.push(tip.html);
  const start = out.length;
  if (v.phase === 'GameOver') out.push(renderResult(v, mySeat, t));
  else if (view) out.push(renderPlan(s, v, t));
  out.push(renderTrain(v, mySeat, t));
  out.push(renderBandits(v, mySeat, t));
  if (tip && tip.lit) {
    // light the part of the page the tip concerns: the first section of that kind
    const i = out.findIndex((x, k) => k >= start && x.startsWith(`<section class="${tip.lit}`));
    if (i >= 0) out[i] = out[i].replace(`<section class="${tip.lit}`, `<section class="teach-lit ${tip.lit}`);
  }
  if (s.log && s.log.length) {
    const items = s.log.slice(-10).reverse().map((x) => `<li>${esc(x)}</li>`);
    out.push(`<section class="log"><h2>${esc(t('phone.log'))}</h2><ol>${items.join('')}</ol></section>`);
  }
  return out.join('');
}

function renderHeader(s, v, seat, t) {
  const b = v && Array.isArray(v.bandits) ? v.bandits[seat] : null;
  const who = b ? `${superChip(b.character, t)}<span class="who">${esc(superCharacterName(b.character, t))}</span>` : `<span class="who">${esc(t('super.title'))}</span>`;
  const round = v && v.phase !== 'GameOver' ? `<span class="round">${esc(t('super.round', { N: v.round }))}</span>` : '';
  const conn = s.conn === 'online' ? 'online' : (s.conn === 'auth' ? 'auth' : 'offline');
  const title = t(conn === 'online' ? 'phone.connected' : 'phone.disconnected');
  const place = s.params.watch ? t('phone.watching') : t('seat.n', { N: seat + 1 });
  return `<header class="top">${who}<span class="seat">${esc(place)}</span>${round}<span class="conn conn-${conn}" title="${esc(title)}" aria-label="${esc(title)}"></span></header>`;
}

function renderBanner(s, v, view, t) {
  if (s.conn === 'auth') return `<div class="banner banner-error" role="alert">${esc(t('error.unauthorized'))} ${esc(t('phone.rescan'))}</div>`;
  if (s.conn !== 'online') {
    const text = s.conn === 'connecting' ? t('phone.connecting') : `${t('phone.disconnected')} — ${t('phone.reconnecting')}`;
    return `<div class="banner banner-conn" role="status"><span class="spinner"></span>${esc(text)}</div>`;
  }
  if (s.kioskOffline) return `<div class="banner banner-conn" role="status"><span class="spinner"></span>${esc(t('phone.disconnected'))} — ${esc(t('phone.lookAtKiosk'))}</div>`;
  if (!v) return `<div class="banner banner-wait" role="status">${esc(t('phone.noGame'))}</div>`;
  if (v.phase === 'GameOver') return `<div class="banner banner-over" role="status">${esc(t('super.rank.title'))}</div>`;
  const seats = s.pubMsg && s.pubMsg.seats;
  const mine = Array.isArray(seats) && seats.find((x) => x.seat === s.params.seat);
  if (mine && mine.mode && mine.mode !== 'phone') return `<div class="banner banner-error" role="status">${esc(t('phone.lookAtKiosk'))}</div>`;
  // the table's screen reads the cards turned over one by one: the phone
  // says which one it is on, as for Colt Express
  const step = tableStep(s);
  if (step && !step.setupDone) return `<div class="banner banner-wait banner-table" role="status">${esc(t('phone.pace.setup'))}</div>`;
  if (step) return `<div class="banner banner-wait banner-table" role="status">${esc(t('phone.pace.narrating', { Step: step.step, Steps: step.steps }))}</div>`;
  if (s.pending) return `<div class="banner banner-wait" role="status"><span class="spinner"></span>${esc(t('phone.sending'))}</div>`;
  if (superOwes(v)) return `<div class="banner banner-turn" role="alert">${esc(t('phone.yourTurn'))}</div>`;
  const waiting = (v.expected || []).map((x) => superSeatName(v, x, t));
  if (waiting.length) return `<div class="banner banner-wait" role="status">${esc(t('super.plan.waiting', { Names: joinNames(waiting, t) }))}</div>`;
  return '';
}

// renderPlan is the seat's secret plan: its four cards to tap in order, the
// stack so far, the card left out, and the one button that sends it; or its
// stack once down, or that it is out.
function renderPlan(s, v, t) {
  const me = Array.isArray(v.bandits) ? v.bandits[v.seat] : null;
  if (me && !me.aboard) return `<section class="act"><p class="muted">${esc(t('super.plan.out'))}</p></section>`;
  if (!superOwes(v)) {
    const stack = Array.isArray(v.stack) ? v.stack : [];
    if (!stack.length) return '';
    const items = stack.map((c, i) => `<li class="card card-${esc(c)} card-off">${icon(c, 'ic card-ic')}<span class="card-name">${esc(`${i + 1}. ${superCardName(c, t)}`)}</span></li>`);
    return `<section class="act"><h2>${esc(t('super.plan.done'))}</h2><p class="small">${esc(t('super.plan.stack'))}</p><ol class="hand super-stack">${items.join('')}</ol></section>`;
  }
  const picks = s.picks || [];
  const busy = !!s.pending || s.conn !== 'online';
  const dis = busy ? ' disabled' : '';
  const name = superSeatName(v, v.seat, t);
  const parts = ['<section class="act act-mine">', `<h2>${esc(t('super.plan.title', { N: v.round }))}</h2>`, `<p class="hint">${esc(t('super.plan.pick', { Name: name }))}</p>`, '<div class="hand">'];
  for (const c of v.hand || []) {
    const n = picks.indexOf(c);
    const sel = n >= 0 ? ' selected' : '';
    const count = n >= 0 ? `<span class="count">${n + 1}</span>` : '';
    parts.push(`<button class="card card-${esc(c)}${sel}" data-pick="${esc(c)}"${dis} aria-pressed="${sel ? 'true' : 'false'}">${icon(c, 'ic card-ic')}<span class="card-name">${esc(superCardName(c, t))}</span>${count}</button>`);
  }
  parts.push('</div>');
  const slots = [];
  for (let i = 0; i < STACK_SIZE; i++) slots.push(`<li>${esc(`${i + 1}. ${i < picks.length ? superCardName(picks[i], t) : '—'}`)}</li>`);
  parts.push(`<p class="small">${esc(t('super.plan.stack'))}</p><ol class="super-slots">${slots.join('')}</ol>`);
  const idx = stackIndex(v, picks);
  if (idx >= 0) {
    const aside = (v.hand || []).find((c) => !picks.includes(c));
    if (aside) parts.push(`<p class="hint">${esc(t('super.plan.aside', { Card: superCardName(aside, t) }))}</p>`);
  }
  parts.push('<div class="confirm">');
  parts.push(`<button class="btn btn-go" data-stack="${idx}"${idx < 0 || busy ? ' disabled' : ''}>${esc(t('super.plan.commit'))}</button>`);
  parts.push(`<button class="btn btn-cancel" data-clear="1"${dis}>${esc(t('super.plan.clear'))}</button>`);
  parts.push('</div></section>');
  return parts.join('');
}

function pawn(v, p, mySeat, t) {
  const name = superSeatName(v, p.seat, t);
  const arrow = p.facing === 'caboose' ? `${name} →` : `← ${name}`;
  const cls = `spawn${p.stunned ? ' spawn-down' : ''}${p.seat === mySeat ? ' spawn-me' : ''}`;
  return `<span class="${cls}" style="${colourStyle(p.character)}" data-seat="${p.seat}">${esc(arrow)}</span>`;
}

function renderTrain(v, mySeat, t) {
  const rows = (v.train || []).map((w) => {
    let label = t('super.wagon', { N: w.index });
    if (w.locomotive) label = t('super.loco');
    else if (w.caboose) label = t('super.caboose', { N: w.index });
    const line = (ps) => (ps || []).map((p) => pawn(v, p, mySeat, t)).join('');
    return `<li class="wagon${w.locomotive ? ' loco' : ''}"><div class="wlabel">${esc(label)}</div><div class="floors"><div class="floor roof" title="${esc(t('super.roof'))}">${line(w.roof)}</div><div class="floor inside" title="${esc(t('super.inside'))}">${line(w.inside)}</div></div></li>`;
  });
  return `<section class="train super-train"><h2>${esc(t('phone.train'))}</h2><ol>${rows.join('')}</ol></section>`;
}

function renderBandits(v, mySeat, t) {
  const rows = (v.order && v.order.length ? v.order : []).concat((v.bandits || []).filter((b) => !b.aboard).map((b) => b.seat)).map((seat) => {
    const b = v.bandits[seat];
    const status = b.aboard ? t('super.rank.aboard') : t('super.rank.out', { N: b.eliminatedIn });
    const loot = b.loot && b.loot.length ? t('super.rank.loot', { Values: b.loot.map((l) => l.value).join(', ') }) : t('super.rank.noLoot');
    const first = seat === v.firstPlayer && b.aboard ? '<span class="badge">1</span>' : '';
    const wait = b.waiting ? '<span class="badge badge-now">…</span>' : '';
    return `<li class="bandit-row${seat === mySeat ? ' bandit-me' : ''}">${superChip(b.character, t)}<span class="name">${esc(superCharacterName(b.character, t))}</span>${first}${wait}<span class="stats">${esc(status)} · ${esc(loot)}</span></li>`;
  });
  return `<section class="bandits"><h2>${esc(t('phone.bandits'))}</h2><ol>${rows.join('')}</ol></section>`;
}

function renderResult(v, mySeat, t) {
  const r = v.result;
  if (!r) return '';
  const bySeat = new Map((r.players || []).map((p) => [p.seat, p]));
  const rows = [];
  // the engine's ranking (engine/super Result.Ranking, published as
  // result.ranking): best place first, shared places together
  (r.ranking || []).forEach((place, i) => {
    for (const seat of place) {
      const p = bySeat.get(seat);
      const you = seat === mySeat ? ` <small>(${esc(t('phone.you'))})</small>` : '';
      rows.push(`<li class="score${p.winner ? ' score-win' : ''}${seat === mySeat ? ' score-me' : ''}" data-rank="${seat}">${superChip(p.character, t)}<span class="score-name">${esc(t('super.rank.place', { N: i + 1 }))} ${esc(superCharacterName(p.character, t))}${you}</span><span class="score-detail">${esc(superRankLine(p, t))}</span></li>`);
    }
  });
  return `<section class="result"><h2>${esc(superWinnerText(v, t))}</h2><ol class="scores">${rows.join('')}</ol></section>`;
}
