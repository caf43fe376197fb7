/** What the menu needs to decide which entry is active. */
export interface PathItem {
  id: string;
  path: string;
}

/**
 * SPEC §2: the active menu item is the one with the longest matching path prefix. A prefix only
 * matches whole segments, so '/user' is active on '/user/42' but not on '/users'.
 */
export function findActiveItem<T extends PathItem>(pathname: string, items: readonly T[]): T | null {
  let best: T | null = null;
  for (const item of items) {
    const base = item.path.replace(/\/+$/, '');
    const matches = pathname === base || pathname.startsWith(`${base}/`);
    if (matches && base !== '' && (!best || base.length > best.path.replace(/\/+$/, '').length)) best = item;
  }
  return best;
}
