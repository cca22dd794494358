// The words model on the phone: the kiosk's program sends, beside each
// message's events, their words as values (ui/i18n: a message id and its
// slots — a bandit, a place in one form, a card, a token…), and the phone
// only renders them in its language, so it words no event of its own and
// says what the kiosk says. A message without words (an older kiosk) falls
// back to describe() in model.js.

import { cardName, characterName, eventName, hostageHelp, hostageName, joinNames, money, positionText, roundCardName, wagonText } from './model.js';
import { superCardName, superCharacterName, superFacingText, superSpotText } from './super.js';

function capitalize(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

// a stand-in view that tells the place words the train's length
function trainView(n) {
  return { train: { length: n || 0 } };
}

function tokenWords(sl, t) {
  if (sl.loot === 'whisky') return t('tok.horses.flask');
  if (sl.loot !== 'purse') return t('tok.' + sl.loot);
  const n = sl.token + 1;
  if (sl.n) return t('tok.purseValue', { N: n, Value: money(sl.n, t) });
  return t('tok.purse', { N: n });
}

/** renderSlot words one slot of the words model in t's language. */
export function renderSlot(sl, t) {
  let s = '';
  switch (sl.kind) {
    case 'bandit':
      if (sl.chars && sl.chars.length) s = characterName(sl.chars[0], t);
      else s = sl.seat < 0 ? t('seat.aBandit') : t('seat.n', { N: sl.seat + 1 });
      break;
    case 'player':
      if (sl.chars && sl.chars.length === 2) s = t('seat.and', { A: characterName(sl.chars[0], t), B: characterName(sl.chars[1], t) });
      else if (sl.chars && sl.chars.length) s = characterName(sl.chars[0], t);
      else s = sl.seat < 0 ? t('seat.aBandit') : t('seat.n', { N: sl.seat + 1 });
      break;
    case 'card': s = cardName(sl.card, t); break;
    case 'place': s = positionText(trainView(sl.train), sl.form, sl.pos, t); break;
    case 'wagon':
      s = sl.car && sl.form === 'beside' ? t('wagon.beside.car') : wagonText(trainView(sl.train), sl.form, sl.wagon, t);
      break;
    case 'token': s = tokenWords(sl, t); break;
    case 'money': s = money(sl.n, t); break;
    case 'number': s = String(sl.n); break;
    case 'roundCard': s = roundCardName(sl.id, t); break;
    case 'event': s = eventName(sl.event, t); break;
    case 'hostage': s = hostageName(sl.n, t); break;
    case 'hostageHelp': s = hostageHelp(sl.n, t); break;
    case 'sentence': s = renderSentence(sl.sub, t); break;
    case 'list': s = joinNames((sl.list || []).map((x) => renderSlot(x, t)), t); break;
    case 'superBandit':
      s = sl.char ? superCharacterName(sl.char, t) : (sl.seat < 0 ? t('seat.aBandit') : t('seat.n', { N: sl.seat + 1 }));
      break;
    case 'superSpot': s = sl.spot ? superSpotText(sl.spot, !!sl.into, t) : ''; break;
    case 'superFacing': s = superFacingText(sl.facing, t); break;
    case 'superCard': s = superCardName(sl.card, t); break;
    default: s = '';
  }
  if (sl.capital) s = capitalize(s);
  return s + (sl.suffix || '');
}

/** renderSentence words one sentence ({} says nothing: ''). */
export function renderSentence(s, t) {
  if (!s || !s.id) return '';
  const data = {};
  for (const sl of s.slots || []) data[sl.key] = renderSlot(sl, t);
  return s.plural ? t.n(s.id, s.count, data) : t(s.id, data);
}

/** renderWords words an event's words: {instruction, why, physical}, as
 * ui/i18n's EventWords.Render (the engine's only choice said in why). */
export function renderWords(w, t) {
  const instruction = renderSentence(w.instruction, t);
  let why = renderSentence(w.why, t);
  if (w.auto && why) why = t('why.auto', { Why: why });
  return { instruction, why, physical: !!w.physical };
}

