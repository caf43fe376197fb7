import { ISO_DATE_TIME } from './iso-date-time';

/*
 * How the client reads the wire's dates (SPEC §3): every ISO date-time string in a response — with fractional seconds, a zone offset or
 * Z, at any depth — becomes a `Date`. Strings that are not full date-times with a zone (a
 * date-only "2024-01-01", a code like "FW-MS", a time without zone) stay strings: without a zone
 * the instant is ambiguous, and turning it into a local-time `Date` would silently shift it.
 * The contract's text fields refuse this shape, so only date fields should ever match.
 */

/** The two decimal digits at `at`, or -1. */
function twoDigits(value: string, at: number): number {
  const tens = value.charCodeAt(at) - 48;
  const ones = value.charCodeAt(at + 1) - 48;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : -1;
}

/**
 * The instant of the form every server writes („2026-03-14T09:30:00.123Z“, `toISOString()`),
 * read from its characters, or NaN for any other string. The same result as the regular
 * expression below for the strings it takes, without running it: a list of 100,000 hydrants
 * carries 200,000 dates.
 */
function canonicalUtcTime(value: string): number {
  if (value.length !== 24 || value.charCodeAt(23) !== 90 /* Z */) return Number.NaN;
  // '-' at 4 and 7, 'T' at 10, ':' at 13 and 16, '.' at 19.
  if (value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45 || value.charCodeAt(10) !== 84) return Number.NaN;
  if (value.charCodeAt(13) !== 58 || value.charCodeAt(16) !== 58 || value.charCodeAt(19) !== 46) return Number.NaN;
  const century = twoDigits(value, 0);
  const year = century * 100 + twoDigits(value, 2);
  const month = twoDigits(value, 5);
  const day = twoDigits(value, 8);
  const hours = twoDigits(value, 11);
  const minutes = twoDigits(value, 14);
  const seconds = twoDigits(value, 17);
  const centis = twoDigits(value, 20);
  const millis = value.charCodeAt(22) - 48;
  // Years below 100 (Date.UTC would read them as 1900–1999) and out-of-range parts take the long way.
  if (century < 1 || year < 100 || month < 1 || month > 12 || day < 1 || day > 31) return Number.NaN;
  if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59 || seconds < 0 || seconds > 59) return Number.NaN;
  if (centis < 0 || millis < 0 || millis > 9) return Number.NaN;
  return Date.UTC(year, month - 1, day, hours, minutes, seconds, centis * 10 + millis);
}

/** The `Date` an ISO date-time string denotes, or null when the string is not one. */
export function parseIsoDateTime(value: string): Date | null {
  const canonical = canonicalUtcTime(value);
  if (!Number.isNaN(canonical)) return new Date(canonical);
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return null;
  const [, day, hours, minutes, seconds = '00', fraction = '', zone] = match;
  const year = Number(day.slice(0, 4));
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  if (year >= 100) {
    // From the numbers, as V8 reads the text (also "2026-02-31" rolls over the same way), without
    // making the engine parse text once more.
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

/**
 * The instant (ms since 1970) an ISO date-time string denotes, or NaN when it is not one: what
 * `parseIsoDateTime(value)?.getTime()` gives, without making a `Date` for the usual form (the
 * JSON worker hands dates over as numbers).
 */
export function timeOfIsoDateTime(value: string): number {
  if (!mayBeDateTime(value)) return Number.NaN;
  const canonical = canonicalUtcTime(value);
  return Number.isNaN(canonical) ? (parseIsoDateTime(value)?.getTime() ?? Number.NaN) : canonical;
}

/** A cheap first look: the shortest ISO date-time („2026-01-01T00:00Z“) has 17 characters, a '-' at 4 and a 'T' at 10. */
function mayBeDateTime(value: string): boolean {
  return value.length >= 17 && value.charCodeAt(10) === 84 && value.charCodeAt(4) === 45;
}

/**
 * Turns every ISO date-time string inside parsed JSON into a `Date`, in place, at any depth (a
 * string on its own is returned as its `Date`). A walk after `JSON.parse` rather than a reviver,
 * which takes V8 off its fast path.
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

/** JSON text as the client reads it: parsed, ISO date-times revived into `Date`. */
export function parseJsonWithDates(text: string): unknown {
  return reviveDates(JSON.parse(text));
}

/** The two rules above as one object, for a JSON reader that revives dates (json-stream's `DateRules`). */
export const DATE_REVIVAL = { revive: reviveDates, timeOf: timeOfIsoDateTime } as const;
