/** Widths at or below this many CSS pixels use the mobile layout (SPEC §9). */
export const MOBILE_BREAKPOINT = 768;

/** The media query that defines "mobile"; the same value is written out in the CSS modules. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT}px)`;
