import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * What a feature library hands the shell. The shell imports this small object eagerly (to build
 * the menu) and calls `load` only when the route is visited, so no feature's screens are in the
 * shell's start (how the screens are split into chunks is the app build's choice).
 */
export interface FeatureDescriptor<Area extends string = string> {
  /** Stable id, e.g. 'hydrants'. Also the menu item id. */
  id: string;
  /**
   * The access policy's area the feature's screens belong to (api-contract's `PolicyArea`, e.g.
   * 'hydrants'): the shell lists the feature only for roles that may read it, shows the
   * no-permission screen at its routes otherwise, and its screens show only the actions the role
   * may take. Without one the feature is shown to everyone (an area the policy does not know yet).
   */
  area?: Area;
  /** Base route, e.g. '/hydrant'. The feature's own routes live below it. */
  path: string;
  /** The feature's i18n namespace; `menu.title` and `page.title` are looked up there. */
  namespace: string;
  /**
   * The feature's name when its namespace file could not be loaded (English, like the spec's
   * other fallbacks, e.g. 'Hydrants'), so the menu and the dashboard never show an empty title.
   * @default the feature's `id`
   */
  fallbackName?: string;
  /**
   * Menu entry: the group it is listed in (the shell titles it `shell:menu.groups.<group>`), the
   * icon component (decorative; the title is the accessible name) and its place in the group.
   */
  menu: { group: string; icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' | 'false' }>; order: number };
  /**
   * The kinds of record the area holds, by the names the rest of the app uses for them (the
   * dashboard's latest changes: 'hydrant', 'beacon' …). The shell finds the area of a record
   * by its kind here, never by a table of its own.
   */
  recordKinds: readonly string[];
  /**
   * The address that opens one of the area's records in its form — for the dashboard's links, a
   * search, a bookmark or a shared link; the form finds the record by its uid there. `kind` is one
   * of `recordKinds` (for an area with several, e.g. beacons and gateways).
   * @default kind: the first of `recordKinds`
   */
  recordUrl: (uid: string, kind?: string) => string;
  /** Loads the feature's routes: a component that renders `<Routes>` relative to `path`. */
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The route loader: starts the data request of the screen at `pathname` (below `path`) while the
   * shell loads the chunk, instead of after it (a small `import('./lib/api')` and a `prefetchQuery`).
   * Failures are the screen's to show: the loader only warms the cache.
   */
  loader?: (queryClient: QueryClient, pathname: string) => Promise<unknown>;
}
