import { z } from 'zod';

/** Longest text the API accepts in a short field (names, streets …). Longer input is a 400, not a 500. */
export const MAX_TEXT = 200;
/** Longest free text (descriptions, additional info). */
export const MAX_LONG_TEXT = 2000;

/** A record id: opaque, non-empty. */
export const Uid = z.string().trim().min(1).max(128);

/** Required short text: trimmed, at least one character. */
export const requiredText = () => z.string().trim().min(1).max(MAX_TEXT);
/** Optional short text: trimmed, may be empty. */
export const optionalText = (max = MAX_TEXT) => z.string().trim().max(max);

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
