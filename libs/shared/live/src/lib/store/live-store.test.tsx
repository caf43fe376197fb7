import type { LiveChange, PresenceBeat } from '@rescue-admin/api-contract';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveStore, RECENTLY_CHANGED_MS, type LiveStore } from './live-store';
import { LiveStoreProvider } from './live-store-provider';
import { useChangedElsewhere } from './use-changed-elsewhere';
import { useEditors } from './use-editors';
import { useRecentlyChanged } from './use-recently-changed';

const ME = 'me';
const ANNA = { uid: 'anna', name: 'Anna Berg' };
const BEN = { uid: 'ben', name: 'Ben Kurz' };

let nextId = 1;
function change(uid: string, overrides: Partial<LiveChange> = {}): LiveChange {
  return {
    id: String(nextId++),
    list: 'hydrant.all',
    uid,
    kind: 'update',
    version: 2,
    actor: ANNA,
    record: { uid, name: `Hydrant ${uid}` },
    at: new Date('2026-11-27T06:00:00Z'),
    ...overrides,
  };
}

function setup() {
  const beats: PresenceBeat[] = [];
  const sendBeat = vi.fn(async (beat: PresenceBeat) => {
    beats.push(beat);
  });
  const store = createLiveStore({ sendBeat });
  const wrapper = ({ children }: { children: ReactNode }) => <LiveStoreProvider store={store}>{children}</LiveStoreProvider>;
  return { store, beats, sendBeat, wrapper };
}

describe('given a live store', () => {
  describe('useChangedElsewhere', () => {
    it('should show a change of the record by someone else that arrives after the hook mounted', () => {
      const { store, wrapper } = setup();
      const { result } = renderHook(() => useChangedElsewhere('hydrant.all', 'h1'), { wrapper });
      expect(result.current.change).toBeNull();

      const changed = change('h1');
      act(() => store.receive([changed], ME));

      expect(result.current.change).toEqual(changed);
    });

    it('should ignore the signed-in user’s own changes and changes of other records', () => {
      const { store, wrapper } = setup();
      const { result } = renderHook(() => useChangedElsewhere('hydrant.all', 'h1'), { wrapper });

      act(() => store.receive([change('h1', { actor: { uid: ME, name: 'Ich' } }), change('h2'), change('h1', { list: 'material.all' })], ME));

      expect(result.current.change).toBeNull();
    });

    it('should not show a change that arrived before the hook mounted', () => {
      const { store, wrapper } = setup();
      store.receive([change('h1')], ME);

      const { result } = renderHook(() => useChangedElsewhere('hydrant.all', 'h1'), { wrapper });

      expect(result.current.change).toBeNull();
    });

    it('should show the latest of several changes, and nothing after acknowledge until the next one', () => {
      const { store, wrapper } = setup();
      const { result } = renderHook(() => useChangedElsewhere('hydrant.all', 'h1'), { wrapper });
      const latest = change('h1', { version: 3, actor: BEN });

      act(() => store.receive([change('h1'), latest], ME));
      expect(result.current.change).toEqual(latest);

      act(() => result.current.acknowledge());
      expect(result.current.change).toBeNull();

      const deleted = change('h1', { kind: 'delete', version: null, record: null });
      act(() => store.receive([deleted], ME));
      expect(result.current.change).toEqual(deleted);
    });

    it('should start afresh when the hook shows another record', () => {
      const { store, wrapper } = setup();
      const { result, rerender } = renderHook(({ uid }) => useChangedElsewhere('hydrant.all', uid), { wrapper, initialProps: { uid: 'h1' } });
      act(() => store.receive([change('h2')], ME));

      rerender({ uid: 'h2' });
      expect(result.current.change).toBeNull();

      const later = change('h2', { version: 3 });
      act(() => store.receive([later], ME));
      expect(result.current.change).toEqual(later);
    });

    it('should start afresh with a new store (a new session)', () => {
      const stores = [createLiveStore({ sendBeat: async () => undefined }), createLiveStore({ sendBeat: async () => undefined })];
      function Probe() {
        const { change: changed } = useChangedElsewhere('hydrant.all', 'h1');
        return <p>{changed ? `geändert von ${changed.actor.name}` : 'unverändert'}</p>;
      }
      // The first session had seen several changes before the form opened.
      stores[0].receive([change('h2'), change('h3'), change('h1')], ME);
      const { rerender } = render(
        <LiveStoreProvider store={stores[0]}>
          <Probe />
        </LiveStoreProvider>,
      );
      expect(screen.getByText('unverändert')).toBeInTheDocument();

      rerender(
        <LiveStoreProvider store={stores[1]}>
          <Probe />
        </LiveStoreProvider>,
      );
      expect(screen.getByText('unverändert')).toBeInTheDocument();

      act(() => stores[1].receive([change('h1', { actor: BEN })], ME));
      expect(screen.getByText('geändert von Ben Kurz')).toBeInTheDocument();
    });

    it('should still show a change when the form stays open longer than the highlight lasts', () => {
      vi.useFakeTimers();
      const { store, wrapper } = setup();
      const { result } = renderHook(() => useChangedElsewhere('hydrant.all', 'h1'), { wrapper });
      const changed = change('h1');

      act(() => store.receive([changed], ME));
      act(() => vi.advanceTimersByTime(RECENTLY_CHANGED_MS * 10));

      expect(result.current.change).toEqual(changed);
    });

    it('should re-render only the component of the changed record', () => {
      const { store, wrapper } = setup();
      const renders = { h1: 0, h2: 0 };
      function Row({ uid }: { uid: 'h1' | 'h2' }) {
        renders[uid] += 1;
        const { change: changed } = useChangedElsewhere('hydrant.all', uid);
        return <p>{`${uid}: ${changed ? changed.actor.name : '–'}`}</p>;
      }
      render(
        <>
          <Row uid="h1" />
          <Row uid="h2" />
        </>,
        { wrapper },
      );
      const before = { ...renders };

      act(() => store.receive([change('h1')], ME));

      expect(screen.getByText('h1: Anna Berg')).toBeInTheDocument();
      expect(renders.h1).toBeGreaterThan(before.h1);
      expect(renders.h2).toBe(before.h2);
    });
  });

  describe('useRecentlyChanged', () => {
    beforeEach(() => vi.useFakeTimers());

    it('should hold the uids changed by others for 3 s', () => {
      const { store, wrapper } = setup();
      const { result } = renderHook(() => useRecentlyChanged('hydrant.all'), { wrapper });

      act(() => store.receive([change('h1'), change('h2', { actor: { uid: ME, name: 'Ich' } }), change('m1', { list: 'material.all' })], ME));
      expect([...result.current]).toEqual(['h1']);

      act(() => vi.advanceTimersByTime(2_000));
      act(() => store.receive([change('h3')], ME));
      expect([...result.current].sort()).toEqual(['h1', 'h3']);

      act(() => vi.advanceTimersByTime(1_000));
      expect([...result.current]).toEqual(['h3']);

      act(() => vi.advanceTimersByTime(2_000));
      expect(result.current.size).toBe(0);
    });

    it('should keep a row highlighted for 3 s after its latest change', () => {
      const { store, wrapper } = setup();
      const { result } = renderHook(() => useRecentlyChanged('hydrant.all'), { wrapper });

      act(() => store.receive([change('h1')], ME));
      act(() => vi.advanceTimersByTime(2_000));
      act(() => store.receive([change('h1')], ME));
      act(() => vi.advanceTimersByTime(2_000));
      expect(result.current.has('h1')).toBe(true);

      act(() => vi.advanceTimersByTime(1_000));
      expect(result.current.has('h1')).toBe(false);
    });

    it('should not re-render the list of another area', () => {
      const { store, wrapper } = setup();
      let renders = 0;
      const { result } = renderHook(
        () => {
          renders += 1;
          return useRecentlyChanged('material.all');
        },
        { wrapper },
      );
      const before = renders;

      act(() => store.receive([change('h1')], ME));

      expect(renders).toBe(before);
      expect(result.current.size).toBe(0);
    });
  });

  describe('useEditors', () => {
    beforeEach(() => vi.useFakeTimers());

    it('should show who else has the record open, until the stream says otherwise', () => {
      const { store, wrapper } = setup();
      const { result } = renderHook(() => useEditors('hydrant.all', 'h1'), { wrapper });
      expect(result.current).toEqual([]);

      act(() => store.presence({ list: 'hydrant.all', uid: 'h1', editors: [ANNA, BEN] }));
      expect(result.current).toEqual([ANNA, BEN]);

      act(() => store.presence({ list: 'hydrant.all', uid: 'h2', editors: [BEN] }));
      expect(result.current).toEqual([ANNA, BEN]);

      act(() => store.presence({ list: 'hydrant.all', uid: 'h1', editors: [] }));
      expect(result.current).toEqual([]);
    });

    it('should forget editors after PRESENCE_EXPIRES_MS without news, and keep renewed ones', () => {
      const { store, wrapper } = setup();
      const { result } = renderHook(() => [useEditors('hydrant.all', 'h1'), useEditors('hydrant.all', 'h2')], { wrapper });

      act(() => store.presence({ list: 'hydrant.all', uid: 'h1', editors: [ANNA] }));
      act(() => store.presence({ list: 'hydrant.all', uid: 'h2', editors: [BEN] }));
      act(() => vi.advanceTimersByTime(30_000));
      act(() => store.presence({ list: 'hydrant.all', uid: 'h1', editors: [ANNA] }));
      act(() => vi.advanceTimersByTime(15_000));

      expect(result.current).toEqual([[ANNA], []]);

      act(() => vi.advanceTimersByTime(30_000));
      expect(result.current).toEqual([[], []]);
    });

    it('should send a beat at once, every 20 s, and editing: false on unmount', () => {
      const { beats, wrapper } = setup();
      const { unmount } = renderHook(() => useEditors('hydrant.all', 'h1'), { wrapper });
      expect(beats).toEqual([{ list: 'hydrant.all', uid: 'h1', editing: true }]);

      act(() => vi.advanceTimersByTime(40_000));
      expect(beats).toHaveLength(3);
      expect(beats.every((beat) => beat.editing)).toBe(true);

      unmount();
      expect(beats.at(-1)).toEqual({ list: 'hydrant.all', uid: 'h1', editing: false });
      act(() => vi.advanceTimersByTime(60_000));
      expect(beats).toHaveLength(4);
    });

    it('should beat once per record while two components show it, and close when the last unmounts', () => {
      const { beats, wrapper } = setup();
      const first = renderHook(() => useEditors('hydrant.all', 'h1'), { wrapper });
      const second = renderHook(() => useEditors('hydrant.all', 'h1'), { wrapper });
      act(() => vi.advanceTimersByTime(20_000));
      expect(beats.filter((beat) => beat.editing)).toHaveLength(2);

      first.unmount();
      expect(beats.some((beat) => !beat.editing)).toBe(false);

      second.unmount();
      expect(beats.at(-1)).toEqual({ list: 'hydrant.all', uid: 'h1', editing: false });
    });

    it('should keep beating when a beat fails', async () => {
      const sendBeat = vi.fn(() => Promise.reject(new Error('offline')));
      const store = createLiveStore({ sendBeat });
      renderHook(() => useEditors('hydrant.all', 'h1'), {
        wrapper: ({ children }) => <LiveStoreProvider store={store}>{children}</LiveStoreProvider>,
      });

      await act(() => vi.advanceTimersByTimeAsync(20_000));

      expect(sendBeat).toHaveBeenCalledTimes(2);
    });
  });

  it('should forget changes, highlights and editors on clear', () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(
      () => ({
        changed: useChangedElsewhere('hydrant.all', 'h1'),
        recent: useRecentlyChanged('hydrant.all'),
        editors: useEditors('hydrant.all', 'h1'),
      }),
      { wrapper },
    );
    act(() => {
      store.receive([change('h1')], ME);
      store.presence({ list: 'hydrant.all', uid: 'h1', editors: [BEN] });
    });
    expect(result.current.changed.change).not.toBeNull();

    act(() => store.clear());

    expect(result.current.changed.change).toBeNull();
    expect(result.current.recent.size).toBe(0);
    expect(result.current.editors).toEqual([]);
  });
});

describe('given no live store', () => {
  afterEach(() => vi.useRealTimers());

  function useAllHooks() {
    return {
      changed: useChangedElsewhere('hydrant.all', 'h1'),
      recent: useRecentlyChanged('hydrant.all'),
      editors: useEditors('hydrant.all', 'h1'),
    };
  }

  it.each([
    ['without a provider', undefined],
    ['with a null store', ({ children }: { children: ReactNode }) => <LiveStoreProvider store={null}>{children}</LiveStoreProvider>],
  ])('should show no change, highlight or editor %s', (_, wrapper) => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(useAllHooks, { wrapper });
    act(() => vi.advanceTimersByTime(60_000));
    unmount();

    expect(result.current.changed.change).toBeNull();
    expect(result.current.recent.size).toBe(0);
    expect(result.current.editors).toEqual([]);
  });

  it('should stay inert with a store not made by createLiveStore', () => {
    const foreign: LiveStore = { receive: vi.fn(), presence: vi.fn(), clear: vi.fn() };
    const { result } = renderHook(useAllHooks, {
      wrapper: ({ children }) => <LiveStoreProvider store={foreign}>{children}</LiveStoreProvider>,
    });

    expect(result.current.changed.change).toBeNull();
    expect(result.current.editors).toEqual([]);
  });

  it('should send nothing for a form without a uid (a create form)', () => {
    const { sendBeat, wrapper } = setup();
    const { result } = renderHook(() => useEditors('hydrant.all', undefined), { wrapper });

    expect(result.current).toEqual([]);
    expect(sendBeat).not.toHaveBeenCalled();
  });
});

afterEach(() => vi.useRealTimers());
