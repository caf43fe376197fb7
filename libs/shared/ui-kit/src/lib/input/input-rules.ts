/**
 * Cuts the year of a date input's value ("yyyyyy-mm-dd") to four digits (SPEC §5). Browsers let
 * the year segment take up to six digits while typing; a fifth keystroke must not produce a date
 * in the year 20245.
 */
export function cutDateYear(value: string): string {
  const match = /^(\d{5,})(-.*)?$/.exec(value);
  return match ? match[1].slice(0, 4) + (match[2] ?? '') : value;
}

/** A date bound as the native input wants it (yyyy-mm-dd), from an ISO date, ISO date-time or Date. */
export function toDateInputValue(value: string | Date | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value;
}

/**
 * Whether a file matches an `accept` list (".png", "image/png", "image/*"), as the browser's
 * picker should — but a user can still pick "all files", so the component checks again.
 */
export function matchesAccept(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) => {
      if (entry.startsWith('.')) return name.endsWith(entry);
      if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
      return type === entry;
    });
}
