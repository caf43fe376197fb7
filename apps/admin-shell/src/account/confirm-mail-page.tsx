import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { INVITATION_ENDPOINTS } from '@rescue-admin/api-contract';
import { errorReasonOf, usePublicCall } from '@rescue-admin/data-access';
import { useAuth } from '@rescue-admin/session';
import { Button } from '@rescue-admin/ui-kit';
import styles from '../auth/auth-card.module.css';
import { BackToLogin, Card } from './account-card';
import { refusal } from './refusal';

type ConfirmState = { kind: 'ready' } | { kind: 'done'; mail: string } | { kind: 'refused'; reason: 'invalid' | 'expired' | 'network' | 'taken' };

/**
 * /email-bestaetigen#<token>: the owner of a new e-mail address confirms it (the link went only
 * there). On a button, not on opening: a mail scanner that opens links confirms nothing. The
 * user's sessions end with the change, so they sign in again with the new address.
 */
export function ConfirmMailPage() {
  const { t } = useTranslation('shell');
  const { hash } = useLocation();
  const { status, signOut } = useAuth();
  const confirm = usePublicCall(INVITATION_ENDPOINTS['mailChange.confirm']);
  const [state, setState] = useState<ConfirmState>({ kind: 'ready' });
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setPending(true);
    try {
      const { mail } = await confirm({ token: hash.replace(/^#/, '') });
      if (status === 'signed-in') await signOut();
      setState({ kind: 'done', mail });
    } catch (error) {
      // 409: the address was taken by another account meanwhile.
      setState({ kind: 'refused', reason: errorReasonOf(error) === 'conflict' ? 'taken' : refusal(error) });
    } finally {
      setPending(false);
    }
  };

  if (state.kind === 'done') {
    return (
      <Card title={t('confirmMail.title')}>
        <p role="status" className={styles.intro}>
          {t('confirmMail.done', { mail: state.mail })}
        </p>
        <BackToLogin />
      </Card>
    );
  }
  return (
    <Card title={t('confirmMail.title')} intro={state.kind === 'refused' ? t(`confirmMail.refused.${state.reason}`) : t('confirmMail.intro')}>
      {state.kind === 'ready' && (
        <Button variant="primary" fullWidth loading={pending} onClick={submit}>
          {t('confirmMail.submit')}
        </Button>
      )}
      <BackToLogin />
    </Card>
  );
}
