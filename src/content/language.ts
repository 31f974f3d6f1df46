// site.yaml `language`: a BCP 47 tag whose language exists ("french" is well-formed BCP 47, but no language), with
// a did-you-mean from the languages' names ("french", "Deutsch", "español") when it is not one.
import { suggestKey } from './schema-keys.js';

/**
 * ISO 639-1 codes that Intl names (Node 20, full ICU), written out so that a site in one of them starts without
 * building an Intl formatter (the first loads ICU's locale data); test/language.test.ts compares the two.
 */
const TWO_LETTER = new Set(
  (
    'aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ' +
    'ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik ' +
    'in io is it iu iw ja ji jv jw ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg ' +
    'mh mi mk ml mn mo mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ' +
    'ru rw sa sc sd se sg sh si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ' +
    'ug uk ur uz ve vi vo wa wo xh yi yo za zh zu'
  ).split(' '),
);

export const TWO_LETTER_LANGUAGES: ReadonlySet<string> = TWO_LETTER;

export type LanguageCheck = { ok: true; tag: string } | { ok: false; message: string };

const EXAMPLES = 'write a BCP 47 tag such as fr, fr-CA, de or en-GB';

/** The tag in canonical form ("en-gb" → "en-GB") when it is one and names a language Intl knows. */
export function checkLanguage(input: string): LanguageCheck {
  let tag: string | undefined;
  try {
    tag = Intl.getCanonicalLocales(input.trim())[0];
  } catch {
    tag = undefined;
  }
  const primary = tag?.split('-')[0] ?? '';
  // Two letters: the list above; three (ISO 639-2/3, rarer): Intl's own names, only for such a site.
  const known =
    TWO_LETTER.has(primary) || (primary.length === 3 && languageName('en', primary) !== undefined);
  if (tag && known) return { ok: true, tag };
  const near = suggestLanguage(input);
  const what = tag ? `"${input}" is not a language Intl knows` : `"${input}" is not a BCP 47 language tag`;
  return {
    ok: false,
    message: near ? `${what}; did you mean "${near.code}" (${near.name})?` : `${what}; ${EXAMPLES}`,
  };
}

function languageName(locale: string, code: string): string | undefined {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(code);
  } catch {
    return undefined;
  }
}

/** The language whose code, English name or own name ("français") is nearest to what was written. */
function suggestLanguage(input: string): { code: string; name: string } | undefined {
  const byName = new Map<string, { code: string; name: string }>();
  for (const code of TWO_LETTER) {
    const english = languageName('en', code);
    if (!english) continue;
    const entry = { code, name: english };
    byName.set(code, entry);
    byName.set(english.toLowerCase(), entry);
    const own = languageName(code, code);
    if (own) byName.set(own.toLowerCase(), entry);
  }
  const written =
    input
      .trim()
      .toLowerCase()
      .split(/[-_\s]/)[0] ?? '';
  const near = suggestKey(written, [...byName.keys()]);
  return near === undefined ? undefined : byName.get(near);
}
