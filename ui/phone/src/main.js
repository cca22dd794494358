// The phone page: joins one seat of one table over MQTT-over-WebSocket,
// renders the views the table publishes and sends the commands the player
// picks from view.legal. The kiosk stays the only authority: this page holds
// no game state of its own beyond the last views it was given.
import mqtt from 'mqtt';
import { translator } from './i18n.js';
import { commandMessage, isMyTurn, logLine, newMessageId, openTips, parseParams, replyMessage, takeBackMessage, teachMessage, topics } from './model.js';
import { renderApp } from './render.js';
import { isSuper, renderSuperApp, superLogLine, togglePick } from './super.js';

const NO_ANSWER_MS = 12000;

const s = {
  params: null,
  conn: 'connecting',
  seatMsg: null,
  pubMsg: null,
  selected: null,
  picks: [], // Colt Super Express: the cards tapped for the stack, top first
  maxCommandBytes: 4096, // config.json says the table's limit
  pending: null,
  notice: null,
  log: [],
  logVersion: -1,
  wasMyTurn: false,
  kioskOffline: false,
  // teaching mode (issue 24): the tips this page closed in this game, and
  // the teaching request on its way ({id, teach, concept})
  closedTips: new Set(),
  closedGame: '',
  teachPending: null,
};
let t = (id) => id;
let client = null;
let topic = null;
let pendingTimer = 0;
let teachTimer = 0;
const root = document.getElementById('app');

function draw() {
  // each game of the box has its renderer, chosen from the view's rules
  const v = (s.seatMsg && s.seatMsg.view) || (s.pubMsg && s.pubMsg.view);
  root.innerHTML = isSuper(v) ? renderSuperApp(s, t) : renderApp(s, t);
}

// loadJSON fetches a JSON object; {} when it is missing or broken.
async function loadJSON(url, cache) {
  try {
    const r = await fetch(url, { cache });
    if (!r.ok) return {};
    const c = await r.json();
    return c && typeof c === 'object' ? c : {};
  } catch (e) {
    return {};
  }
}

function notify() {
  try {
    if (navigator.vibrate) navigator.vibrate([180, 80, 180]);
  } catch (e) {
    // vibration is a bonus: some browsers refuse it without a tap first
  }
}

function onSeatView(msg) {
  const prev = s.seatMsg && s.seatMsg.view;
  const view = msg.view;
  s.seatMsg = msg;
  if (msg.game !== s.closedGame) {
    // a new game teaches again
    s.closedTips = new Set();
    s.closedGame = msg.game;
  }
  if (!prev || prev.version !== view.version || prev.rules !== view.rules) {
    if (s.selected && !(view.hand || []).includes(s.selected.split('/')[0])) s.selected = null;
    s.picks = [];
    if (s.pending && (view.version !== s.pending.v)) clearPending();
    if (s.notice && s.notice.kind === 'info') s.notice = null;
  }
  logEvents(msg);
  const mine = isMyTurn(view);
  if (mine && !s.wasMyTurn) {
    notify();
    window.scrollTo(0, 0);
  }
  if (!mine) s.selected = null;
  s.wasMyTurn = mine;
  document.title = (mine ? '▶ ' : '') + t('phone.title');
}

// logEvents adds the events of a view message (the seat's own, or the
// public one when watching) to the log, once per version.
function logEvents(msg) {
  const view = msg.view;
  if (!Array.isArray(msg.events) || view.version === s.logVersion) return;
  const words = Array.isArray(msg.words) && msg.words.length === msg.events.length ? msg.words : [];
  for (const [i, e] of msg.events.entries()) {
    const line = isSuper(view) ? superLogLine(view, e, t, words[i]) : logLine(view, e, t, words[i]);
    if (line) s.log.push(line);
  }
  if (s.log.length > 40) s.log.splice(0, s.log.length - 40);
  s.logVersion = view.version;
}

function onReply(reply) {
  if (s.teachPending && reply.id === s.teachPending.id) {
    onTeachReply(reply);
    return;
  }
  if (!s.pending || reply.id !== s.pending.id) return;
  if (reply.duplicate) {
    // applied before (a resent message): the view already shows it
    clearPending();
    return;
  }
  if (reply.ok) {
    // accepted: the new view follows; keep the buttons off until it does
    s.pending.acked = true;
    return;
  }
  clearPending();
  s.selected = null;
  s.notice = { kind: 'error', text: replyMessage(reply, t) };
}

// onTeachReply: a tip closed (or teaching stopped) stays closed; a refused
// request says why, in the page's words (the tip is closed on the table's
// side either way: no-tip, not-teaching).
function onTeachReply(reply) {
  const req = s.teachPending;
  clearTeachPending();
  if (reply.ok && req.teach === 'stop') {
    for (const x of openTips(s.seatMsg, null)) s.closedTips.add(x.concept);
    s.notice = { kind: 'info', text: t('phone.teach.stopped') };
  } else if (!reply.ok) {
    s.notice = { kind: 'error', text: replyMessage(reply, t) };
  }
}

function clearTeachPending() {
  s.teachPending = null;
  if (teachTimer) clearTimeout(teachTimer);
  teachTimer = 0;
}

// sendTeach sends a teaching request: 'got-it' for the tip concept (closed
// on this page at once), or 'stop'. Play is never blocked by it.
function sendTeach(teach, concept) {
  const view = s.seatMsg && s.seatMsg.view;
  if (!view || !client || s.teachPending || s.conn !== 'online') return;
  const id = newMessageId();
  s.teachPending = { id, teach, concept };
  if (teach === 'got-it') s.closedTips.add(concept);
  const fail = () => {
    if (!s.teachPending || s.teachPending.id !== id) return;
    clearTeachPending();
    if (teach === 'got-it') s.closedTips.delete(concept); // shown again, to close again
    s.notice = { kind: 'error', text: t('error.network') };
    draw();
  };
  client.publish(topic.cmd, teachMessage(view, id, teach, concept), { qos: 1 }, (err) => {
    if (err) fail();
  });
  teachTimer = setTimeout(fail, NO_ANSWER_MS);
}

function clearPending() {
  s.pending = null;
  if (pendingTimer) clearTimeout(pendingTimer);
  pendingTimer = 0;
}

function send(index, takeBack = false) {
  const view = s.seatMsg && s.seatMsg.view;
  if (!view || !client || s.pending || s.conn !== 'online') return;
  const cmd = view.legal && view.legal[index];
  if (!cmd && !takeBack) return;
  const id = newMessageId();
  const msg = takeBack ? takeBackMessage(view, id) : commandMessage(view, cmd, id);
  if (new TextEncoder().encode(msg).length > s.maxCommandBytes) {
    // over the table's limit: the broker might even drop the connection
    s.notice = { kind: 'error', text: t('error.tooLarge') };
    draw();
    return;
  }
  s.pending = { id, v: view.version, acked: false };
  s.notice = null;
  client.publish(topic.cmd, msg, { qos: 1 }, (err) => {
    if (err && s.pending && s.pending.id === id) {
      clearPending();
      s.notice = { kind: 'error', text: t('error.network') };
      draw();
    }
  });
  pendingTimer = setTimeout(() => {
    if (s.pending && s.pending.id === id) {
      const acked = s.pending.acked;
      clearPending();
      if (!acked) s.notice = { kind: 'error', text: t('error.network') };
      draw();
    }
  }, NO_ANSWER_MS);
}

root.addEventListener('click', (ev) => {
  const el = ev.target.closest('button');
  if (!el || el.disabled) return;
  if (el.dataset.dismiss) {
    s.notice = null;
  } else if (el.dataset.select !== undefined) {
    const c = el.dataset.select;
    s.selected = c && s.selected !== c ? c : null;
  } else if (el.dataset.cmd !== undefined) {
    send(Number(el.dataset.cmd));
  } else if (el.dataset.takeback !== undefined) {
    s.selected = null;
    send(-1, true);
  } else if (el.dataset.pick !== undefined) {
    s.picks = togglePick(s.picks, el.dataset.pick);
  } else if (el.dataset.stack !== undefined) {
    send(Number(el.dataset.stack)); // the one legal stack naming the cards picked
  } else if (el.dataset.clear !== undefined) {
    s.picks = [];
  } else if (el.dataset.tipok !== undefined) {
    sendTeach('got-it', el.dataset.tipok);
  } else if (el.dataset.tipstop !== undefined) {
    sendTeach('stop');
  } else {
    return;
  }
  draw();
});

function connect() {
  const p = s.params;
  topic = topics(p.table, p.seat);
  // a watcher logs in as config.json's spectator says (none on a café
  // broker's guest listener); its client id is random, so it can close no
  // one's connection and no one can close it
  const login = p.watch
    ? { username: p.login.username || undefined, password: p.login.password || undefined, clientId: p.login.clientIdPrefix + 'watch-' + newMessageId().slice(0, 16) }
    : { username: `${p.table}:${p.seat}`, password: p.token, clientId: 'colt-phone-' + newMessageId().slice(0, 16) };
  client = mqtt.connect(p.ws, {
    ...login,
    clean: true,
    keepalive: 10,
    reconnectPeriod: 2000,
    connectTimeout: 8000,
    resubscribe: true,
  });
  client.on('connect', () => {
    s.conn = 'online';
    client.subscribe(p.watch ? [topic.public, topic.kiosk] : [topic.public, topic.view, topic.reply, topic.kiosk], { qos: 1 });
    draw();
  });
  client.on('reconnect', () => {
    if (s.conn !== 'auth') s.conn = s.seatMsg ? 'reconnecting' : 'connecting';
    draw();
  });
  client.on('close', () => {
    if (s.conn === 'online') s.conn = 'reconnecting';
    if (s.pending) {
      // the broker closed the connection with a move in flight (e.g. a packet
      // over its size limit is dropped without a reply): say so; the page
      // reconnects by itself and the table's view shows whether it counted
      clearPending();
      s.notice = { kind: 'error', text: t('phone.droppedMove') };
      // and forget it: resent after the reconnection, a message the broker
      // refuses would drop the connection again and again (the player
      // chooses again from the view; the table drops a repeated id)
      for (const mid of Object.keys(client.outgoing || {})) client.removeOutgoingMessage(Number(mid));
    }
    draw();
  });
  client.on('offline', () => {
    if (s.conn === 'online') s.conn = 'reconnecting';
    draw();
  });
  client.on('error', (err) => {
    // CONNACK 4/5 (MQTT 3.1.1) or 134/135 (MQTT 5): bad token or not allowed
    const code = err && err.code;
    if (code === 4 || code === 5 || code === 134 || code === 135) {
      s.conn = 'auth';
      client.end(true);
      draw();
    }
  });
  client.on('message', (tp, payload) => {
    const text = new TextDecoder().decode(payload);
    if (tp === topic.kiosk) {
      s.kioskOffline = text.trim() === 'offline';
      draw();
      return;
    }
    if (tp === topic.view && text === '') {
      // an empty retained view: this seat is not played by phone now
      s.seatMsg = null;
      s.wasMyTurn = false;
      draw();
      return;
    }
    let msg;
    try {
      msg = JSON.parse(text);
    } catch (e) {
      return;
    }
    if (!msg || typeof msg !== 'object') return;
    if (tp === topic.view && msg.view) onSeatView(msg);
    else if (tp === topic.public) {
      s.pubMsg = msg.view ? msg : null;
      if (p.watch && msg.view) logEvents(msg);
    }
    else if (tp === topic.reply) onReply(msg);
    else return;
    draw();
  });
}

async function start() {
  const [config, dicts] = await Promise.all([loadJSON('/config.json', 'no-store'), loadJSON('i18n.json', 'no-cache')]);
  s.params = parseParams(window.location, config, navigator.language, Object.keys(dicts || {}));
  s.maxCommandBytes = (config && config.maxCommandBytes) || 4096;
  t = translator(s.params.lang, dicts);
  document.documentElement.lang = s.params.lang;
  document.title = t('phone.title');
  draw();
  if (s.params.problems.length) return;
  connect();
}

// Test hook: the browser test feeds fixture messages without a broker.
window.coltPhone = {
  state: s,
  show(seatMsg, pubMsg) {
    if (client) {
      client.end(true);
      client = null;
    }
    if (pubMsg) s.pubMsg = pubMsg;
    if (seatMsg) onSeatView(seatMsg);
    s.conn = 'online';
    draw();
  },
  reply(r) {
    onReply(r);
    draw();
  },
  redraw() {
    draw();
  },
};

start();
