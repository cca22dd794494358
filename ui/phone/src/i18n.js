// Translations. assets/i18n.json is generated from colt/ui/i18n (go
// generate ./ui/phone) and served beside the page: {"en": {id: text},
// "fr": …}. Texts use the Go template placeholders of ui/i18n, {{.Name}};
// a plural message has "id" (other form) and "id|one" (one form).


function fill(s, params) {
  if (!params) return s;
  return s.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (m, k) => (params[k] == null ? '' : String(params[k])));
}

/**
 * translator returns t(id, params) for lang from dicts (the contents of
 * i18n.json): the message in lang, else in English, else ⟦id⟧ (a gap shows
 * on screen and in tests, never crashes).
 * t.n(id, count, params) picks the plural form and passes Count; t.has(id)
 * says whether the message exists.
 */
export function translator(lang, dicts) {
  dicts = dicts || {};
  const main = dicts[lang] || {};
  const fallback = dicts.en || {};
  const raw = (id) => (main[id] != null ? main[id] : fallback[id]);
  let rules = null;
  try {
    rules = new Intl.PluralRules(lang);
  } catch (e) {
    rules = null;
  }
  function t(id, params) {
    const s = raw(id);
    // as ui/i18n: no full stop after a name ending in its own "!" or "?" ("Take It All!.")
    return s == null ? `⟦${id}⟧` : fill(s, params).replace(/!\./g, '!').replace(/\?\./g, '?');
  }
  t.n = (id, count, params) => {
    const one = rules ? rules.select(count) === 'one' : count === 1;
    const p = { Count: count, ...params };
    if (one && raw(id + '|one') != null) return t(id + '|one', p);
    return t(id, p);
  };
  t.has = (id) => raw(id) != null;
  t.lang = lang;
  return t;
}
