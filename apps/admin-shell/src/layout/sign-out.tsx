import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, type NavigateFunction } from 'react-router-dom';
import { usePendingWrites, useWipeOfflineData } from '@rescue-admin/offline';
import { useAuth } from '@rescue-admin/session';
import { ConfirmDialog } from '@rescue-admin/ui-kit';
import type { LoginRedirectState } from '../auth/redirect-target';

/**
 * Signing out removes everything the browser keeps of the user (last-known data, waiting
 * changes) and goes to /login, which remembers the screen (signing in again returns there, as
 * after any other end of the session; the gate's own redirect may come before or after this one).
 * While changes still wait for the connection it asks first: they
 * are dropped with the rest and never sent. `dialog` is that question, to render once.
 */
export function useSignOut(navigate: NavigateFunction): { requestSignOut: () => Promise<void>; dialog: ReactNode } {
  const { t } = useTranslation(['shell', 'common']);
  const { signOut } = useAuth();
  const wipeOfflineData = useWipeOfflineData();
  const { writes } = usePendingWrites();
  const [asking, setAsking] = useState(false);
  const { pathname, search, hash } = useLocation();

  const signOutNow = async () => {
    await wipeOfflineData();
    await signOut();
    const state: LoginRedirectState = { from: { pathname, search, hash } };
    navigate('/login', { replace: true, state });
  };
  const requestSignOut = async () => {
    if (writes.length > 0) setAsking(true);
    else await signOutNow();
  };

  const dialog = (
    <ConfirmDialog
      open={asking && writes.length > 0}
      title={t('signOut.title')}
      message={t('signOut.pending', { count: writes.length })}
      confirmLabel={t('signOut.confirm')}
      cancelLabel={t('signOut.cancel')}
      closeLabel={t('actions.close', { ns: 'common' })}
      onConfirm={signOutNow}
      onCancel={() => setAsking(false)}
    />
  );
  return { requestSignOut, dialog };
}
