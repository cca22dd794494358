// Rendering: page state → HTML string. Pure (no DOM access), so node --test
// can render the fixtures. Buttons carry data attributes that main.js
// handles: data-cmd (index into view.legal), data-select (a hand card),
// data-dismiss (close the notice), data-tipok (close the teaching tip named),
// data-tipstop (stop teaching).
import {
  CHARACTER_COLOURS, ROUNDS, bandit, banditsOf, cardName, characterName, characterOf, choiceLabel, choices, commandLabel, currentTurnKind,
  decodeTurns, eventId, eventName, handChoices, hostageHelp, hostageName, isMyTurn, joinNames, mixedHand, money, myLoot, openTips, ownCommitment, ownKept, phaseName, playerName, prompt, purseNumber,
  positionText, ranking, resultName, roundCardName, tieBreakText, turnName, wagonLabel, winnerText,
} from './model.js';

/** esc escapes text for HTML. */
export function esc(v) {
  return String(v == null ? '' : v)
    .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const ICONS = {
  Move: '<path d="M3 12h18M7 7l-5 5 5 5M17 7l5 5-5 5"/>',
  FloorChange: '<path d="M12 2v20M7 7l5-5 5 5M7 17l5 5 5-5"/>',
  Shoot: '<circle cx="12" cy="12" r="7"/><path d="M12 1v6M12 17v6M1 12h6M17 12h6"/>',
  Rob: '<path d="M7 8h10l3 13H4z"/><path d="M9 8l-2-4h10l-2 4"/><path d="M12 11v7M10 13h3.5a1.5 1.5 0 0 1 0 3h-3"/>',
  Punch: '<path d="M12 2l2 7 7-2-5 5 5 5-7-2-2 7-2-7-7 2 5-5-5-5 7 2z"/>',
  Marshal: '<path d="M12 2l2.6 6.5 7 .4-5.4 4.5 1.8 6.8L12 16.4l-6 3.8 1.8-6.8L2.4 8.9l7-.4z"/><circle cx="12" cy="12" r="2"/>',
  Ride: '<path d="M6 3v8a6 6 0 0 0 12 0V3"/><path d="M4 3h4M16 3h4M8 8h.01M8 13h.01M16 8h.01M16 13h.01"/>',
  Bullet: '<path d="M9 22V11c0-4 3-8 3-8s3 4 3 8v11zM9 18h6"/>',
  draw: '<rect x="5" y="6" width="11" height="15" rx="2"/><path d="M8 3h9a2 2 0 0 1 2 2v13"/><path d="M10.5 10v7M7 13.5h7"/>',
  star: '<path d="M12 2l2.6 6.5 7 .4-5.4 4.5 1.8 6.8L12 16.4l-6 3.8 1.8-6.8L2.4 8.9l7-.4z"/>',
};

/** icon returns an inline SVG (stroke drawing) for a card kind or symbol. */
export function icon(name, cls = 'ic') {
  const body = ICONS[name];
  if (!body) return '';
  return `<svg class="${cls}" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" stroke-linecap="round">${body}</svg>`;
}

function colourStyle(character) {
  const c = CHARACTER_COLOURS[character];
  return c ? `--bg:${c.bg};--fg:${c.fg};--bd:${c.border}` : '';
}

/** banditMark is the shortest mark that tells a bandit from every other
 * one: its initial, two letters for Doc and Django ("Do", "Dj"), never a
 * colour alone (issue 34). */
export function banditMark(name) {
  return /^D[oj]/i.test(name) ? name.slice(0, 2) : name.slice(0, 1);
}

/** chip is a bandit's round token: the character's colour and initial
 * (a button's text names the bandit in full beside it). */
export function chip(character, t, extra = '') {
  const name = characterName(character, t);
  return `<span class="chip${extra ? ' ' + extra : ''}" style="${colourStyle(character)}" title="${esc(name)}" aria-label="${esc(name)}">${esc(name.slice(0, 1))}</span>`;
}

// cardLabel is a card's name sized so its longest word fits the card.
function cardLabel(name) {
  const longest = Math.max(...String(name).split(/\s+/).map((w) => w.length));
  const size = longest >= 12 ? ' card-name-xs' : (longest >= 10 ? ' card-name-s' : '');
  return `<span class="card-name${size}">${esc(name)}</span>`;
}

function lootIcon(kind) {
  return `<span class="loot-ic loot-${kind}" aria-hidden="true"></span>`;
}

/**
 * renderApp renders the whole page for state s:
 * {params, conn, seatMsg, pubMsg, selected, pending, notice, log}.
 */
export function renderApp(s, t) {
  if (s.params && s.params.problems && s.params.problems.length) {
    const why = s.params.problems.includes('w') ? 'phone.watchOff' : 'phone.badLink';
    return `<header class="top"><span class="who">${esc(t('phone.title'))}</span></header><div class="banner banner-error" role="alert">${esc(t(why))}</div>`;
  }
  // while the table's screen shows the set-up or narrates, the phone offers
  // no choice: it never runs ahead of the table
  const held = tableStep(s);
  const seatView = s.seatMsg && s.seatMsg.view;
  const view = held && seatView ? { ...seatView, legal: [] } : seatView;
  const pub = s.pubMsg && s.pubMsg.view;
  const shown = pickView(view, pub);
  const mySeat = view ? view.seat : s.params.seat;
  const out = [renderHeader(s, shown, t), renderBanner(s, shown, t)];
  if (s.notice) {
    out.push(`<div class="notice notice-${esc(s.notice.kind || 'error')}" role="alert"><span>${esc(s.notice.text)}</span><button class="btn btn-small" data-dismiss="1">${esc(t('btn.ok'))}</button></div>`);
  }
  if (!shown) return out.join('');
  // a teaching tip sits above the play buttons, never over them (issue 24)
  const tip = view && !s.params.watch ? renderTip(s, t) : null;
  if (tip) out.push(tip.html);
  const start = out.length;
  if (shown.phase === 'GameOver') out.push(renderResult(shown, mySeat, t));
  // the take-back sits at the top, above the hand: never where Play was, so
  // the second tap of a double tap on Play cannot reach it (issue 22)
  else if (view) out.push(renderTakeBack(s, t) + renderAction(s, view, t));
  if (view) out.push(renderMe(view, t));
  if (shown.phase !== 'GameOver') out.push(renderRound(shown, t));
  out.push(renderBandits(shown, mySeat, t));
  out.push(renderPile(shown, t));
  out.push(renderTrain(shown, mySeat, t));
  out.push(renderLog(s.log, t));
  if (tip && tip.lit) {
    // light the part of the page the tip concerns: the first section of that kind
    for (let i = start; i < out.length; i++) {
      const lit = out[i].replace(`<section class="${tip.lit}`, `<section class="teach-lit ${tip.lit}`);
      if (lit !== out[i]) {
        out[i] = lit;
        break;
      }
    }
  }
  return out.join('');
}

// TIP_PLACES are the page's sections for a tip's place (mqtt.Tip.Place).
const TIP_PLACES = { hand: 'act', choices: 'act', train: 'train', pile: 'pile', turns: 'roundcard', event: 'roundcard', scores: 'result' };

/**
 * renderTip is the seat's first open teaching tip ({html, lit}: the HTML and
 * the class of the section it lights), or null: its title and text in the
 * page's language, "Got it" for a tip about a choice to make now (tap), OK
 * for the others, and "Stop teaching". The buttons wait while a teaching
 * request is on its way, so a double tap cannot close the next tip unseen.
 */
export function renderTip(s, t) {
  const tips = openTips(s.seatMsg, s.closedTips);
  if (!tips.length || s.teachPending) return null;
  const tip = tips[0];
  const dis = s.conn === 'online' ? '' : ' disabled';
  const count = tips.length > 1 ? `<p class="tip-count">${esc(t('phone.teach.counter', { N: 1, Total: tips.length }))}</p>` : '';
  const ok = tip.tap ? t('phone.teach.gotIt') : t('btn.ok');
  const html = `<section class="tip${tip.tap ? ' tip-tap' : ''}" role="status" aria-live="polite" data-concept="${esc(tip.concept)}">${count}`
    + `<h2 class="tip-title">${esc(t(tip.titleId))}</h2><p class="tip-text">${esc(t(tip.textId))}</p>`
    + `<div class="tip-btns"><button class="btn btn-go tip-ok" data-tipok="${esc(tip.concept)}"${dis}>${esc(ok)}</button>`
    + `<button class="btn btn-cancel tip-stop" data-tipstop="1"${dis}>${esc(t('phone.teach.stop'))}</button></div></section>`;
  return { html, lit: TIP_PLACES[tip.place] || '' };
}

/** tableStep is where the table's screen is when the phone must wait for
 * it ({setupDone, step, steps}: still on the set-up, or narrating), else null. */
export function tableStep(s) {
  const m = (s.seatMsg && s.seatMsg.table) || (s.pubMsg && s.pubMsg.table);
  return m && (!m.setupDone || m.steps > 0) ? m : null;
}

/** renderTakeBack is the button taking back the seat's own last move, while
 * the table allows it (no other seat has acted since) and once the table has
 * acknowledged that move (nothing pending). It is drawn above the action
 * section, the hand and its Play button below it. */
function renderTakeBack(s, t) {
  if (!s.seatMsg || !s.seatMsg.takeBack || s.pending) return '';
  return `<div class="takeback"><button class="btn btn-cancel" data-takeback="1"${s.conn === 'online' ? '' : ' disabled'}>${esc(t('phone.pace.takeBack'))}</button></div>`;
}

/** pickView chooses what to draw the table from: the seat's own view, unless
 * the public one is newer (the seat's view follows right after it). */
export function pickView(view, pub) {
  if (view && pub && pub.version > view.version && pub.rules === view.rules) {
    // in a simultaneous secret step another seat's hidden commit moves the
    // public state id but not this seat's: its choice is still to make
    const legal = stillMine(view, pub) ? view.legal : [];
    return { ...view, ...pub, seat: view.seat, hand: view.hand, handCards: view.handCards, kept: view.kept, knownPurses: view.knownPurses, legal };
  }
  return view || pub || null;
}

/** stillMine reports whether the seat's view still owes a choice the newer
 * public view has not settled: the same secret step, the seat still expected. */
export function stillMine(view, pub) {
  return !!(view && pub && Array.isArray(pub.expected) && pub.expected.includes(view.seat) && (view.legal || []).length > 0
    && pub.phase === view.phase && pub.stage === view.stage && pub.round && view.round && pub.round.number === view.round.number);
}

function renderHeader(s, v, t) {
  const seat = s.params.seat;
  const mine = banditsOf(v, seat);
  const who = mine.length
    ? `${mine.map((b) => chip(b.character, t)).join('')}<span class="who">${esc(playerName(v, seat, t))}</span>`
    : `<span class="who">${esc(t('phone.title'))}</span>`;
  const round = v && v.round && v.phase !== 'GameOver'
    ? `<span class="round">${esc(t('table.round', { N: v.round.number, Total: ROUNDS }))}</span>` : '';
  const conn = s.conn === 'online' ? 'online' : (s.conn === 'auth' ? 'auth' : 'offline');
  const title = t(conn === 'online' ? 'phone.connected' : 'phone.disconnected');
  const place = s.params.watch ? t('phone.watching') : t('seat.n', { N: seat + 1 });
  return `<header class="top">${who}<span class="seat">${esc(place)}</span>${round}<span class="conn conn-${conn}" title="${esc(title)}" aria-label="${esc(title)}"></span></header>`;
}

function renderBanner(s, v, t) {
  if (s.conn === 'auth') {
    return `<div class="banner banner-error" role="alert">${esc(t('error.unauthorized'))} ${esc(t('phone.rescan'))}</div>`;
  }
  if (s.conn !== 'online') {
    const text = s.conn === 'connecting' ? t('phone.connecting') : `${t('phone.disconnected')} — ${t('phone.reconnecting')}`;
    return `<div class="banner banner-conn" role="status"><span class="spinner"></span>${esc(text)}</div>`;
  }
  if (s.kioskOffline) return `<div class="banner banner-conn" role="status"><span class="spinner"></span>${esc(t('phone.disconnected'))} — ${esc(t('phone.lookAtKiosk'))}</div>`;
  if (!v) return `<div class="banner banner-wait" role="status">${esc(t('phone.noGame'))}</div>`;
  if (v.phase === 'GameOver') return `<div class="banner banner-over" role="status">${esc(t('score.title'))}</div>`;
  const seats = s.pubMsg && s.pubMsg.seats;
  const mine = Array.isArray(seats) && seats.find((x) => x.seat === s.params.seat);
  if (mine && mine.mode && mine.mode !== 'phone') {
    return `<div class="banner banner-error" role="status">${esc(t('phone.lookAtKiosk'))}</div>`;
  }
  const step = tableStep(s);
  if (step && !step.setupDone) return `<div class="banner banner-wait banner-table" role="status">${esc(t('phone.pace.setup'))}</div>`;
  if (step) return `<div class="banner banner-wait banner-table" role="status">${esc(t('phone.pace.narrating', { Step: step.step, Steps: step.steps }))}</div>`;
  if (s.pending) return `<div class="banner banner-wait" role="status"><span class="spinner"></span>${esc(t('phone.sending'))}</div>`;
  const view = s.seatMsg && s.seatMsg.view;
  if (view && isMyTurn(view) && (view.version >= v.version || stillMine(view, v))) {
    return `<div class="banner banner-turn" role="alert">${esc(t('phone.yourTurn'))}</div>`;
  }
  const actor = characterOf(v, v.actor);
  const who = actor ? chip(actor, t) : '';
  if (v.phase === 'Schemin' || (Array.isArray(v.expected) && v.expected.length > 1)) {
    const waiting = Array.isArray(v.expected) && v.expected.length > 1 ? v.expected : [v.actor];
    const names = joinNames(waiting.map((x) => playerName(v, x, t)), t);
    return `<div class="banner banner-wait" role="status">${who}<span>${esc(t('phone.waitingFor', { Name: names }))}</span></div>`;
  }
  return `<div class="banner banner-wait" role="status">${who}<span>${esc(prompt(v, t))}</span></div>`;
}

/**
 * renderCommitted is the seat's own secret choice in a simultaneous step
 * while the others still choose: "You chose: …" (or the cards it keeps),
 * shown to this seat only (its own view carries it); '' when there is none.
 */
export function renderCommitted(s, view, t) {
  const pub = s.pubMsg && s.pubMsg.view;
  const cmd = ownCommitment(view, pub);
  let line = '';
  if (cmd) {
    line = t('hand.youChose', { Choice: commandLabel(view, cmd, t).main });
  } else {
    const kept = ownKept(view, pub);
    if (!kept) return '';
    const names = kept.map((c) => {
      const b = mixedHand(view) ? bandit(view, c.bandit) : null;
      return b ? `${cardName(c.card, t)} (${characterName(b.character, t)})` : cardName(c.card, t);
    });
    line = names.length ? t('hand.youKeep', { Cards: joinNames(names, t) }) : t('hand.youKeepNothing');
  }
  return `<div class="committed" role="status"><p class="hint hint-committed">${esc(line)}</p><p class="small">${esc(t('hand.secretUntilReveal'))}</p></div>`;
}

function renderAction(s, view, t) {
  const mine = isMyTurn(view);
  const busy = !!s.pending || s.conn !== 'online';
  const dis = busy ? ' disabled' : '';
  if (view.phase === 'Schemin') {
    const { cards, draw } = handChoices(view);
    const parts = [`<section class="act${mine ? ' act-mine' : ''}">`];
    parts.push(`<h2>${esc(mine ? prompt(view, t) : t('hand.title'))}</h2>`);
    if (!mine) parts.push(renderCommitted(s, view, t)); // Turmoil: the card chosen, still in hand until the reveal
    if (mine) {
      const hints = [];
      if (view.secondAct) hints.push(t('table.secondAct'));
      if (currentTurnKind(view) === 'Tunnel') hints.push(t('hand.tunnelFaceDown'));
      for (const h of hints) parts.push(`<p class="hint">${esc(h)}</p>`);
    }
    if (!cards.length) parts.push(`<p class="muted">${esc(t('hand.empty'))}</p>`);
    parts.push('<div class="hand">');
    for (const c of cards) {
      const playable = mine && (c.up || c.down);
      const sel = playable && s.selected === c.key ? ' selected' : '';
      const attrs = (playable ? ` data-select="${esc(c.key)}"${dis}` : ' disabled') + (c.character ? ` style="${colourStyle(c.character)}"` : '');
      const count = c.count > 1 ? `<span class="count">×${c.count}</span>` : '';
      const title = c.card === 'Bullet' ? ` title="${esc(t('hand.bulletCard'))}"` : '';
      const whose = c.character ? `<span class="count">${esc(characterName(c.character, t))}</span>` : '';
      parts.push(`<button class="card card-${esc(c.card)}${c.character ? ' card-of' : ''}${sel}${playable ? '' : ' card-off'}"${attrs}${title} aria-pressed="${sel ? 'true' : 'false'}">${icon(c.card, 'ic card-ic')}${cardLabel(cardName(c.card, t))}${count}${whose}</button>`);
    }
    if (mine && draw) {
      const sv = (view.seats || []).find((x) => x.seat === view.seat);
      const me = sv || bandit(view, view.seat);
      const deck = me ? `<span class="count">${esc(t('table.deck', { N: me.deckSize }))}</span>` : '';
      parts.push(`<button class="card card-draw" data-cmd="${view.legal.indexOf(draw)}"${dis}>${icon('draw', 'ic card-ic')}${cardLabel(t('btn.draw'))}${deck}</button>`);
    }
    parts.push('</div>');
    if (mine) {
      const c = cards.find((x) => x.key === s.selected && (x.up || x.down));
      if (c) {
        const both = c.up && c.down;
        if (both) parts.push(`<p class="hint hint-ghost">${esc(t('hand.faceDownAllowed'))}</p>`);
        parts.push('<div class="confirm">');
        if (c.up) {
          const label = both ? t('btn.playFaceUp') : t('cmd.play', { Card: cardName(c.card, t) });
          parts.push(`<button class="btn btn-go" data-cmd="${view.legal.indexOf(c.up)}"${dis}>${esc(label)}</button>`);
        }
        if (c.down) {
          const label = both ? t('btn.playFaceDown') : t('cmd.playFaceDown', { Card: cardName(c.card, t) });
          parts.push(`<button class="btn btn-go btn-down" data-cmd="${view.legal.indexOf(c.down)}"${dis}>${esc(label)}</button>`);
        }
        parts.push(`<button class="btn btn-cancel" data-select=""${dis}>${esc(t('btn.cancel'))}</button>`);
        parts.push('</div>');
      } else if (cards.some((x) => x.up || x.down)) {
        parts.push(`<p class="hint hint-tap">${esc(t('hand.chooseCard'))}</p>`);
      }
      // Horses & Stagecoach (§11): drinking a flask instead of playing or drawing
      const drinks = (view.legal || []).map((cmd, i) => ({ cmd, i })).filter((x) => x.cmd.do === 'drink');
      if (drinks.length) {
        parts.push('<div class="choices">');
        for (const { cmd, i } of drinks) {
          const l = commandLabel(view, cmd, t);
          parts.push(`<button class="btn choice choice-${esc(l.kind)}" data-cmd="${i}"${dis}>${lootIcon('whisky')}<span class="choice-text"><span class="main">${esc(l.main)}</span></span></button>`);
        }
        parts.push('</div>');
      }
    }
    parts.push('</section>');
    return parts.join('');
  }
  if (!mine) {
    const committed = renderCommitted(s, view, t);
    return committed ? `<section class="act">${committed}</section>` : '';
  }
  const parts = ['<section class="act act-mine">'];
  const pc = view.pile && view.resolving >= 0 ? view.pile[view.resolving] : null;
  if (pc && view.phase === 'Stealin') {
    parts.push(`<div class="resolving">${icon(pc.card, 'ic')}<span>${esc(cardName(pc.card, t))}</span><small>${esc(t('table.resolving', { N: view.resolving + 1, Total: view.pile.length }))}</small></div>`);
  }
  parts.push(`<h2>${esc(prompt(view, t))}</h2><div class="choices">`);
  choices(view).forEach(({ index: i, cmd, count }) => {
    const l = choiceLabel(view, { cmd, count }, t);
    const lead = l.character ? chip(l.character, t) : (l.loot ? lootIcon(l.loot) : '');
    const style = l.character ? ` style="${colourStyle(l.character)}"` : '';
    parts.push(`<button class="btn choice choice-${esc(l.kind)}${l.character ? ' choice-char' : ''}" data-cmd="${i}"${style}${dis}>${lead}<span class="choice-text"><span class="main">${esc(l.main)}</span>${l.sub ? `<span class="sub">${esc(l.sub)}</span>` : ''}</span></button>`);
  });
  parts.push('</div></section>');
  return parts.join('');
}

function renderMe(view, t) {
  return renderHiding(view, t) + renderMine(view, t);
}

// renderHiding is the viewer's own secret: where each of its bandits hidden
// by the Time-Travel Car will appear (§12); nobody else's view has it.
function renderHiding(view, t) {
  return (view.hiding || []).map((h) => {
    const b = bandit(view, h.bandit);
    const name = b ? characterName(b.character, t) : '';
    return `<p class="hint hint-car">${esc(t('hand.car.appearAt', { Name: name, At: positionText(view, 'at', h.at, t) }))}</p>`;
  }).join('');
}

function renderMine(view, t) {
  const mine = banditsOf(view, view.seat);
  if (mine.length > 1) return mine.map((b) => renderBanditOfMine(view, b, t, true)).join('');
  if (!mine.length) return '';
  return renderBanditOfMine(view, mine[0], t, false);
}

// renderBanditOfMine is one of the viewer's bandits: its bullets and loot
// (named, for a player with two).
function renderBanditOfMine(view, me, t, named) {
  const loot = myLoot(view, me);
  const pips = [];
  for (let i = 0; i < 6; i++) pips.push(`<span class="pip${i < me.bulletsLeft ? '' : ' pip-gone'}"></span>`);
  const items = [];
  for (const p of loot.purses) {
    const text = p.value ? t('hand.purseValue', { N: purseNumber(p.token), Value: money(p.value, t) }) : t('tok.purse', { N: purseNumber(p.token) });
    items.push(`<li class="loot-item">${lootIcon('purse')}<span>${esc(text)}</span></li>`);
  }
  if (loot.jewels) items.push(`<li class="loot-item">${lootIcon('jewel')}<span>${esc(t.n('count.jewels', loot.jewels))}</span></li>`);
  if (loot.strongboxes) items.push(`<li class="loot-item">${lootIcon('strongbox')}<span>${esc(t.n('count.strongboxes', loot.strongboxes))}</span></li>`);
  if (loot.ransoms) items.push(`<li class="loot-item"><span>${esc(t('term.ransom'))}${loot.ransoms > 1 ? ' ×' + loot.ransoms : ''}</span></li>`);
  // Horses & Stagecoach (§11): the flasks held (their type is known to their holder), the hostage
  for (const f of me.flasks || []) {
    let text = t('loot.horses.whisky');
    if (f.old != null) text = t(f.old ? 'tok.horses.old' : 'tok.horses.classic');
    if (f.half) text += ` (${t('table.horses.flaskHalf')})`;
    items.push(`<li class="loot-item">${lootIcon(f.half ? 'whisky loot-half' : 'whisky')}<span>${esc(text)}</span></li>`);
  }
  if (me.hostage) items.push(`<li class="loot-item hostage"><span><b>${esc(hostageName(me.hostage, t))}</b>: ${esc(hostageHelp(me.hostage, t))}</span></li>`);
  const head = named ? `<div class="me-row">${chip(me.character, t)}<b>${esc(characterName(me.character, t))}</b></div>` : '';
  return `<section class="me">${head}<div class="me-row"><span class="pips" aria-hidden="true">${pips.join('')}</span><span class="label">${esc(t('table.bulletsLeft', { N: me.bulletsLeft }))}</span></div>`
    + `<div class="me-row"><span class="label">${esc(t('table.loot'))}</span>${items.length ? `<ul class="loot">${items.join('')}</ul>` : '<span class="muted">—</span>'}</div></section>`;
}

function renderRound(v, t) {
  if (!v.round) return '';
  const turns = decodeTurns(v.round.turns);
  const chips = turns.map((k, i) => {
    let cls = 'turn';
    if (v.phase !== 'Schemin' || i < v.turn) cls += ' turn-done';
    const now = v.phase === 'Schemin' && i === v.turn;
    if (now) cls += ' turn-now';
    return `<li class="${cls} turn-${esc(k)}"${now ? ' aria-current="step"' : ''}>${esc(turnName(k, t))}</li>`;
  });
  let line;
  if (v.phase === 'Schemin') line = t('table.turn', { N: Math.min(v.turn + 1, turns.length), Total: turns.length });
  else line = phaseName(v.phase, t);
  const ev = eventId(v.round.event);
  const evLine = ev ? t('table.eventToCome', { Event: eventName(ev, t) }) : t('table.noEvent');
  return `<section class="roundcard"><h2>${esc(roundCardName(v.round.card, t))}${v.round.station ? ` <small>· ${esc(t('term.station'))}</small>` : ''}</h2><ol class="turns">${chips.join('')}</ol><p class="small"><b>${esc(line)}</b> · ${esc(evLine)}</p></section>`;
}

function renderBandits(v, mySeat, t) {
  const order = Array.isArray(v.order) && v.order.length ? v.order : (v.seats && v.seats.length ? v.seats.map((x) => x.seat) : (v.bandits || []).map((b) => b.seat));
  // one row per bandit, a player's bandits together, in turn order
  const list = [];
  for (const seat of order) for (const b of banditsOf(v, seat)) list.push({ seat, b });
  const rows = list.map(({ seat, b }) => {
    const now = v.phase !== 'GameOver' && (v.actingBandit != null ? v.actingBandit === b.seat : v.actor === seat);
    const loot = [];
    if (b.purses && b.purses.length) loot.push(`${lootIcon('purse')}${b.purses.length}`);
    if (b.jewels) loot.push(`${lootIcon('jewel')}${b.jewels}`);
    if (b.strongboxes) loot.push(`${lootIcon('strongbox')}${b.strongboxes}`);
    if (b.flasks && b.flasks.length) loot.push(`${lootIcon('whisky')}${b.flasks.length}`);
    const hand = v.phase === 'Schemin' ? `<span class="small">${esc(t.n('count.cards', b.handSize))}</span>` : '';
    let hidden = b.position && b.position.area === 'hidden' ? `<span class="small hidden-by-car">${esc(t('table.car.hidden'))}</span>` : '';
    // Horses & Stagecoach (§11): galloping, escaped, the bandit's hostage
    if ((v.galloping || []).includes(b.seat)) hidden += `<span class="small horses-note">${esc(t('table.horses.galloping'))}</span>`;
    if (b.position && b.position.area === 'escaped') hidden += `<span class="small horses-note">${esc(t('table.horses.escaped'))}</span>`;
    if (b.hostage) hidden += `<span class="small horses-note" title="${esc(hostageHelp(b.hostage, t))}">${esc(hostageName(b.hostage, t))}</span>`;
    const first = seat === v.firstPlayer ? `<span class="badge" title="${esc(t('term.firstPlayer'))}">1</span>` : '';
    const bul = `<span class="bul" title="${esc(t('table.bulletsLeft', { N: b.bulletsLeft }))}">${icon('Bullet', 'ic ic-s')}${b.bulletsLeft}</span>`;
    return `<li class="bandit-row${now ? ' bandit-now' : ''}${seat === mySeat ? ' bandit-me' : ''}">${chip(b.character, t)}<span class="name">${esc(characterName(b.character, t))}</span>${hidden}${first}<span class="stats">${bul}${loot.map((x) => `<span class="lt">${x}</span>`).join('')}${hand}</span></li>`;
  });
  return `<section class="bandits"><h2>${esc(t('phone.bandits'))}</h2><ol>${rows.join('')}</ol></section>`;
}

function renderPile(v, t) {
  const pile = v.pile || [];
  const cards = pile.map((pc, i) => {
    const owner = pc.bandit != null ? (bandit(v, pc.bandit) || {}).character : characterOf(v, pc.owner);
    let cls = 'pc';
    if (pc.card === 'Hidden') cls += ' pc-back';
    if (pc.faceDown) cls += ' pc-down';
    if (pc.resolved) cls += ' pc-done';
    if (i === v.resolving) cls += ' pc-now';
    const label = `${owner ? characterName(owner, t) : ''}: ${cardName(pc.card, t)}`;
    // whose card, by its mark too, not by colour alone (issue 34)
    const mark = owner ? `<span class="pc-owner">${esc(banditMark(characterName(owner, t)))}</span>` : '';
    return `<li class="${cls}" style="${colourStyle(owner)}" title="${esc(label)}" aria-label="${esc(label)}">${mark}${pc.card === 'Hidden' ? '' : icon(pc.card, 'ic pc-ic')}</li>`;
  });
  return `<section class="pile"><h2>${esc(t('table.pile', { N: pile.length }))}</h2>${cards.length ? `<ol class="pcs">${cards.join('')}</ol>` : ''}</section>`;
}

function spot(sv, marshal, mySeat, v, t, shotgun = false) {
  const parts = [];
  if (marshal) parts.push(`<span class="marshal" title="${esc(t('term.marshal'))}">${icon('star', 'ic')}</span>`);
  if (shotgun) parts.push(`<span class="shotgun">${esc(t('table.horses.shotgun'))}</span>`);
  const mine = new Set(banditsOf(v, mySeat).map((b) => b.seat));
  for (const id of sv.bandits || []) {
    const b = bandit(v, id);
    if (b) parts.push(chip(b.character, t, mine.has(id) ? 'chip-me' : ''));
  }
  const loot = [];
  if (sv.purses && sv.purses.length) loot.push(`<span class="lt" title="${esc(t.n('count.purses', sv.purses.length))}">${lootIcon('purse')}${sv.purses.length}</span>`);
  if (sv.jewels) loot.push(`<span class="lt" title="${esc(t.n('count.jewels', sv.jewels))}">${lootIcon('jewel')}${sv.jewels}</span>`);
  if (sv.strongboxes) loot.push(`<span class="lt" title="${esc(t.n('count.strongboxes', sv.strongboxes))}">${lootIcon('strongbox')}${sv.strongboxes}</span>`);
  const full = (sv.flasks || []).filter((f) => !f.half).length;
  const half = (sv.flasks || []).length - full;
  if (full) loot.push(`<span class="lt" title="${esc(t('loot.horses.whisky'))}">${lootIcon('whisky')}${full}</span>`);
  if (half) loot.push(`<span class="lt" title="${esc(t('table.horses.flaskHalf'))}">${lootIcon('whisky loot-half')}${half}</span>`);
  return `<span class="who-here">${parts.join('')}</span><span class="loot-here">${loot.join('')}</span>`;
}

function renderTrain(v, mySeat, t) {
  const sc = v.stagecoach;
  const rows = [];
  for (const w of v.train || []) {
    const num = w.index === 0 ? '' : `<span class="wnum">${w.index}</span>`;
    const label = w.index > 0 && w.index < v.train.length - 1 ? '' : `<span>${esc(wagonLabel(v, w.index, t))}</span>`;
    // Horses & Stagecoach (§11): the horses facing the car, the Shotgun on the roof it guards
    const n = (v.horses || [])[w.index] || 0;
    const horses = n ? `<span class="horses">${esc(t.n('table.horses.count', n))}</span>` : '';
    const gun = !!sc && sc.shotgunAt === w.index;
    rows.push(`<li class="wagon${w.index === 0 ? ' loco' : ''}"><div class="wlabel" aria-label="${esc(wagonLabel(v, w.index, t))}">${num}${label}${horses}</div><div class="floors"><div class="floor roof" title="${esc(t('term.roof'))}">${spot(w.roof, false, mySeat, v, t, gun)}</div><div class="floor inside" title="${esc(t('term.inside'))}">${spot(w.inside, w.marshal, mySeat, v, t)}</div></div></li>`);
    // the stagecoach beside the wagon it faces, its roof and its inside; the hostages still in it
    if (sc && sc.facing === w.index) {
      const hostages = (v.hostages || []).map((h) => `<span class="hostage" title="${esc(hostageHelp(h, t))}">${esc(hostageName(h, t))}</span>`).join('');
      rows.push(`<li class="wagon stagecoach"><div class="wlabel"><span>${esc(t('table.horses.stagecoach'))}</span></div><div class="floors"><div class="floor roof" title="${esc(t('term.roof'))}">${spot(sc.roof, false, mySeat, v, t, sc.shotgunAt < 0)}</div><div class="floor inside" title="${esc(t('term.inside'))}">${spot(sc.inside, false, mySeat, v, t)}</div>${hostages ? `<div class="hostages">${hostages}</div>` : ''}</div></li>`);
    }
  }
  // the Time-Travel Car in front of the locomotive (§12): one place, no floors
  if (v.car) {
    // with Horses & Stagecoach a horse may face it, one step beyond the locomotive
    const horses = v.carHorses ? `<span class="horses">${esc(t.n('table.horses.count', v.carHorses))}</span>` : '';
    rows.unshift(`<li class="wagon car"><div class="wlabel"><span>${esc(t('table.car.name'))}</span>${horses}</div><div class="floors"><div class="floor car-in">${spot(v.car, false, mySeat, v, t)}</div></div></li>`);
  }
  return `<section class="train"><h2>${esc(t('phone.train'))}</h2><ol>${rows.join('')}</ol></section>`;
}

function renderResult(v, mySeat, t) {
  const r = v.result;
  if (!r) return '';
  const rows = ranking(r).map((p) => {
    const parts = [];
    if (p.purses) parts.push(`${t('score.purses')} ${money(p.purses, t)}`);
    if (p.jewels) parts.push(`${t('score.jewels')} ${money(p.jewels, t)}`);
    if (p.strongboxes) parts.push(`${t('score.strongboxes')} ${money(p.strongboxes, t)}`);
    if (p.ransoms) parts.push(`${t('score.ransoms')} ${money(p.ransoms, t)}`);
    if (p.gunslinger) parts.push(`${t('score.gunslinger')} ${money(p.gunslinger, t)}`);
    parts.push(`${t('score.bulletsFired')} ${p.bulletsFired}`);
    const you = p.seat === mySeat ? ` <small>(${esc(t('phone.you'))})</small>` : '';
    const chars = Array.isArray(p.characters) && p.characters.length ? p.characters : [p.character];
    return `<li class="score${p.winner ? ' score-win' : ''}${p.seat === mySeat ? ' score-me' : ''}" data-rank="${p.seat}">${chars.map((c) => chip(c, t)).join('')}<span class="score-name">${esc(resultName(v.result, p.seat, t))}${you}</span><span class="score-total">${esc(money(p.total, t))}</span><span class="score-detail">${esc(parts.join(' · '))}</span></li>`;
  });
  const tie = tieBreakText(v, t);
  return `<section class="result"><h2>${esc(winnerText(v, t))}</h2>${tie ? `<p class="small">${esc(tie)}</p>` : ''}<ol class="scores">${rows.join('')}</ol></section>`;
}

function renderLog(log, t) {
  if (!log || !log.length) return '';
  const items = log.slice(-8).reverse().map((x) => `<li>${esc(x)}</li>`);
  return `<section class="log"><h2>${esc(t('phone.log'))}</h2><ol>${items.join('')}</ol></section>`;
}
