import { renderWords } from './words.js';
// Pure helpers of the phone page: they read the JSON the table publishes
// (engine.PlayerView, engine.PublicView, events, replies) and word it with
// the messages of colt/ui/i18n, the same way its Go functions do
// (CommandLabel, Prompt, Describe, WinnerText), so the phone and the kiosk
// say the same thing. Nothing here touches the DOM or the network, so
// node --test covers it.

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
export const TURN_KINDS = ['Normal', 'Tunnel', 'SpeedUp', 'Switch', 'Turmoil'];
const TURN_LETTERS = { N: 'Normal', T: 'Tunnel', 2: 'SpeedUp', S: 'Switch', M: 'Turmoil' };

/** Round events in engine order (cards.Event); '' is no event. */
export const ROUND_EVENTS = ['', 'angry-marshal', 'swivel-arm', 'braking', 'take-it-all',
  'passengers-rebellion', 'marshals-revenge', 'pickpocketing', 'hostage-taking',
  'panting-horses', 'whisky-for-the-marshal', 'higher-speed', 'shotguns-rage', 'sharing-the-loot', 'escape', 'deadly-bullet'];

/** The hostages of Horses & Stagecoach in engine order (engine.Hostage). */
export const HOSTAGES = ['zealot', 'minister', 'old-lady', 'teacher', 'banker', 'poodle', 'photographer', 'poker-player'];

/** Playable action cards in engine order (engine.ActionKind). */
export const ACTION_CARDS = ['Move', 'FloorChange', 'Shoot', 'Rob', 'Punch', 'Marshal'];

/** Loot token ranges (engine.LootID): purses 0–17, jewels 18–23, strongboxes 24–25. */
export const NUM_PURSES = 18;
export const NUM_JEWELS = 6;

/** ROUNDS is the number of rounds of a game (engine.Rounds). */
export const ROUNDS = 5;

/**
 * parseParams reads the join link: ?t=<table>&s=<seat>&k=<token>&lang=<code>&ws=<url>,
 * or a watching link without a seat: ?t=<table>&watch.
 * loc is window.location (or any {search, hostname, protocol}); config is
 * the optional /config.json ({ws, table, lang, spectator}); navLang is navigator.language;
 * langs are the languages of i18n.json (ui/i18n's list, the one list), English first.
 * It returns {table, seat, token, lang, ws, problems[], watch, login}: login
 * ({username, password, clientIdPrefix}) is how a watcher connects, from
 * config.spectator (no login on a café broker's guest listener); problem 'w'
 * says the table offers no watching (a café broker without guest_ws_url).
 */
export function parseParams(loc, config = {}, navLang = '', langs = ['en']) {
  const LANGS = langs.length ? langs : ['en'];
  const q = new URLSearchParams(loc.search || '');
  const problems = [];
  const table = (q.get('t') || config.table || '').trim();
  if (!table) problems.push('t');
  const watch = q.has('watch');
  const seatText = watch ? '' : (q.get('s') || '').trim();
  const seat = /^[0-5]$/.test(seatText) ? Number(seatText) : -1;
  if (seat < 0 && !watch) problems.push('s');
  const token = watch ? '' : (q.get('k') || '').trim();
  if (!token && !watch) problems.push('k');
  let lang = (q.get('lang') || '').trim().toLowerCase();
  if (!LANGS.includes(lang)) lang = String(config.lang || '').toLowerCase();
  if (!LANGS.includes(lang)) {
    const nav = String(navLang || '').slice(0, 2).toLowerCase();
    lang = LANGS.includes(nav) ? nav : LANGS[0];
  }
  let ws = (q.get('ws') || '').trim();
  let login = null;
  if (watch) {
    const spec = config.spectator && typeof config.spectator === 'object' ? config.spectator : null;
    if (!ws && spec) {
      ws = String(spec.ws || '').trim();
      if (!ws) problems.push('w');
    }
    login = spec
      ? { username: String(spec.username || ''), password: String(spec.password || ''), clientIdPrefix: String(spec.clientIdPrefix || 'colt-') }
      : { username: 'spectator', password: 'spectator', clientIdPrefix: 'colt-' };
  }
  ws = ws || String(config.ws || '').trim() || defaultWsUrl(loc);
  return { table, seat, token, lang, ws, problems, watch, login };
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
    kiosk: `${base}/kiosk`,
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
    const named = TURN_KINDS.find((x) => x.toLowerCase() === String(k).toLowerCase());
    return named || 'Normal';
  });
}

/** eventId turns a round event (a number or an id string) into its id; '' for none. */
export function eventId(ev) {
  if (typeof ev === 'number') return ROUND_EVENTS[ev] || '';
  if (typeof ev === 'string' && ev !== 'none') return ev;
  return '';
}

/** camel turns a data-file id ("angry-marshal") into a message key ("angryMarshal"). */
export function camel(id) {
  return String(id).split(/[-_\s]+/).filter(Boolean)
    .map((p, i) => (i === 0 ? p : p[0].toUpperCase() + p.slice(1))).join('');
}

function lowerFirst(s) {
  return s ? s[0].toLowerCase() + s.slice(1) : s;
}

/** lootKind says what a token is: purse, jewel, strongbox or whisky (a
 * flask: with Horses & Stagecoach the stagecoach's strongbox is 26 and
 * the flasks follow from 27; the base game's tokens stop at 25). */
export function lootKind(token) {
  if (token < NUM_PURSES) return 'purse';
  if (token < NUM_PURSES + NUM_JEWELS) return 'jewel';
  if (token > NUM_PURSES + NUM_JEWELS + 2) return 'whisky';
  return 'strongbox';
}

/** horsesKey finds a message in its own table or the expansion's
 * ("event.escape" → "event.horses.escape"), as ui/i18n's horsesID; '' if none. */
export function horsesKey(prefix, key, t) {
  if (t.has(prefix + key)) return prefix + key;
  if (t.has(prefix + 'horses.' + key)) return prefix + 'horses.' + key;
  return '';
}

/** hostageName names a hostage ("the Old Lady"); hostageHelp its drawback and ransom. */
export function hostageName(h, t) {
  const id = typeof h === 'number' ? HOSTAGES[h] : h;
  return t('hostage.' + camel(id || ''));
}

export function hostageHelp(h, t) {
  const id = typeof h === 'number' ? HOSTAGES[h] : h;
  return t('hostage.effect.' + camel(id || ''));
}

/** purseNumber is the number a purse is shown with, as on the kiosk: token + 1. */
export function purseNumber(token) {
  return token + 1;
}

/** bandit returns the BanditView of a seat, or undefined. */
export function bandit(view, seat) {
  return ((view && view.bandits) || []).find((b) => b.seat === seat);
}

/**
 * banditsOf returns the BanditViews of a player (seat): one, or two in the
 * 2-player game and the two-bandit variant (view.seats names them; in the
 * base game the player's bandit has the seat's number).
 */
export function banditsOf(view, seat) {
  const sv = ((view && view.seats) || []).find((s) => s.seat === seat);
  if (sv && Array.isArray(sv.bandits) && sv.bandits.length) {
    return sv.bandits.map((b) => bandit(view, b)).filter(Boolean);
  }
  const b = bandit(view, seat);
  return b ? [b] : [];
}

/** characterOf returns the character name of a player's (first) bandit ('' if unknown). */
export function characterOf(view, seat) {
  const bs = banditsOf(view, seat);
  return bs.length ? bs[0].character : '';
}

/** playerName names a player: its bandit, or both ("Tuco & Cheyenne"), as ui/i18n's PlayerName. */
export function playerName(view, seat, t) {
  const bs = banditsOf(view, seat);
  if (bs.length === 2) return t('seat.and', { A: characterName(bs[0].character, t), B: characterName(bs[1].character, t) });
  if (bs.length === 1) return characterName(bs[0].character, t);
  return seatName(view, seat, t);
}

/** mixedHand reports whether the viewer's hand mixes two bandits' cards (cards then carry their bandit). */
export function mixedHand(view) {
  return !!(view && Array.isArray(view.handCards) && view.handCards.length && banditsOf(view, view.seat).length > 1);
}

/** characterName names a character ("Ghost"). */
export function characterName(character, t) {
  return t('character.' + String(character).toLowerCase());
}

/** seatName names a bandit by its character, "Seat N" without one, "a bandit" for -1. */
export function seatName(view, seat, t) {
  if (seat == null || seat < 0) return t('seat.aBandit');
  const b = bandit(view, seat);
  return b ? characterName(b.character, t) : t('seat.n', { N: seat + 1 });
}

/** cardName names a card kind; "Hidden" is a face-down card. */
export function cardName(card, t) {
  if (card === 'Hidden') return t('card.hidden');
  return t(horsesKey('card.', lowerFirst(card), t) || 'card.' + lowerFirst(card));
}

/** turnName names a turn kind. */
export function turnName(kind, t) {
  return t(horsesKey('turn.', lowerFirst(kind), t) || 'turn.' + lowerFirst(kind));
}

/** phaseName names a phase. */
export function phaseName(phase, t) {
  return t('phase.' + lowerFirst(phase));
}

/** eventName names a round event (number or id); no event is "No event". */
export function eventName(ev, t) {
  const id = eventId(ev);
  if (!id) return t('event.none');
  const key = horsesKey('event.', camel(id), t);
  return key ? t(key) : id;
}

/** roundCardName names a round card by its id, as RoundCardName does. */
export function roundCardName(id, t) {
  const key = horsesKey('roundCard.', camel(id), t);
  if (key) return t(key);
  if (ROUND_EVENTS.includes(id) && id) return eventName(id, t);
  return String(id);
}

/** money formats dollars the way the language's rulebook does. */
export function money(v, t) {
  return t('money.amount', { Amount: v });
}

/** joinNames joins names: "Tuco", "Tuco and Belle", "Tuco, Belle and Doc". */
export function joinNames(names, t) {
  if (names.length === 0) return '';
  if (names.length === 1) return names[0];
  return t('list.pair', { A: names.slice(0, -1).join(t('list.sep')), B: names[names.length - 1] });
}

/** tokenText names a loot token in a sentence ("purse #5 ($300)", "a jewel"). */
export function tokenText(token, value, t) {
  const kind = lootKind(token);
  if (kind === 'whisky') return t('tok.horses.flask');
  if (kind !== 'purse') return t('tok.' + kind);
  if (value) return t('tok.purseValue', { N: purseNumber(token), Value: money(value, t) });
  return t('tok.purse', { N: purseNumber(token) });
}

function trainLen(view) {
  return view && view.train ? view.train.length : 0;
}

function wagonKey(w, len) {
  if (w === 0) return 'loco';
  if (len > 1 && w === len - 1) return 'caboose';
  return 'n';
}

/** wagonText names a wagon in a form: bare ("wagon 2"), from, to ("to the caboose"). */
export function wagonText(view, form, w, t) {
  return t(`wagon.${form}.${wagonKey(w, trainLen(view))}`, { N: w });
}

/** positionText names a position {wagon, floor} in a form: bare, from, to, at. */
export function positionText(view, form, pos, t) {
  if (!pos) return '';
  // places beside the train (§12): the Time-Travel Car, a bandit it hid
  if (pos.area === 'car' || pos.area === 'hidden') return t(`pos.${pos.area}.${form}`);
  // Horses & Stagecoach (§11): the stagecoach's two floors, escaped
  if (pos.area === 'stagecoach') return t(`pos.${pos.floor === 'roof' ? 'stageRoof' : 'stageIn'}.${form}`);
  if (pos.area === 'escaped') return t(`pos.escaped.${form}`);
  const k = { loco: 'Loco', caboose: 'Caboose', n: 'Wagon' }[wagonKey(pos.wagon, trainLen(view))];
  return t(`pos.${form}.${pos.floor === 'roof' ? 'roof' : 'in'}${k}`, { N: pos.wagon });
}

/** wagonLabel names a wagon of the train for the train list: Locomotive, Wagon n, Caboose. */
export function wagonLabel(view, w, t) {
  const k = wagonKey(w, trainLen(view));
  if (k === 'loco') return t('term.locomotive');
  if (k === 'caboose') return t('term.caboose');
  return `${t('term.wagon')} ${w}`;
}

/** knownValue returns the purse value the viewer knows, or 0. */
export function knownValue(view, token) {
  const k = ((view && view.knownPurses) || []).find((p) => p.token === token);
  return k ? k.value : 0;
}

/** isMyTurn reports whether the seat has something to do now. */
export function isMyTurn(view) {
  return !!view && view.phase !== 'GameOver' && Array.isArray(view.legal) && view.legal.length > 0;
}

/** sameStep reports whether the public view pub (when newer) still shows
 * the simultaneous step of the seat's view: same phase, stage, round, turn
 * and Horse Attack wagon. */
function sameStep(view, pub) {
  if (!pub || !(pub.version > view.version)) return true;
  return pub.phase === view.phase && pub.stage === view.stage && !!pub.round && !!view.round
    && pub.round.number === view.round.number && pub.turn === view.turn && pub.attackWagon === view.attackWagon;
}

/**
 * ownCommitment is what the seat's own view says it chose in the
 * simultaneous secret step now open (a fist, a Turmoil card, the card taken,
 * …: view.committed, the command it sent), or null — also once a newer
 * public view shows that step over. Only this seat's view carries it.
 */
export function ownCommitment(view, pub) {
  if (!view || !view.committed || isMyTurn(view) || !sameStep(view, pub)) return null;
  return view.committed;
}

/**
 * ownKept lists the cards the seat keeps for the next round once it is done
 * choosing them (Experts, Plan of Attack: view.kept), or null outside that
 * step or while it still chooses.
 */
export function ownKept(view, pub) {
  if (!view || view.phase !== 'Keeping' || isMyTurn(view) || !sameStep(view, pub)) return null;
  return Array.isArray(view.kept) ? view.kept : [];
}

/** currentTurnKind is the Schemin' turn under way, or '' outside Schemin'. */
export function currentTurnKind(view) {
  if (!view || view.phase !== 'Schemin') return '';
  return decodeTurns(view.round && view.round.turns)[view.turn] || '';
}

/**
 * handChoices groups the hand by card with the Schemin' plays of the legal
 * list: {cards: [{card, count, up, down}], draw}. up/down are the legal
 * face-up/face-down plays of that card (null if none: bullets, not your turn).
 */
export function handChoices(view) {
  const legal = (view && view.legal) || [];
  const mixed = mixedHand(view);
  // a hand that mixes two bandits' cards: one entry per card and bandit
  const hand = mixed ? view.handCards : ((view && view.hand) || []).map((card) => ({ card, bandit: -1 }));
  const counts = new Map();
  for (const c of hand) {
    const key = c.card + '/' + c.bandit;
    const e = counts.get(key) || { card: c.card, bandit: c.bandit, count: 0 };
    e.count++;
    counts.set(key, e);
  }
  const cards = [];
  const sameBandit = (c, b) => !mixed || c.bandit === b;
  for (const { card, bandit: b, count } of counts.values()) {
    const up = legal.find((c) => c.do === 'play' && c.card === card && !c.faceDown && sameBandit(c, b)) || null;
    const down = legal.find((c) => c.do === 'play' && c.card === card && c.faceDown && sameBandit(c, b)) || null;
    const entry = { card, count, up, down, key: mixed ? card + '/' + b : card };
    if (mixed) {
      entry.bandit = b;
      entry.character = (bandit(view, b) || {}).character || '';
    }
    cards.push(entry);
  }
  const order = (c) => (ACTION_CARDS.includes(c) ? ACTION_CARDS.indexOf(c) : 99);
  cards.sort((a, b) => order(a.card) - order(b.card) || (a.bandit ?? 0) - (b.bandit ?? 0));
  const draw = legal.find((c) => c.do === 'draw') || null;
  return { cards, draw };
}

/**
 * commandLabel words a legal command for a big button, as ui/i18n's
 * CommandLabel does: {main, sub, kind, character}. sub adds what the main
 * text leaves out (the caboose's number, where a target stands, a purse
 * value the viewer knows); kind is a CSS hint.
 */
export function commandLabel(view, cmd, t) {
  switch (cmd.do) {
    case 'play':
      return { main: t(cmd.faceDown ? 'cmd.playFaceDown' : 'cmd.play', { Card: cardName(cmd.card, t) }), sub: '', kind: 'play' };
    case 'draw':
      return { main: t('cmd.draw'), sub: '', kind: 'draw' };
    case 'move':
    case 'push':
    case 'marshal': {
      if (cmd.area === 'stagecoach' && cmd.do !== 'marshal') { // §11: onto the stagecoach's floor the bandit stands on
        const who = bandit(view, cmd.do === 'move' ? actingBandit(view) : view.target);
        const floor = who && who.position && who.position.floor === 'roof' ? 'Roof' : 'In';
        if (cmd.do === 'move') return { main: t('cmd.horses.moveCoach' + floor), sub: '', kind: 'wagon' };
        return { main: t('cmd.horses.pushCoach' + floor, { Name: seatName(view, view.target, t) }), sub: '', kind: 'wagon' };
      }
      const car = carLabel(view, cmd, t);
      if (car) return car;
      const to = wagonText(view, 'to', cmd.wagon, t);
      let main = t('cmd.marshal', { To: to });
      if (cmd.do === 'move') main = t('cmd.move', { To: to });
      if (cmd.do === 'push') main = t('cmd.push', { Name: seatName(view, view.target, t), To: to });
      const sub = wagonKey(cmd.wagon, trainLen(view)) === 'caboose' ? `${t('term.wagon')} ${cmd.wagon}` : '';
      return { main, sub, kind: 'wagon' };
    }
    case 'shoot':
    case 'punch': {
      const b = bandit(view, cmd.target);
      return {
        main: t(cmd.do === 'shoot' ? 'cmd.shoot' : 'cmd.punch', { Name: seatName(view, cmd.target, t) }),
        sub: b ? positionText(view, 'at', b.position, t) : '',
        kind: 'target',
        character: b ? b.character : '',
      };
    }
    case 'rob':
    case 'pickpocket':
    case 'punchLoot': {
      const kind = lootKind(cmd.token);
      if (kind === 'whisky') {
        if (cmd.do === 'punchLoot') return { main: t('cmd.horses.punchLootFlask', { Name: seatName(view, view.target, t) }), sub: '', kind: 'loot', loot: kind };
        return { main: t('cmd.horses.robFlask'), sub: '', kind: 'loot', loot: kind };
      }
      const cap = kind[0].toUpperCase() + kind.slice(1);
      let main;
      if (cmd.do === 'punchLoot') {
        main = t('cmd.punchLoot' + cap, { Name: seatName(view, view.target, t), N: purseNumber(cmd.token) });
      } else if (kind === 'purse') {
        main = t(cmd.do === 'pickpocket' ? 'cmd.pickpocket' : 'cmd.robPurse', { N: purseNumber(cmd.token) });
      } else {
        main = t('cmd.rob' + cap);
      }
      const v = kind === 'purse' ? knownValue(view, cmd.token) : 0;
      return { main, sub: v ? money(v, t) : '', kind: 'loot', loot: kind };
    }
    case 'keepPurse':
      return { main: t(cmd.keep ? 'cmd.keepPurse' : 'cmd.dropPurse'), sub: '', kind: cmd.keep ? 'yes' : 'no' };
    case 'decline':
      if (view && view.stage === 'Cover') return { main: t('cmd.noCover'), sub: '', kind: 'no' };
      if (view && view.stage === 'Bullets') return { main: t('cmd.keepBullets'), sub: '', kind: 'no' };
      return { main: t('cmd.decline'), sub: '', kind: 'no' };
    case 'hands': {
      const b = bandit(view, cmd.bandit);
      return { main: t('cmd.hands', { Name: seatName(view, cmd.bandit, t) }), sub: '', kind: 'target', character: b ? b.character : '' };
    }
    case 'takeCard':
    case 'keep': {
      const b = cmd.bandit != null && cmd.bandit >= 0 ? bandit(view, cmd.bandit) : null;
      return { main: t(cmd.do === 'keep' ? 'cmd.keep' : 'cmd.takeCard', { Card: cardName(cmd.card, t) }), sub: b ? characterName(b.character, t) : '', kind: 'play', character: mixedHand(view) && b ? b.character : '' };
    }
    case 'discardBullets':
      return { main: t('cmd.discardBullets'), sub: '', kind: 'yes' };
    case 'done':
      return { main: t('cmd.doneKeeping'), sub: '', kind: 'no' };
    case 'hide': // where the bandit hidden by the Time-Travel Car will appear (§12)
      if (cmd.area === 'stagecoach') return { main: t('cmd.horses.hideCoach'), sub: '', kind: 'wagon' };
      return { main: t('cmd.car.hide', { At: positionText(view, 'at', { wagon: cmd.wagon, floor: 'inside' }, t) }), sub: '', kind: 'wagon' };
    case 'board': case 'boardBoth': case 'gallop': case 'startWagon': case 'ride':
    case 'hostage': case 'flee': case 'punchShotgun': case 'drink':
      return horsesLabel(view, cmd, t);
    default:
      return { main: String(cmd.do), sub: '', kind: '' };
  }
}

// horsesLabel words the Horses & Stagecoach commands (§11), as ui/i18n's.
function horsesLabel(view, cmd, t) {
  switch (cmd.do) {
    case 'board': {
      const b = bandit(view, cmd.bandit);
      return { main: t('cmd.horses.board', { Name: seatName(view, cmd.bandit, t) }), sub: '', kind: 'target', character: b ? b.character : '' };
    }
    case 'boardBoth':
      return { main: t('cmd.horses.boardBoth'), sub: '', kind: 'yes' };
    case 'gallop':
      return { main: t('cmd.horses.gallop'), sub: '', kind: 'no' };
    case 'startWagon':
      return { main: t('cmd.horses.startWagon', { Wagon: wagonText(view, 'bare', cmd.wagon, t) }), sub: '', kind: 'wagon' };
    case 'ride': {
      if (cmd.area === 'stagecoach') return { main: t('cmd.horses.rideCoach'), sub: '', kind: 'wagon' };
      if (cmd.area === 'escaped') return { main: t('cmd.horses.rideEscape'), sub: '', kind: 'yes' };
      if (cmd.area === 'car') { // the Time-Travel Car (§12)
        const b = bandit(view, actingBandit(view));
        const here = !!(b && b.position && b.position.area === 'car');
        return { main: t(here ? 'cmd.horses.rideStay' : 'cmd.horses.rideCar'), sub: '', kind: 'wagon' };
      }
      if (horseWagon(view) === cmd.wagon) return { main: t('cmd.horses.rideStay'), sub: '', kind: 'wagon' };
      return { main: t('cmd.horses.ride', { To: wagonText(view, 'to', cmd.wagon, t) }), sub: '', kind: 'wagon' };
    }
    case 'hostage':
      return { main: t('cmd.horses.hostage', { Hostage: hostageName(cmd.hostage, t) }), sub: hostageHelp(cmd.hostage, t), kind: 'play' };
    case 'flee':
      return { main: t('cmd.horses.flee', { To: wagonText(view, 'to', cmd.wagon, t) }), sub: '', kind: 'wagon' };
    case 'punchShotgun':
      return { main: t('cmd.horses.punchShotgun'), sub: '', kind: 'target' };
    case 'drink': {
      const f = flaskOf(view, cmd.token);
      if (f && f.old != null) return { main: t(f.old ? 'cmd.horses.drinkOld' : 'cmd.horses.drinkClassic'), sub: '', kind: 'loot', loot: 'whisky' };
      return { main: t('cmd.horses.drink'), sub: '', kind: 'loot', loot: 'whisky' };
    }
    default:
      return { main: String(cmd.do), sub: '', kind: '' };
  }
}

// flaskOf finds a flask token among the bandits' flasks.
function flaskOf(view, token) {
  for (const b of (view && view.bandits) || []) {
    for (const f of b.flasks || []) if (f.token === token) return f;
  }
  return null;
}

// horseWagon is the wagon whose horse the acting bandit rides (the
// stagecoach: the wagon it faces), or -1.
function horseWagon(view) {
  const b = bandit(view, actingBandit(view));
  if (!b || !b.position) return -1;
  if (b.position.area === 'stagecoach' && view.stagecoach) return view.stagecoach.facing;
  if (!b.position.area) return b.position.wagon;
  return -1;
}

// actingBandit is the bandit the view's actor moves, as ui/i18n's.
function actingBandit(view) {
  if (view.actingBandit != null) return view.actingBandit;
  const sv = (view.seats || []).find((s) => s.seat === view.actor);
  return sv && sv.bandits && sv.bandits.length ? sv.bandits[0] : view.actor;
}

function inCar(view, seat) {
  const b = bandit(view, seat);
  return !!(b && b.position && b.position.area === 'car');
}

// carLabel words a Move or Push into the Time-Travel Car, or out of it
// onto the locomotive floor the command names, as ui/i18n's CommandLabel
// (null for any other command).
function carLabel(view, cmd, t) {
  const floor = cmd.floor === 'roof' ? 'Roof' : 'Inside';
  if (cmd.do === 'move') {
    if (cmd.area === 'car') return { main: t('cmd.car.move'), sub: '', kind: 'wagon' };
    if (inCar(view, actingBandit(view))) return { main: t('cmd.car.moveOut' + floor), sub: '', kind: 'wagon' };
  }
  if (cmd.do === 'push') {
    const Name = seatName(view, view.target, t);
    if (cmd.area === 'car') return { main: t('cmd.car.push', { Name }), sub: '', kind: 'wagon' };
    if (inCar(view, view.target)) return { main: t('cmd.car.pushOut' + floor, { Name }), sub: '', kind: 'wagon' };
  }
  return null;
}

/**
 * choices groups the viewer's legal commands into the buttons it can tell
 * apart, as ui/i18n's Choices does (the wording golden keeps them alike):
 * purses lie face down and look alike, so taking, pickpocketing or punching
 * out any one of several purses at one place (or in one bandit's hands) is
 * one choice, which sends the first such command of view.legal; a purse
 * whose value the viewer knows stays a choice of its own. Returns
 * [{index, cmd, count}] in view.legal's order (index: into view.legal).
 */
export function choices(view) {
  const out = [];
  const group = new Map();
  (view && view.legal ? view.legal : []).forEach((cmd, index) => {
    const lookalike = ['rob', 'pickpocket', 'punchLoot'].includes(cmd.do) && cmd.token != null && cmd.token >= 0
      && lootKind(cmd.token) === 'purse' && !((view.knownPurses || []).some((p) => p.token === cmd.token));
    if (!lookalike) {
      out.push({ index, cmd, count: 1 });
      return;
    }
    const key = JSON.stringify({ ...cmd, token: null });
    if (group.has(key)) {
      out[group.get(key)].count++;
      return;
    }
    group.set(key, out.length);
    out.push({ index, cmd, count: 1 });
  });
  return out;
}

/**
 * choiceLabel words a choice as ui/i18n's ChoiceLabel: commandLabel's, with
 * the number of purses when several lie at the place ("Take a purse (3 here)").
 */
export function choiceLabel(view, choice, t) {
  const l = commandLabel(view, choice.cmd, t);
  const { cmd, count } = choice;
  if (count > 1 && (cmd.do === 'rob' || cmd.do === 'pickpocket') && lootKind(cmd.token) === 'purse') {
    return { ...l, main: t(cmd.do === 'rob' ? 'cmd.robPurses' : 'cmd.pickpocketPurses', { Count: count }) };
  }
  return l;
}

const STAGE_PROMPTS = {
  Move: 'prompt.move', Shoot: 'prompt.shoot', Rob: 'prompt.rob', Punch: 'prompt.punch',
  PunchLoot: 'prompt.punchLoot', KeepPurse: 'prompt.keepPurse', Push: 'prompt.push',
  Marshal: 'prompt.marshal', Pickpocket: 'prompt.pickpocket',
};

// the variants' steps (§10), asked in any phase
const VARIANT_PROMPTS = { Hands: 'prompt.hands', TakeCard: 'prompt.takeCard', Bullets: 'prompt.bullets', Keep: 'prompt.keep', Cover: 'prompt.cover', Hide: 'prompt.car.hide',
  // Horses & Stagecoach (§11)
  HorseAttack: 'prompt.horses.attack', AttackAlone: 'prompt.horses.attackAlone', Ride: 'prompt.horses.ride', Hostage: 'prompt.horses.hostage',
  Flee: 'prompt.horses.flee', Turmoil: 'prompt.horses.turmoil', Plan: 'prompt.horses.plan' };

/** prompt is the question the actor answers now ("Whom does Django shoot?"), as ui/i18n's Prompt. */
export function prompt(view, t) {
  if (!view || view.phase === 'GameOver') return '';
  // in a secret step every expected seat answers: the viewer asks itself
  const asker = view.legal && view.legal.length && view.seat != null ? view.seat : view.actor;
  let name = playerName(view, asker, t);
  if (view.actingBandit != null) name = seatName(view, view.actingBandit, t);
  const data = { Name: name, Target: seatName(view, view.target, t) };
  if (view.stage === 'HorseAttack') {
    data.Wagon = view.attackWagon != null ? wagonText(view, 'bare', view.attackWagon, t) : '';
  }
  if (VARIANT_PROMPTS[view.stage]) return t(VARIANT_PROMPTS[view.stage], data);
  if (view.phase === 'Schemin') return t('prompt.scheme', data);
  return t(STAGE_PROMPTS[view.stage] || 'prompt.wait', data);
}

/** myLoot lists the viewer's loot: purses with the values it knows (0:
 * unknown), jewels, strongboxes and conductor ransoms (counts). */
export function myLoot(view, me = banditsOf(view, view && view.seat)[0]) {
  if (!me) return { purses: [], jewels: 0, strongboxes: 0, ransoms: 0 };
  const purses = (me.purses || []).map((token) => ({ token, value: knownValue(view, token) }));
  return { purses, jewels: me.jewels || 0, strongboxes: me.strongboxes || 0, ransoms: me.ransoms || 0 };
}

/** replyMessage turns a reply {id, ok, code, error, duplicate} into the text
 * to show, or '' when there is nothing to say. */
export function replyMessage(reply, t) {
  if (!reply || reply.ok || reply.duplicate) return '';
  const code = String(reply.code || '').toLowerCase().replace(/_/g, '-');
  const known = {
    stale: 'error.stale',
    illegal: 'error.illegal',
    'wrong-seat': 'error.notYourTurn',
    'not-your-turn': 'error.notYourTurn',
    'seat-mode': 'phone.lookAtKiosk',
    'game-over': 'error.gameOver',
    'no-game': 'phone.noGame',
    'bad-command': 'error.malformed',
    malformed: 'error.malformed',
    unauthorized: 'error.unauthorized',
    forbidden: 'error.unauthorized',
    'id-reused': 'error.idReused',
    'read-only': 'error.readOnly',
    // the table could not save the move (a full SD card): it was not played
    internal: 'error.cannotSave',
    'too-large': 'error.tooLarge',
    'setting-up': 'phone.pace.settingUp',
    'too-late': 'phone.pace.tooLate',
    'no-take-back': 'phone.pace.cannotTakeBack',
    'no-tip': 'phone.teach.noTip',
    'not-teaching': 'phone.teach.notTeaching',
  };
  if (known[code]) return t(known[code]);
  if (code.includes('stale')) return t('error.stale');
  if (code.includes('illegal')) return t('error.illegal');
  // never the table's internal detail (reply.detail / reply.error): only the code
  return t('error.generic', { Detail: code || '?' });
}

/** winnerText announces the winner or the shared victory, as ui/i18n's WinnerText. */
export function winnerText(view, t) {
  const r = view && view.result;
  if (!r || !r.winners || !r.winners.length) return '';
  const names = r.winners.map((s) => resultName(r, s, t));
  if (names.length === 1) {
    const p = ((r && r.players) || []).find((x) => x.seat === r.winners[0]);
    const two = p && Array.isArray(p.characters) && p.characters.length === 2 && t.has('score.winnerTwo');
    return t(two ? 'score.winnerTwo' : 'score.winner', { Name: names[0] });
  }
  // Teams: one team won (as ui/i18n's WinnerText)
  if (Array.isArray(r.teams) && r.teams.length && names.length === 2 && (!r.tieBreak || r.tieBreak === 'richest')) return t('score.teamWinner', { Names: joinNames(names, t) });
  return t('score.winners', { Names: joinNames(names, t) });
}

/** resultName names a player of a result: its bandit, or both for a player with two (as ui/i18n). */
export function resultName(r, seat, t) {
  const p = ((r && r.players) || []).find((x) => x.seat === seat);
  if (!p) return t('seat.n', { N: seat + 1 });
  if (Array.isArray(p.characters) && p.characters.length === 2) {
    return t('seat.and', { A: characterName(p.characters[0], t), B: characterName(p.characters[1], t) });
  }
  return characterName(p.character, t);
}

/** tieBreakText explains a tie-break ('' when the richest won alone). */
export function tieBreakText(view, t) {
  const r = view && view.result;
  if (!r || !r.winners || !r.winners.length) return '';
  const data = {
    Tied: joinNames((r.tied || []).map((s) => seatName(view, s, t)), t),
    Names: joinNames(r.winners.map((s) => seatName(view, s, t)), t),
  };
  if (r.tieBreak === 'fewest-bullets') return t('score.fewestBullets', data);
  if (r.tieBreak === 'shared') return t('score.shared', data);
  return '';
}

/** ranking lists the final scores in the engine's order (result.order, from
 * engine/express Result.Order: first place to last), each player marked
 * winner or not: the page orders no one itself. A result without an order
 * (stored before the engine published it) keeps the players as given, in
 * seat order; a player the order leaves out still gets a line, last. */
export function ranking(result) {
  if (!result || !Array.isArray(result.players)) return [];
  const winners = new Set(result.winners || []);
  const bySeat = new Map(result.players.map((p) => [p.seat, p]));
  const seats = (Array.isArray(result.order) ? result.order : []).filter((s) => bySeat.has(s));
  const listed = new Set(seats);
  for (const p of result.players) if (!listed.has(p.seat)) seats.push(p.seat);
  return [...new Set(seats)].map((s) => ({ ...bySeat.get(s), winner: winners.has(s) }));
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

/** commandMessage is the JSON sent on the seat's cmd topic: the view's
 * version, a unique id and the legal command exactly as the view gave it. */
export function commandMessage(view, cmd, id) {
  return JSON.stringify({ v: view.version, id, cmd });
}

/** takeBackMessage asks the table to take back the seat's own last move. */
export function takeBackMessage(view, id) {
  return JSON.stringify({ v: view.version, id, takeBack: true });
}

/** teachMessage is a teaching request (teaching mode, issue 24): 'got-it'
 * closes the seat's tip named concept; 'stop' stops teaching for the table. */
export function teachMessage(view, id, teach, concept) {
  return JSON.stringify(teach === 'got-it' ? { v: view.version, id, teach, concept } : { v: view.version, id, teach });
}

/** openTips are the seat's teaching tips still to show: those of its
 * message (its own, in the order taught) less the ones this page closed. */
export function openTips(seatMsg, closed) {
  const tips = (seatMsg && Array.isArray(seatMsg.tips)) ? seatMsg.tips : [];
  return tips.filter((x) => x && x.concept && x.titleId && x.textId && !(closed && closed.has(x.concept)));
}

const NO_EFFECT = {
  'no bullets left': 'why.noEffectBullets',
  'no bandit in the line of fire': 'why.noEffectTarget',
  'no loot here': 'why.noEffectLoot',
  'nobody else here': 'why.noEffectNobody',
  'no floor to change in the Time-Travel Car': 'why.car.noEffectFloor',
  'the Zealot forbids riding': 'why.horses.noEffectZealot',
  'no horse here': 'why.horses.noEffectHorse',
  'the Teacher forbids punching': 'why.horses.noEffectTeacher',
  'no wagon to move to from inside the stagecoach': 'why.horses.noEffectCoach',
  'the bandit escaped': 'why.horses.noEffectEscaped',
};

// actor names the bandit that acted for a cause (whose card it is, who
// punched or shot: in two bandits each, the card's own bandit, not the
// player's other one), as ui/i18n does; without one, the player.
function actor(view, c, t) {
  if (c.bandit != null && c.bandit >= 0 && (c.by === 'card' || c.by === 'punch' || c.by === 'django')) return seatName(view, c.bandit, t);
  return playerName(view, c.seat, t);
}

function because(view, e, subject, t) {
  const c = e.cause || {};
  switch (c.by) {
    case 'card':
      return t('why.byCard', { Name: actor(view, c, t), Card: cardName(c.card, t) });
    case 'marshal':
      if (e.kind === 'BanditMoved') return t('why.fled', { Name: seatName(view, subject, t) });
      return t('why.marshalBullet', { Target: seatName(view, subject, t) });
    case 'django':
      return t('why.djangoPush', { Shooter: actor(view, c, t), Name: seatName(view, subject, t) });
    case 'punch':
      return t('why.punchPush', { Puncher: actor(view, c, t), Name: seatName(view, subject, t) });
    case 'event':
      return eventWhy(c.event, t);
    case 'shotgun': // §11
      if (e.kind === 'BanditMoved') return t('why.horses.shotgunFlee', { Name: seatName(view, subject, t) });
      return t('why.horses.shotgunBullet', { Target: seatName(view, subject, t) });
    default:
      return t('why.byRule');
  }
}

function eventWhy(ev, t) {
  const id = eventId(ev);
  const key = id ? horsesKey('why.event.', camel(id), t) : '';
  return key ? t(key) : t('why.byRule');
}

// card events name the player (both bandits of a two-bandit player), as ui/i18n
const PLAYER_EVENTS = new Set(['RoundStarted', 'CardsDrawn', 'CardPlayed', 'Passed', 'RoundEnded', 'NoEffect', 'CardRevealed']);

/**
 * describe words one event (already filtered for this viewer) as ui/i18n's
 * Describe does: {instruction, why}. instruction says what moves on the
 * board ('' when nothing does); why gives the reason, and says when the
 * engine chose by itself (the only option).
 */
export function describe(view, e, t) {
  const d = describeEvent(view, e, t);
  if (e.auto && d.why) d.why = t('why.auto', { Why: d.why });
  return d;
}

/**
 * pairAware wraps t for a sentence whose subject (its Name, or Player) is
 * a player with two bandits: it words the message's "Two" form where the
 * catalogue has one, whose verb agrees with two names ("Belle et Cheyenne
 * jouent"), as ui/i18n's twoID.
 */
function pairAware(view, t) {
  const pairs = new Set();
  for (const s of (view && view.seats) || []) {
    if (s && Array.isArray(s.bandits) && s.bandits.length === 2) pairs.add(playerName(view, s.seat, t));
  }
  if (!pairs.size) return t;
  const pick = (id, data) => (data && (pairs.has(data.Name) || pairs.has(data.Player)) && t.has(id + 'Two') ? id + 'Two' : id);
  const tp = (id, data) => t(pick(id, data), data);
  tp.n = (id, count, data) => t.n(pick(id, data), count, data);
  tp.has = t.has;
  return tp;
}

function describeEvent(view, e, t0) {
  const t = pairAware(view, t0);
  let who = PLAYER_EVENTS.has(e.kind) ? playerName(view, e.seat, t) : seatName(view, e.seat, t);
  if ((e.kind === 'CardRevealed' || e.kind === 'NoEffect') && e.bandit != null && e.bandit >= 0) who = seatName(view, e.bandit, t);
  const card = cardName(e.card, t);
  const tok = () => (e.token === NUM_PURSES + NUM_JEWELS + 2 && horses(view) ? t('tok.horses.third')
    : tokenText(e.token, lootKind(e.token) === 'purse' ? e.value || 0 : 0, t));
  switch (e.kind) {
    case 'RoundStarted': {
      const instr = t('ev.roundStarted', { Name: who, Card: roundCardName(e.roundCard, t), Round: e.count, Total: ROUNDS });
      if (e.count === 1 && horses(view)) return { instruction: instr, why: t('why.horses.firstPlayer', { Name: who }) }; // the Horse Attack decided it
      const ev = eventId(e.roundEvent);
      if (ev) return { instruction: instr, why: t('why.roundStartedEvent', { Name: who, Event: eventName(ev, t) }) };
      return { instruction: instr, why: t('why.roundStarted', { Name: who }) };
    }
    case 'CardsDrawn': {
      const data = { Name: who };
      if (e.count > 3) {
        const mine = banditsOf(view, e.seat);
        const doc = mine.length ? mine.some((b) => b.character === 'Doc') : e.count === 7;
        return { instruction: t.n('ev.cardsDrawnRound', e.count, data), why: doc ? t('why.cardsDrawnDoc', data) : t('why.cardsDrawnRound') };
      }
      return { instruction: t.n('ev.cardsDrawn', e.count, data), why: t(e.count < 3 ? 'why.cardsDrawnShort' : 'why.cardsDrawn', data) };
    }
    case 'CardPlayed': {
      const data = { Name: who, Card: card };
      if (!e.faceDown) return { instruction: t('ev.cardPlayed', data), why: t('why.cardPlayed', data) };
      const instr = t(e.card === 'Hidden' ? 'ev.cardPlayedFaceDown' : 'ev.cardPlayedFaceDownKnown', data);
      return { instruction: instr, why: t('why.cardPlayedTunnel', data) };
    }
    case 'Passed':
      return { instruction: '', why: t('why.passed', { Name: who }) };
    case 'SchemingEnded':
      return { instruction: t('ev.schemingEnded'), why: t(e.count ? 'why.schemingEnded' : 'why.schemingEndedEmpty') };
    case 'CardRevealed':
      if (e.target != null && e.target >= 0) { // Teams: a partner's card
        const data = { N: e.count, Name: who, Card: card, Partner: seatName(view, e.target, t) };
        return { instruction: t('ev.cardRevealedPartner', data), why: t('why.cardRevealedPartner', data) };
      }
      return { instruction: t('ev.cardRevealed', { N: e.count, Name: who, Card: card }), why: t('why.cardRevealed') };
    case 'NoEffect':
      return { instruction: '', why: t(NO_EFFECT[e.reason] || 'why.noEffect', { Name: who, Card: card }) };
    case 'BanditMoved':
      return {
        instruction: t('ev.banditMoved', { Name: who, From: positionText(view, 'from', e.from, t), To: positionText(view, 'to', e.to, t) }),
        why: because(view, e, e.seat, t),
      };
    case 'MarshalMoved':
      return {
        instruction: t('ev.marshalMoved', { From: wagonText(view, 'from', e.from.wagon, t), To: wagonText(view, 'to', e.to.wagon, t) }),
        why: because(view, e, e.cause && e.cause.seat, t),
      };
    case 'BulletGiven': {
      const target = seatName(view, e.target, t);
      if (e.seat < 0) {
        const instr = t('ev.neutralBullet', { Target: target });
        if (e.cause && e.cause.by === 'marshal') return { instruction: instr, why: t('why.marshalBullet', { Target: target }) };
        if (e.cause && e.cause.by === 'shotgun') return { instruction: instr, why: t('why.horses.shotgunBullet', { Target: target }) };
        if (e.cause && e.cause.by === 'rule' && horses(view)) return { instruction: instr, why: t('why.horses.poodle', { Target: target }) };
        return { instruction: instr, why: because(view, e, e.target, t) };
      }
      const data = { Name: who, Target: target };
      const by = e.cause && e.cause.by;
      return { instruction: t('ev.bulletGiven', data), why: by === 'card' || by === 'rule' ? t('why.shot', data) : because(view, e, e.target, t) };
    }
    case 'NeutralStockGone':
      return { instruction: e.count ? t.n('ev.neutralGone', e.count) : '', why: t('why.neutralGone') };
    case 'LootTaken': {
      if (e.target >= 0) {
        const data = { Token: tok(), Target: seatName(view, e.target, t), Name: who };
        const by = e.cause && e.cause.by;
        return { instruction: t('ev.lootTakenFromBandit', data), why: by === 'punch' ? t('why.cheyenneKeeps', data) : because(view, e, e.seat, t) };
      }
      return { instruction: t('ev.lootTaken', { Token: tok(), From: positionText(view, 'from', e.from, t), Name: who }), why: because(view, e, e.seat, t) };
    }
    case 'LootDropped': {
      const instr = t('ev.lootDropped', { Token: tok(), Name: who, To: positionText(view, 'to', e.to, t) });
      if (e.cause && e.cause.by === 'punch') return { instruction: instr, why: t('why.punchDrop', { Puncher: actor(view, e.cause, t), Name: who }) };
      return { instruction: instr, why: because(view, e, e.seat, t) };
    }
    case 'LootLost':
      if (e.loot === 'whisky' && e.cause && e.cause.by === 'event') { // Whisky for the Marshal (§11)
        const flask = t(e.count === 2 ? 'tok.horses.old' : 'tok.horses.classic');
        return { instruction: t('ev.horses.marshalDrinks', { Flask: flask, At: positionText(view, 'at', e.from, t) }), why: because(view, e, e.seat, t) };
      }
      return { instruction: t('ev.lootLost', { Token: tok(), Name: who }), why: because(view, e, e.seat, t) };
    case 'LootPlaced': {
      const token = lootKind(e.token) === 'strongbox' ? t('tok.secondStrongbox') : tok();
      return { instruction: t('ev.lootPlaced', { Token: token, At: positionText(view, 'at', e.to, t) }), why: because(view, e, e.seat, t) };
    }
    case 'Ransom':
      if (e.value > 0) return { instruction: '', why: t('why.ransom', { Name: who, Value: money(e.value, t) }) };
      return { instruction: '', why: t('why.ransomHidden', { Name: who }) };
    case 'RoundEvent':
      return { instruction: '', why: eventWhy(e.roundEvent, t) };
    case 'RoundEnded':
      if (e.count >= ROUNDS) return { instruction: '', why: t('why.lastRoundEnded', { Round: e.count }) };
      return { instruction: t('ev.roundEnded', { Name: who }), why: t('why.roundEnded', { Round: e.count }) };
    case 'GameOver': {
      const r = view && view.result;
      const names = r ? r.players.filter((p) => p.gunslinger > 0).map((p) => characterName(p.character, t)) : [];
      return { instruction: names.length ? t('ev.gameOver', { Names: joinNames(names, t) }) : '', why: t('why.gameOver') };
    }
    // the variants' events (§10), worded as ui/i18n's Describe
    case 'PartnerCard': {
      const data = { Name: playerName(view, e.seat, t), Partner: playerName(view, e.target, t) };
      return { instruction: t(e.count ? 'ev.partnerCard' : 'ev.partnerCardNone', data), why: t('why.partnerCard') };
    }
    case 'Committed':
      return { instruction: t('ev.committed', { Name: playerName(view, e.seat, t) }), why: t('why.committed') };
    case 'BanditPlaced':
      if (horses(view)) return { instruction: t('ev.horses.attackPlaced', { Name: who, To: positionText(view, 'at', e.to, t) }), why: t('why.horses.attack') };
      return { instruction: t('ev.banditPlaced', { Name: who, To: positionText(view, 'at', e.to, t) }), why: t('why.banditPlaced') };
    case 'CardTaken': {
      const data = { Name: playerName(view, e.seat, t) };
      if (e.card && e.card !== 'Hidden') return { instruction: t('ev.cardTakenOwn', { ...data, Card: card }), why: t('why.cardTaken') };
      return { instruction: t('ev.cardTaken', data), why: t('why.cardTaken') };
    }
    case 'CardsDiscarded': {
      // the discard is public: name the cards (issue 22)
      const data = { Name: playerName(view, e.seat, t), Cards: t.n('count.cards', e.count) };
      if (Array.isArray(e.cards) && e.count > 0 && e.cards.length === e.count) {
        return { instruction: t('ev.cardsDiscardedNamed', { ...data, List: joinNames(e.cards.map((c) => cardName(c.card, t)), t) }), why: t('why.experts') };
      }
      return { instruction: t('ev.cardsDiscarded', data), why: t('why.experts') };
    }
    case 'CardsKept':
      if (horses(view) && !experts(view)) return { instruction: t('ev.cardsKept', { Name: playerName(view, e.seat, t), Cards: t.n('count.cards', e.count) }), why: t('why.horses.plan') };
      return { instruction: t('ev.cardsKept', { Name: playerName(view, e.seat, t), Cards: t.n('count.cards', e.count) }), why: t('why.experts') };
    // the Time-Travel Car (§12): where a hidden bandit will appear reaches
    // only its player (the event's "to" is {"area":"hidden"} for the others)
    case 'BanditHidden': {
      const data = { Name: who, Player: playerName(view, e.player, t) };
      if (e.to && !e.to.area) return { instruction: t('ev.car.hiddenOwn', { ...data, At: positionText(view, 'at', e.to, t) }), why: t('why.car.hidden') };
      return { instruction: t('ev.car.hidden', data), why: t('why.car.hidden') };
    }
    case 'BanditAppeared':
      return { instruction: t('ev.car.appeared', { Name: who, At: positionText(view, 'at', e.to, t) }), why: t('why.car.appeared') };
    case 'TimeTravel':
      return { instruction: t('ev.car.timeTravel', { Name: who, Value: money(e.value, t) }), why: t('why.car.timeTravel') };
    case 'HorseMoved': case 'StagecoachMoved': case 'ShotgunMoved': case 'HostageTaken': case 'WhiskyDrunk':
      return describeHorses(view, e, who, t);
    default:
      return { instruction: '', why: '' };
  }
}

/** logLine is the one line the phone lists for an event: what happened on
 * the board, else why; '' for the many card draws of a round start. */
export function logLine(view, e, t, w) {
  if (e.kind === 'CardsDrawn' && e.count > 3) return '';
  // the kiosk's words of the event when the message carries them (words.js)
  const d = w ? renderWords(w, t) : describe(view, e, t);
  return d.instruction || d.why;
}

/** horses reports whether the view is of a Horses & Stagecoach game (§11). */
export function horses(view) {
  return !!(view && view.stagecoach);
}

function experts(view) {
  return ((view && view.modules) || []).includes('experts') || (view && view.players === 2);
}

// describeHorses words the Horses & Stagecoach events (§11), as ui/i18n's.
function describeHorses(view, e, who, t) {
  // a horse may face the Time-Travel Car, one step beyond the locomotive (§12)
  const beside = (p) => (p.area === 'car' ? t('wagon.beside.car') : wagonText(view, 'beside', p.wagon, t));
  const offBoard = (p) => p.area === 'off-board' || p.wagon < 0 && !p.area;
  switch (e.kind) {
    case 'HorseMoved': {
      const data = { Name: who, From: beside(e.from), To: beside(e.to), Count: e.count };
      if (e.from.area === 'car' && e.to.area === 'off-board') return { instruction: t('ev.horses.horseGone', data), why: because(view, e, e.seat, t) };
      if (e.from.area === 'car' || e.to.area === 'car') {
        if (e.seat < 0) return { instruction: t('ev.horses.horsesMoved', data), why: because(view, e, e.seat, t) };
        if (e.from.area === e.to.area) return { instruction: t('ev.horses.horseStays', data), why: because(view, e, e.seat, t) };
        return { instruction: t('ev.horses.horseRide', data), why: because(view, e, e.seat, t) };
      }
      if (offBoard(e.from) || e.from.wagon < 0) return { instruction: t('ev.horses.horseBoard', data), why: t('why.horses.attack') };
      if (e.to.area === 'escaped') return { instruction: t('ev.horses.horseEscape', data), why: because(view, e, e.seat, t) };
      if (offBoard(e.to) || e.to.wagon < 0) return { instruction: t('ev.horses.horseGone', data), why: because(view, e, e.seat, t) };
      if (e.seat < 0) return { instruction: t('ev.horses.horsesMoved', data), why: because(view, e, e.seat, t) };
      if (e.from.wagon === e.to.wagon) return { instruction: t('ev.horses.horseStays', data), why: because(view, e, e.seat, t) };
      return { instruction: t('ev.horses.horseRide', data), why: because(view, e, e.seat, t) };
    }
    case 'StagecoachMoved': {
      const instruction = t('ev.horses.stagecoachMoved', { From: beside(e.from), To: beside(e.to) });
      if (e.cause && e.cause.by === 'rule') return { instruction, why: t('why.horses.coachRoundEnd') };
      return { instruction, why: because(view, e, e.seat, t) };
    }
    case 'ShotgunMoved': {
      const instruction = t('ev.horses.shotgunMoved', { From: positionText(view, 'from', e.from, t), To: positionText(view, 'to', e.to, t) });
      const by = e.cause && e.cause.by;
      if (by === 'punch') return { instruction, why: t('why.horses.punchShotgun', { Puncher: actor(view, e.cause, t) }) };
      if (by === 'rule') return { instruction, why: t('why.horses.coachRoundEnd') };
      return { instruction, why: because(view, e, e.seat, t) };
    }
    case 'HostageTaken': {
      const name = hostageName(e.count || 0, t);
      return {
        instruction: t('ev.horses.hostageTaken', { Name: who, Hostage: name }),
        why: t('why.horses.hostage', { Hostage: name[0].toUpperCase() + name.slice(1), Effect: hostageHelp(e.count || 0, t) }),
      };
    }
    case 'WhiskyDrunk': {
      const f = flaskOf(view, e.token);
      const data = { Name: playerName(view, e.seat, t), Flask: t(f && f.half ? 'ev.horses.flaskHalf' : 'ev.horses.flaskEmpty'), Cards: t.n('count.cards', e.value || 0) };
      if (e.count === 2) return { instruction: t('ev.horses.drankOld', data), why: t('why.horses.drinkOld') };
      return { instruction: t('ev.horses.drankClassic', data), why: t('why.horses.drinkClassic') };
    }
    default:
      return { instruction: '', why: '' };
  }
}
