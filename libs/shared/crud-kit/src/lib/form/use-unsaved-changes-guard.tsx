import { ConfirmDialog } from '@rescue-admin/ui-kit';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
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
 * in-app navigation (links, back button, a changed `?form=` parameter) through react-router's
 * `useBlocker`, closing or reloading the tab through `beforeunload`.
 *
 * Pass `isDirty && !isSubmitting`. Needs a data router (`createBrowserRouter`/`createMemoryRouter`).
 */
export function useUnsavedChangesGuard(when: boolean): UnsavedChangesGuard {
  const { t } = useCrudTexts();
  const armed = useRef(when);
  const disarmed = useRef(false);
  useEffect(() => {
    armed.current = when;
  }, [when]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      armed.current &&
      !disarmed.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (disarmed.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show their own "leave site?" prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const disarm = useCallback(() => {
    disarmed.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('crud.unsaved.title')}
      message={t('crud.unsaved.message')}
      confirmLabel={t('crud.unsaved.confirm')}
      cancelLabel={t('crud.unsaved.cancel')}
      closeLabel={t('actions.close')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );

  return { dialog, disarm };
}
