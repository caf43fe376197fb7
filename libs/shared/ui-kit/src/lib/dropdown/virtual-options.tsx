// Loads the long lists' VirtualOptionList (and with it @tanstack/react-virtual) on demand.
import { useEffect, useState } from 'react';
import { lazyModule } from '@rescue-admin/util';
import type { OptionListProps } from './option-list';

const virtualOptions = lazyModule(() => import('./virtual-option-list'));

/** Starts loading the virtualiser's chunk (a Dropdown with many options calls it when it mounts, long before it opens). */
export function preloadVirtualOptions(): void {
  virtualOptions.load().catch(() => undefined);
}

/** Whether VirtualOptionList's chunk is here (loading it when `wanted`): the caller renders the first options plainly until then. */
export function useVirtualOptionsReady(wanted: boolean): boolean {
  const [ready, setReady] = useState(() => virtualOptions.loaded() !== undefined);
  useEffect(() => {
    if (!wanted || ready) return undefined;
    let current = true;
    virtualOptions.load().then(
      () => {
        if (current) setReady(true);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, ready]);
  return ready;
}

/** VirtualOptionList from its chunk; nothing before the chunk is here (see useVirtualOptionsReady). */
export function VirtualOptions(props: OptionListProps) {
  const loaded = virtualOptions.loaded();
  return loaded ? <loaded.VirtualOptionList {...props} /> : null;
}
