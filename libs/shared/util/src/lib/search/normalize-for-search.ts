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
      .replace(/ß/g, 'ss')
      // NFD splits "ü" into "u" + U+0308; removing the combining marks leaves the plain vowel.
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/([aou])e/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
