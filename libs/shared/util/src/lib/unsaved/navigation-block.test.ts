import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockableHistory, blockNavigation, type NavigationTarget, type PendingNavigation } from './navigation-block';

/** react-router's memory history (as the app's router uses it: v5Compat) behind the blocking wrapper, with what its router would show. */
function aRouterAt(...entries: string[]) {
  const history = blockableHistory(createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true }));
  const shown: string[] = [];
  history.listen(({ location }) => shown.push(`${location.pathname}${location.search}`));
  /** The address in the history (what the browser's address bar would say). */
  const address = () => `${history.location.pathname}${history.location.search}`;
  return { history, shown, address };
}

const unregister: (() => void)[] = [];
/** Registers a check (by default: block every move) and records what it is handed. */
function aBlocker(check: (current: NavigationTarget, next: NavigationTarget) => boolean = () => true) {
  const handed: (PendingNavigation | null)[] = [];
  const seen: [string, string][] = [];
  unregister.push(
    blockNavigation(
      (current, next) => {
        seen.push([`${current.pathname}${current.search}`, `${next.pathname}${next.search}`]);
        return check(current, next);
      },
      (pending) => handed.push(pending),
    ),
  );
  return { handed, seen, pending: () => handed.at(-1) ?? null };
}

afterEach(() => {
  for (const end of unregister.splice(0)) end();
});

describe('blockableHistory', () => {
  it('given no check is registered should push, replace and go back as the history does', () => {
    const { history, shown, address } = aRouterAt('/hydrant');
    history.push('/hydrant/create');
    history.replace({ pathname: '/customer', search: '?q=wache' });
    history.go(-1);
    expect(shown).toEqual(['/hydrant/create', '/customer?q=wache', '/hydrant']);
    expect(address()).toBe('/hydrant');
  });

  it('given a check that blocks should hold a push until the user proceeds', () => {
    const { history, shown, address } = aRouterAt('/hydrant?form=new');
    const blocker = aBlocker();
    history.push({ pathname: '/customer', search: '?q=wache', hash: '' });
    expect(blocker.seen).toEqual([['/hydrant?form=new', '/customer?q=wache']]);
    expect(shown).toEqual([]);
    expect(address()).toBe('/hydrant?form=new');

    blocker.pending()?.proceed();
    expect(blocker.handed.at(-1)).toBeNull();
    expect(shown).toEqual(['/customer?q=wache']);
    expect(address()).toBe('/customer?q=wache');
  });

  it('given a held replace the user keeps the page for should never make it', () => {
    const { history, shown, address } = aRouterAt('/hydrant?form=new');
    const blocker = aBlocker();
    history.replace('/hydrant');
    blocker.pending()?.reset();
    expect(blocker.handed.at(-1)).toBeNull();
    expect(shown).toEqual([]);
    expect(address()).toBe('/hydrant?form=new');
  });

  it('given a string path should hand the check its pathname and query, the current pathname for a query alone', () => {
    const { history } = aRouterAt('/hydrant');
    const blocker = aBlocker(() => false);
    history.push('/customer/edit?uid=c-1#top');
    history.push('?form=new');
    expect(blocker.seen).toEqual([
      ['/hydrant', '/customer/edit?uid=c-1'],
      ['/customer/edit?uid=c-1', '/customer/edit?form=new'],
    ]);
  });

  it('given a back move that is blocked should undo it in the history, show nothing new, and make it again on proceed', async () => {
    const { history, shown, address } = aRouterAt('/hydrant', '/hydrant?form=new');
    const blocker = aBlocker();
    history.go(-1);
    expect(blocker.seen).toEqual([['/hydrant?form=new', '/hydrant']]);
    expect(address()).toBe('/hydrant?form=new');
    expect(shown).toEqual([]);

    blocker.pending()?.proceed();
    await vi.waitFor(() => expect(address()).toBe('/hydrant'));
    expect(shown).toEqual(['/hydrant']);
    // The move the user let through was not asked about again.
    expect(blocker.seen).toHaveLength(1);
  });

  it('given a blocked forward move the user drops should stay where it was, and ask again next time', () => {
    const { history, shown, address } = aRouterAt('/hydrant?form=new', '/customer');
    history.go(-1);
    const blocker = aBlocker();
    history.go(1);
    blocker.pending()?.reset();
    expect(address()).toBe('/hydrant?form=new');
    expect(shown).toEqual(['/hydrant?form=new']);

    history.go(1);
    expect(blocker.seen).toHaveLength(2);
  });

  it('given two checks should hold the move for the first that blocks it only', () => {
    const { history } = aRouterAt('/hydrant?form=new');
    const passes = aBlocker(() => false);
    const blocks = aBlocker();
    history.push('/customer');
    expect(passes.handed).toEqual([]);
    expect(blocks.handed).toHaveLength(1);
  });

  it('given the check was unregistered should no longer hold anything', () => {
    const { history, shown } = aRouterAt('/hydrant?form=new');
    aBlocker();
    for (const end of unregister.splice(0)) end();
    history.push('/customer');
    expect(shown).toEqual(['/customer']);
  });
});
