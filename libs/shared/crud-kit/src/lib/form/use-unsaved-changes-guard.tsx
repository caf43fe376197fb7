import { ConfirmDialog } from '@rescue-admin/ui-kit';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { blockNavigation, holdUnsavedWork, unsavedWorkDiscarded, type NavigationCheck, type PendingNavigation } from '@rescue-admin/util';
import { useCrudTexts } from '../i18n/crud-texts';

export interface UnsavedChangesGuard {
  /** The confirmation dialog; render it somewhere inside the form's component. */
  dialog: ReactNode;
  /**
   * Stops asking for the rest of the form's life. Call it right before leaving on purpose
   * (after a successful save, on cancel): the `when` of this render is already stale by then,
   * because the state that clears it has not re-rendered yet.
   */
  disarm: () => void;
}

/**
 * Asks "Ungespeicherte Änderungen verwerfen?" before the user leaves a form with unsaved changes:
 * in-app navigation (links, back button, a changed `?form=` parameter) through util's
 * `blockNavigation`, closing or reloading the tab through `beforeunload`. Meanwhile the page
 * reports unsaved work (util's `holdUnsavedWork`), so the shell's „Neu laden“ of a new version
 * asks too.
 *
 * Pass `isDirty && !isSubmitting`. In-app navigation is held only where the router navigates with
 * a `blockableHistory` (the shell's, and crud-kit/testing's `renderFeature` and story frame).
 */
export function useUnsavedChangesGuard(when: boolean): UnsavedChangesGuard {
  const { t } = useCrudTexts();
  const armed = useRef(when);
  const disarmed = useRef(false);
  // Releases the page's report of unsaved work (util's `holdUnsavedWork`) held while `when`.
  const releaseWork = useRef<() => void>(() => undefined);
  useEffect(() => {
    armed.current = when;
  }, [when]);

  const shouldBlock = useCallback<NavigationCheck>(
    (current, next) => armed.current && !disarmed.current && (current.pathname !== next.pathname || current.search !== next.search),
    [],
  );
  const [pending, setPending] = useState<PendingNavigation | null>(null);
  useEffect(() => blockNavigation(shouldBlock, setPending), [shouldBlock]);

  useEffect(() => {
    if (!when) return;
    const release = disarmed.current ? () => undefined : holdUnsavedWork();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (disarmed.current || unsavedWorkDiscarded()) return;
      event.preventDefault();
      // Older browsers need returnValue set to show their own "leave site?" prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    releaseWork.current = release;
    return () => {
      release();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when]);

  const disarm = useCallback(() => {
    disarmed.current = true;
    releaseWork.current();
  }, []);

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t('crud.unsaved.title')}
      message={t('crud.unsaved.message')}
      confirmLabel={t('crud.unsaved.confirm')}
      cancelLabel={t('crud.unsaved.cancel')}
      closeLabel={t('actions.close')}
      onConfirm={() => pending?.proceed()}
      onCancel={() => pending?.reset()}
    />
  );

  return { dialog, disarm };
}
