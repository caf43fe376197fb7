// Date rules for this lib's own tests: ISO date-times with a zone (Z or ±hh:mm) become instants.
import type { DateRules } from '../date-rules';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function timeOf(text: string): number {
  return ISO_DATE_TIME.test(text) ? Date.parse(text) : Number.NaN;
}

function revive(value: unknown): unknown {
  if (typeof value === 'string') {
    const time = timeOf(value);
    return Number.isNaN(time) ? value : new Date(time);
  }
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = revive(record[key]);
  return value;
}

export const TEST_DATE_RULES: DateRules = { revive, timeOf };

/** `JSON.parse` with these rules: what the engine's answer must equal. */
export function parseWithTestDates(text: string): unknown {
  return revive(JSON.parse(text));
}
