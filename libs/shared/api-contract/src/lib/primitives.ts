import { z } from 'zod';
import { looksLikeIsoDateTime } from './iso-date-time';

/** Longest text the API accepts in a short field (names, streets …). Longer input is a 400, not a 500. */
export const MAX_TEXT = 200;
/** Longest free text (descriptions, additional info). */
export const MAX_LONG_TEXT = 2000;

/** A record id: opaque, non-empty. */
export const Uid = z.string().trim().min(1).max(128);

/**
 * Control characters (NUL, escape, …) have no place in a name or an address; PostgreSQL refuses
 * NUL outright. Tab, line feed and carriage return are allowed in free text only.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/;

/** The custom issue messages text fields raise; `toFieldErrors` passes them on as field error codes. */
export const TEXT_ISSUES = { controlCharacters: 'invalid_characters', dateLike: 'date_like' } as const;

/** The rules every text field shares, after trimming: no control characters, nothing the client would read as a date. */
const textRules = (schema: z.ZodString, { multiline }: { multiline: boolean }) =>
  schema
    .refine((value) => !CONTROL_CHARACTERS.test(value) && (multiline || !LINE_BREAKS_AND_TABS.test(value)), {
      message: TEXT_ISSUES.controlCharacters,
    })
    .refine((value) => !looksLikeIsoDateTime(value), { message: TEXT_ISSUES.dateLike });

/*
 * A text field's schema is built once and shared by every field that uses it (zod schemas are
 * immutable): each is six chained schemas, and one per field would be about a third of the zod
 * objects the contract builds at every signed-in start, all of them evaluated before the first
 * screen (figures in docs/performance.md).
 */
const REQUIRED_TEXT = textRules(z.string().trim().min(1).max(MAX_TEXT), { multiline: false });
const optionalTexts = new Map<number, z.ZodString>();

/** Required short text: trimmed, at least one character, one line. */
export const requiredText = () => REQUIRED_TEXT;
/** Optional text: trimmed, may be empty; long free text (`max` > MAX_TEXT) may span several lines. */
export const optionalText = (max = MAX_TEXT) => {
  let schema = optionalTexts.get(max);
  if (!schema) optionalTexts.set(max, (schema = textRules(z.string().trim().max(max), { multiline: max > MAX_TEXT })));
  return schema;
};

/**
 * A date value. Responses carry ISO date-time strings; the client revives them into `Date`
 * (SPEC §3), so schemas accept both and always yield a `Date`.
 */
export const DateValue = z.union([z.date(), z.iso.datetime({ offset: true })]).pipe(z.coerce.date());

/** Latitude in degrees (-90..90). */
export const Latitude = z.number().min(-90).max(90);
/** Longitude in degrees (-180..180). */
export const Longitude = z.number().min(-180).max(180);

/** A whole number ≥ 0 (amounts, seats, userAmount, ranges). */
export const NonNegativeInt = z.number().int().min(0).max(1_000_000);
