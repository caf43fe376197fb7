import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavigateFunction } from 'react-router-dom';
import { usePendingWrites, useWipeOfflineData } from '@rescue-admin/offline';
import { useAuth } from '@rescue-admin/session';
import { ConfirmDialog } from '@rescue-admin/ui-kit';

/**
 * Signing out removes everything the browser keeps of the user (last-known data, waiting
 * changes) and goes to /login. While changes still wait for the connection it asks first: they
 * are dropped with the rest and never sent. `dialog` is that question, to render once.
 */
export function useSignOut(navigate: NavigateFunction): { requestSignOut: () => Promise<void>; dialog: ReactNode } {
  const { t } = useTranslation(['shell', 'common']);
  const { signOut } = useAuth();
  const wipeOfflineData = useWipeOfflineData();
  const { writes } = usePendingWrites();
  const [asking, setAsking] = useState(false);

  const signOutNow = async () => {
    await wipeOfflineData();
    await signOut();
    navigate('/login', { replace: true });
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
