/** The stream's name in the session's offers (data-access's capabilities): an extension of apps/api. */
export const LIVE_EVENTS = { name: 'live.events', extension: true } as const;
