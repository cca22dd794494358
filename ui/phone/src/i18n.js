// Translations: flat message id → text per language, with {name} parameters.
// The dictionaries are ui/phone/i18n/<lang>.json (see gen.go), bundled here
// so the page speaks its language from the first paint.
import en from '../i18n/en.json' with { type: 'json' };
import fr from '../i18n/fr.json' with { type: 'json' };
import nl from '../i18n/nl.json' with { type: 'json' };
import it from '../i18n/it.json' with { type: 'json' };

/** DICTS holds every language's messages. */
export const DICTS = { en, fr, nl, it };

/**
 * translator returns t(id, params) for lang: the message in lang, else in
 * English, else the id itself (so a missing message shows, never crashes).
 */
export function translator(lang, dicts = DICTS) {
  const main = dicts[lang] || {};
  const fallback = dicts.en || {};
  return function t(id, params) {
    let s = main[id];
    if (s == null) s = fallback[id];
    if (s == null) return id;
    if (params) {
      s = s.replace(/\{(\w+)\}/g, (m, k) => (params[k] == null ? m : String(params[k])));
    }
    return s;
  };
}
