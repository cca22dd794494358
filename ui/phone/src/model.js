// Pure helpers of the phone page: they read the JSON the table publishes
// (engine.PlayerView, engine.PublicView, replies) and say what to show.
// Nothing here touches the DOM or the network, so node --test covers it.

/** The six characters in engine order (engine.Character). */
export const CHARACTERS = ['Ghost', 'Tuco', 'Cheyenne', 'Doc', 'Belle', 'Django'];

/** Character colours from the box: Ghost white, Tuco red, Cheyenne green,
 * Doc blue, Belle purple, Django black. fg is the readable text colour on it. */
export const CHARACTER_COLOURS = {
  Ghost: { bg: '#f7f5ef', fg: '#222', border: '#555' },
  Tuco: { bg: '#c62828', fg: '#fff', border: '#7f1010' },
  Cheyenne: { bg: '#2e7d32', fg: '#fff', border: '#174d1a' },
  Doc: { bg: '#1565c0', fg: '#fff', border: '#0b3c78' },
  Belle: { bg: '#7b1fa2', fg: '#fff', border: '#4a0e63' },
  Django: { bg: '#1b1b1b', fg: '#fff', border: '#000' },
};

/** Turn kinds in engine order (cards.TurnKind). */
export const TURN_KINDS = ['Normal', 'Tunnel', 'SpeedUp', 'Switch'];
const TURN_LETTERS = { N: 'Normal', T: 'Tunnel', 2: 'SpeedUp', S: 'Switch' };

/** Round events in engine order (cards.Event); '' is no event. */
export const ROUND_EVENTS = ['', 'angry-marshal', 'swivel-arm', 'braking', 'take-it-all',
  'passengers-rebellion', 'marshals-revenge', 'pickpocketing', 'hostage-taking'];

/** Playable action cards in engine order (engine.ActionKind). */
export const ACTION_CARDS = ['Move', 'FloorChange', 'Shoot', 'Rob', 'Punch', 'Marshal'];

/** Loot token ranges (engine.LootID): purses 0–17, jewels 18–23, strongboxes 24–25. */
export const NUM_PURSES = 18;
export const NUM_JEWELS = 6;

const LANGS = ['en', 'fr', 'nl', 'it'];

/**
 * parseParams reads the join link: ?t=<table>&s=<seat>&k=<token>&lang=<en|fr|nl|it>&ws=<url>.
 * loc is window.location (or any {search, hostname, host, protocol}); config is
 * the optional /config.json ({ws, table}); navLang is navigator.language.
 * It returns {table, seat, token, lang, ws, problems[]}.
 */
export function parseParams(loc, config = {}, navLang = '') {
  const q = new URLSearchParams(loc.search || '');
  const problems = [];
  const table = (q.get('t') || config.table || '').trim();
  if (!table) problems.push('t');
  const seatText = (q.get('s') || '').trim();
  const seat = /^[0-5]$/.test(seatText) ? Number(seatText) : -1;
  if (seat < 0) problems.push('s');
  const token = (q.get('k') || '').trim();
  if (!token) problems.push('k');
  let lang = (q.get('lang') || '').trim().toLowerCase();
  if (!LANGS.includes(lang)) {
    const nav = String(navLang || '').slice(0, 2).toLowerCase();
    lang = LANGS.includes(nav) ? nav : 'en';
  }
  const ws = (q.get('ws') || '').trim() || (config.ws || '').trim() || defaultWsUrl(loc);
  return { table, seat, token, lang, ws, problems };
}

/** defaultWsUrl is the embedded broker's websocket on the page's own host. */
export function defaultWsUrl(loc) {
  const scheme = loc.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${loc.hostname || 'localhost'}:8083/mqtt`;
}

/** topics returns the MQTT topics of one seat at one table. */
export function topics(table, seat) {
  const base = `colt/${table}`;
  return {
    public: `${base}/public`,
    view: `${base}/seat/${seat}/view`,
    reply: `${base}/seat/${seat}/reply`,
    cmd: `${base}/seat/${seat}/cmd`,
  };
}

/** decodeTurns turns round.turns into turn kind names. The engine may send a
 * base64 string (a Go []uint8), an array of numbers, names or letters. */
export function decodeTurns(turns) {
  if (turns == null) return [];
  let list = turns;
  if (typeof turns === 'string') {
    if (/^[NT2S]+$/.test(turns)) {
      list = turns.split('');
    } else {
      try {
        list = Array.from(atob(turns), (c) => c.charCodeAt(0));
      } catch (e) {
        return [];
      }
    }
  }
  if (!Array.isArray(list)) return [];
  return list.map((k) => {
    if (typeof k === 'number') return TURN_KINDS[k] || 'Normal';
    if (TURN_LETTERS[k]) return TURN_LETTERS[k];
    return TURN_KINDS.includes(k) ? k : 'Normal';
  });
}

/** eventId turns round.event (a number or an id string) into its id; '' for none. */
export function eventId(ev) {
  if (typeof ev === 'number') return ROUND_EVENTS[ev] || '';
  if (typeof ev === 'string' && ev !== 'none') return ev;
  return '';
}

/** lootKind says what a token is: purse, jewel or strongbox. */
export function lootKind(token) {
  if (token < NUM_PURSES) return 'purse';
  if (token < NUM_PURSES + NUM_JEWELS) return 'jewel';
  return 'strongbox';
}

/** bandit returns the BanditView of a seat, or undefined. */
export function bandit(view, seat) {
  return (view && view.bandits || []).find((b) => b.seat === seat);
}

/** characterOf returns the character name of a seat ('' if unknown). */
export function characterOf(view, seat) {
  const b = bandit(view, seat);
  return b ? b.character : '';
}

/** lastWagon is the caboose's index. */
export function lastWagon(view) {
  return Math.max(0, (view && view.train ? view.train.length : 1) - 1);
}

/** knownValue returns the purse value the viewer knows, or 0. */
export function knownValue(view, token) {
  const k = (view && view.knownPurses || []).find((p) => p.token === token);
  return k ? k.value : 0;
}

/** isMyTurn reports whether the seat has something to do now. */
export function isMyTurn(view) {
  return !!view && view.phase !== 'GameOver' && Array.isArray(view.legal) && view.legal.length > 0;
}

/** currentTurnKind is the Schemin' turn under way, or '' outside Schemin'. */
export function currentTurnKind(view) {
  if (!view || view.phase !== 'Schemin') return '';
  return decodeTurns(view.round && view.round.turns)[view.turn] || '';
}

/**
 * handChoices groups the Schemin' plays of the legal list by card:
 * [{card, up: cmd|null, down: cmd|null, count}] in hand order, bullets and
 * unplayable cards with up = down = null; draw is the draw command or null.
 */
export function handChoices(view) {
  const legal = (view && view.legal) || [];
  const hand = (view && view.hand) || [];
  const counts = new Map();
  for (const c of hand) counts.set(c, (counts.get(c) || 0) + 1);
  const cards = [];
  for (const [card, count] of counts) {
    const up = legal.find((c) => c.do === 'play' && c.card === card && !c.faceDown) || null;
    const down = legal.find((c) => c.do === 'play' && c.card === card && c.faceDown) || null;
    cards.push({ card, count, up, down });
  }
  const order = (c) => (c === 'Bullet' ? 99 : ACTION_CARDS.indexOf(c));
  cards.sort((a, b) => order(a.card) - order(b.card));
  const draw = legal.find((c) => c.do === 'draw') || null;
  return { cards, draw };
}

/**
 * wagonLabel names a wagon for people: the locomotive, "Wagon n" and the
 * caboose (the last wagon). t is the translator.
 */
export function wagonLabel(view, w, t) {
  if (w === 0) return t('train.locomotive');
  if (w === lastWagon(view)) return t('train.cabooseN', { n: w });
  return t('train.wagonN', { n: w });
}

/** positionLabel describes a position {wagon, floor}. */
export function positionLabel(view, pos, t) {
  if (!pos) return '';
  const w = wagonLabel(view, pos.wagon, t);
  return t(pos.floor === 'roof' ? 'train.onRoofOf' : 'train.insideOf', { wagon: w });
}

/**
 * commandLabel says what a legal command does, for a big button:
 * {main, sub, kind}. kind is a CSS hint (wagon, target, loot, yes, no).
 */
export function commandLabel(view, cmd, t) {
  const me = bandit(view, view.seat);
  switch (cmd.do) {
    case 'play':
      return { main: t(cmd.faceDown ? 'phone.playCardDown' : 'phone.playCardUp', { card: t('card.' + cmd.card) }), sub: '', kind: 'play' };
    case 'draw':
      return { main: t('phone.draw3'), sub: '', kind: 'draw' };
    case 'move':
    case 'push':
    case 'marshal': {
      let from = me && me.position ? me.position.wagon : 0;
      if (cmd.do === 'marshal') from = view.marshalAt;
      if (cmd.do === 'push') {
        const target = bandit(view, view.target);
        if (target && target.position) from = target.position.wagon;
      }
      const d = cmd.wagon - from;
      let sub = '';
      if (d < 0) sub = t('phone.forward', { n: -d });
      if (d > 0) sub = t('phone.back', { n: d });
      return { main: wagonLabel(view, cmd.wagon, t), sub, kind: 'wagon' };
    }
    case 'shoot':
    case 'punch': {
      const b = bandit(view, cmd.target);
      const name = b ? t('character.' + b.character) : t('phone.seatN', { n: cmd.target + 1 });
      return { main: name, sub: b ? positionLabel(view, b.position, t) : '', kind: 'target', character: b ? b.character : '' };
    }
    case 'rob':
    case 'punchLoot':
    case 'pickpocket': {
      const kind = lootKind(cmd.token);
      if (kind === 'purse') {
        const v = knownValue(view, cmd.token);
        return { main: t('loot.purseN', { n: cmd.token }), sub: v ? money(v) : t('phone.valueHidden'), kind: 'loot' };
      }
      return { main: t('loot.' + kind), sub: '', kind: 'loot' };
    }
    case 'keepPurse':
      return { main: t(cmd.keep ? 'phone.keepPurse' : 'phone.dropPurse'), sub: '', kind: cmd.keep ? 'yes' : 'no' };
    case 'decline':
      return { main: t('phone.takeNothing'), sub: '', kind: 'no' };
    default:
      return { main: cmd.do, sub: '', kind: '' };
  }
}

/** stagePrompt is the question of a Stealin' (or event) stage. */
export function stagePrompt(view, t) {
  const target = bandit(view, view.target);
  const name = target ? t('character.' + target.character) : '';
  return t('phone.stage.' + view.stage, { name });
}

/** money formats dollars: $1,250 style without locale surprises. */
export function money(v) {
  const s = String(Math.abs(Math.round(v))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (v < 0 ? '-$' : '$') + s;
}

/** myLoot lists the viewer's loot: purses with the values it knows (0:
 * unknown), jewels, strongboxes and conductor ransoms (counts). */
export function myLoot(view) {
  const me = bandit(view, view && view.seat);
  if (!me) return { purses: [], jewels: 0, strongboxes: 0, ransoms: 0 };
  const purses = (me.purses || []).map((token) => ({ token, value: knownValue(view, token) }));
  return { purses, jewels: me.jewels || 0, strongboxes: me.strongboxes || 0, ransoms: me.ransoms || 0 };
}

/** replyMessage turns a reply {id, ok, code, error, duplicate} into the text
 * to show, or '' when there is nothing to say. */
export function replyMessage(reply, t) {
  if (!reply || reply.ok || reply.duplicate) return '';
  const code = String(reply.code || '').toLowerCase();
  const known = [
    ['stale', 'phone.err.stale'],
    ['illegal', 'phone.err.illegal'],
    ['wrong-seat', 'phone.err.notYourTurn'],
    ['wrong_seat', 'phone.err.notYourTurn'],
    ['not-your-turn', 'phone.err.notYourTurn'],
    ['seat-mode', 'phone.err.seatMode'],
    ['seat_mode', 'phone.err.seatMode'],
    ['game-over', 'phone.err.gameOver'],
    ['no-game', 'phone.err.noGame'],
    ['bad-command', 'phone.err.bad'],
    ['malformed', 'phone.err.bad'],
    ['unauthorized', 'phone.err.auth'],
    ['forbidden', 'phone.err.auth'],
  ];
  for (const [c, id] of known) {
    if (code === c || code.replace(/_/g, '-') === c) return t(id);
  }
  if (code.includes('stale')) return t('phone.err.stale');
  if (code.includes('illegal')) return t('phone.err.illegal');
  return t('phone.err.generic', { error: reply.error || reply.code || '?' });
}

/** ranking orders the final scores, richest first, winners on top. */
export function ranking(result) {
  if (!result || !Array.isArray(result.players)) return [];
  const winners = new Set(result.winners || []);
  return result.players
    .map((p) => ({ ...p, winner: winners.has(p.seat) }))
    .sort((a, b) => (b.winner - a.winner) || (b.total - a.total) || (a.bulletsReceived - b.bulletsReceived) || (a.seat - b.seat));
}

/** newMessageId returns a unique id for one command (hex, 16 bytes).
 * crypto.getRandomValues works on plain-http LAN pages, randomUUID does not. */
export function newMessageId(cryptoObj = globalThis.crypto) {
  const b = new Uint8Array(16);
  if (cryptoObj && cryptoObj.getRandomValues) {
    cryptoObj.getRandomValues(b);
  } else {
    for (let i = 0; i < b.length; i++) b[i] = Math.floor(Math.random() * 256);
  }
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** commandMessage is the JSON sent on the seat's cmd topic. */
export function commandMessage(view, cmd, id) {
  return JSON.stringify({ v: view.version, id, cmd });
}

/** eventText describes one event (already filtered for this viewer) in a
 * short sentence, or '' for events the phone does not list. */
export function eventText(view, e, t) {
  const name = (seat) => {
    const c = characterOf(view, seat);
    return c ? t('character.' + c) : t('phone.seatN', { n: seat + 1 });
  };
  const who = name(e.seat);
  const card = t('card.' + e.card);
  switch (e.kind) {
    case 'RoundStarted':
      return t('ev.roundStarted', { n: e.count, card: t('roundCard.' + e.roundCard) });
    case 'CardsDrawn':
      return t('ev.drew', { name: who, n: e.count });
    case 'CardPlayed':
      if (e.faceDown && e.card === 'Hidden') return t('ev.playedHidden', { name: who });
      return t(e.faceDown ? 'ev.playedDown' : 'ev.played', { name: who, card });
    case 'Passed':
      return t('ev.passed', { name: who });
    case 'SchemingEnded':
      return t('ev.schemingEnded');
    case 'CardRevealed':
      return t('ev.revealed', { name: who, card });
    case 'NoEffect':
      return t('ev.noEffect', { name: who, card });
    case 'BanditMoved':
      return t('ev.moved', { name: who, pos: positionLabel(view, e.to, t) });
    case 'MarshalMoved':
      return t('ev.marshalMoved', { wagon: wagonLabel(view, e.to && e.to.wagon, t) });
    case 'BulletGiven':
      if (e.seat < 0) return t('ev.neutralBullet', { target: name(e.target) });
      return t('ev.shot', { name: who, target: name(e.target) });
    case 'NeutralStockGone':
      return t('ev.neutralGone');
    case 'LootTaken':
      return t('ev.took.' + e.loot, { name: who, value: e.value ? money(e.value) : '' }).replace(/\s*\(\)/, '');
    case 'LootDropped':
      return t('ev.dropped.' + e.loot, { name: who });
    case 'LootLost':
      return t('ev.lost', { name: who });
    case 'LootPlaced':
      return t('ev.placed', { wagon: wagonLabel(view, e.to && e.to.wagon, t) });
    case 'Ransom':
      return t('ev.ransom', { name: who, value: money(e.value || 0) });
    case 'RoundEvent':
      return t('ev.roundEvent', { event: t('roundEvent.' + eventId(e.roundEvent)) });
    case 'RoundEnded':
      return t('ev.roundEnded', { n: e.count });
    case 'GameOver':
      return t('ev.gameOver');
    default:
      return '';
  }
}
