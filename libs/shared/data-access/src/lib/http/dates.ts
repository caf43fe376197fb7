import { ISO_DATE_TIME } from '@rescue-admin/api-contract';

/*
 * SPEC §3: every ISO date-time string in a response — with fractional seconds, a zone offset or
 * Z, at any depth — becomes a `Date`. Strings that are not full date-times with a zone (a
 * date-only "2024-01-01", a code like "FW-MS", a time without zone) stay strings: without a zone
 * the instant is ambiguous, and turning it into a local-time `Date` would silently shift it.
 * The contract's text fields refuse this shape, so only date fields should ever match.
 */

/** The `Date` an ISO date-time string denotes, or null when the string is not one. */
export function parseIsoDateTime(value: string): Date | null {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return null;
  const [, day, hours, minutes, seconds = '00', fraction = '', zone] = match;
  const year = Number(day.slice(0, 4));
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  if (year >= 100) {
    // From the numbers, as V8 reads the text (also "2026-02-31" rolls over the same way), but
    // several times faster than parsing text: a list of 100,000 hydrants has 200,000 dates.
    let time = Date.UTC(year, Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), Number(hours), Number(minutes), Number(seconds), millis);
    if (zone !== 'Z') {
      const sign = zone.startsWith('-') ? -1 : 1;
      time -= sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2))) * 60_000;
    }
    return new Date(time);
  }
  // Years 0–99, which Date.UTC would read as 1900–1999: engines agree only on the ECMAScript
  // format, exactly milliseconds and an offset with a colon.
  const offset = zone === 'Z' ? 'Z' : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  const date = new Date(`${day}T${hours}:${minutes}:${seconds}.${String(millis).padStart(3, '0')}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A cheap first look: the shortest ISO date-time („2026-01-01T00:00Z“) has 17 characters, a '-' at 4 and a 'T' at 10. */
function mayBeDateTime(value: string): boolean {
  return value.length >= 17 && value.charCodeAt(10) === 84 && value.charCodeAt(4) === 45;
}

/** A `JSON.parse` reviver; reviving happens bottom-up, so nested objects and arrays are covered. */
export function reviveIsoDates(_key: string, value: unknown): unknown {
  if (typeof value !== 'string' || !mayBeDateTime(value)) return value;
  return parseIsoDateTime(value) ?? value;
}

/**
 * Turns every ISO date-time string inside parsed JSON into a `Date`, in place, at any depth (a
 * string on its own is returned as its `Date`). Several times faster than a `JSON.parse` reviver,
 * which takes V8 off its fast path: a list of 100,000 hydrants is parsed and revived in a fraction
 * of the time.
 */
export function reviveDates(value: unknown): unknown {
  if (typeof value === 'string') return mayBeDateTime(value) ? (parseIsoDateTime(value) ?? value) : value;
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (typeof item === 'string') {
      if (mayBeDateTime(item)) record[key] = parseIsoDateTime(item) ?? item;
    } else if (typeof item === 'object' && item !== null) {
      reviveDates(item);
    }
  }
  return value;
}

/** ky's `parseJson`: JSON with ISO date-times revived into `Date`. */
export function parseJsonWithDates(text: string): unknown {
  return reviveDates(JSON.parse(text));
}
