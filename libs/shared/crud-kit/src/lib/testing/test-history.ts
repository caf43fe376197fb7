import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { blockableHistory } from '@rescue-admin/util';

/** The memory history a test router navigates with; `location` is where the app is, `push` and `go(-1)` move it. */
export type TestHistory = ReturnType<typeof createMemoryHistory>;

/**
 * A memory history at `url` (after `earlier` entries, to go back to), blockable as the shell's
 * browser history is, so the unsaved-changes guard holds navigations in tests too. Render it with
 * react-router's `unstable_HistoryRouter`.
 */
export function createTestHistory(url: string, ...earlier: string[]): TestHistory {
  return blockableHistory(createMemoryHistory({ initialEntries: [...earlier, url], initialIndex: earlier.length, v5Compat: true }));
}
