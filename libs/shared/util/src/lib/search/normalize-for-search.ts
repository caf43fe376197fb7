import { asText } from '../text/as-text';

/**
 * Folds text into a comparison key for tolerant, German-aware searching. The result is only for
 * comparing (never display it); fold both the haystack and the query with it.
 *
 * - case is ignored;
 * - ß matches "ss" ("strasse" finds "Straße");
 * - an umlaut matches both its plain vowel and its two-letter spelling, so "muller", "mueller"
 *   and "müller" all find "Müller". Both spellings are folded to the plain vowel: ä/ae → a,
 *   ö/oe → o, ü/ue → u. Because haystack and query are folded the same way, a word that merely
 *   contains "ue" (e.g. "Feuer" → "feur") still finds itself and its prefixes;
 * - other accents are dropped ("Café" → "cafe");
 * - runs of whitespace count as one space, and leading/trailing whitespace is ignored;
 * - a value that is not text (a `Date` where a name was expected) is folded as `asText` shows it.
 *
 * Used by the ui-kit's DataTable and Dropdown; it is pure, so the server can reuse it.
 */
export function normalizeForSearch(text: string): string {
  // Typed as text, but data from outside may hold a Date or nothing where text belongs (see asText).
  return (
    asText(text)
      .toLowerCase()
      // Only characters beyond ASCII can be ß or carry an accent; each distinct one is folded once.
      .replace(NOT_ASCII, foldCharacter)
      .replace(/([aou])e/g, '$1')
      // A single space is left alone (no new text made for it); other whitespace and runs become one.
      .replace(/\s\s+|[^\S ]/g, ' ')
      .trim()
  );
}

/**
 * A list of 100,000 records folds 100,000 texts. A pass over the whole text for each of ß, NFD and
 * its marks would make three new texts per record, mostly for plain ASCII; so each character
 * beyond ASCII is folded by itself, which gives the same result in about half the time
 * (figures in docs/performance.md):
 * ß is "ss", NFD splits a character into its base and combining marks, and the marks are dropped —
 * also one that follows its base as a character of its own. (Only the order of two rare marks
 * outside U+0300–036F, which NFD would sort across characters, can differ; both sides of a search
 * are folded alike.)
 */
const NOT_ASCII = /[\u0080-\u{10ffff}]/gu;
/** Each distinct character's fold, made once; only so many are kept (the alphabets of real data are small). */
const folded = new Map<string, string>();
const FOLDED_KEPT = 4096;

function foldCharacter(character: string): string {
  let result = folded.get(character);
  if (result === undefined) {
    result = character === 'ß' ? 'ss' : character.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (folded.size < FOLDED_KEPT) folded.set(character, result);
  }
  return result;
}
