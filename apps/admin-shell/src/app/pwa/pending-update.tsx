import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { lazyModule } from '@rescue-admin/util';
import { serviceWorkerUpdate, type UpdateStore } from './update-store';
import type { UpdateNoticeProps } from './update-notice';

/** The notice and its dialog load only once a new version waits: no start pays for them. */
const noticeModule = lazyModule(() => import('./update-notice'));

/**
 * Where the „Neue Version verfügbar“ notice appears, on every page (signed in or not): nothing
 * until the service worker offers an update.
 */
export function PendingUpdate({ updates = serviceWorkerUpdate }: { updates?: UpdateStore }) {
  const apply = useSyncExternalStore(updates.subscribe, updates.current, () => null);
  const [Notice, setNotice] = useState<ComponentType<UpdateNoticeProps> | null>(() => noticeModule.loaded()?.UpdateNotice ?? null);
  useEffect(() => {
    if (!apply || Notice) return;
    let current = true;
    noticeModule.load().then(
      (module) => current && setNotice(() => module.UpdateNotice),
      // Logged by the loader; the next start offers the update again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [apply, Notice]);
  if (!apply || !Notice) return null;
  return <Notice apply={apply} />;
}
