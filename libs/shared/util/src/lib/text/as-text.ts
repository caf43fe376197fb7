/**
 * The text to show for a value that should be text.
 *
 * Why: the HTTP layer turns every ISO date-time string of an answer into a `Date` (SPEC §3),
 * whatever field it is in. Old data may hold a name such as „2026-01-01T00:00Z“ — the API refuses
 * such text today, but what is stored stays — and it then arrives as a `Date` where a string is
 * expected. React cannot render a `Date`, and string methods (search, sort, `localeCompare`) throw
 * on it. Everything that shows, searches or sorts a text field passes it through here: a `Date`
 * becomes its ISO text again, so the record is shown as it is stored and can be corrected.
 *
 * - string → itself;
 * - `Date` → its ISO text (`toISOString()`, UTC); an invalid date → '';
 * - number, bigint, boolean → `String(value)`;
 * - null, undefined and anything else (objects, functions) → ''.
 */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return '';
}
