/**
 * The ISO date-time strings the client turns into dates (SPEC §3: "any ISO date-time string in a
 * response … is converted into a date value"): a full date and time with fractional seconds
 * optional and a zone (Z or an offset). Zod-free, so the client's HTTP layer can share it.
 *
 * Text fields refuse strings of this shape (see `primitives.ts`): a customer named
 * „2026-01-01T00:00Z“ would reach every client as a date, not as a name.
 */
export const ISO_DATE_TIME =
  /^(\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d+))?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/;

/** true when the client would read this string as a date. */
export function looksLikeIsoDateTime(value: string): boolean {
  return ISO_DATE_TIME.test(value);
}
