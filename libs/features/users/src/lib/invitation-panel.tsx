import { INVITATION_ENDPOINTS, accountStateOf, type IssuedInvitation, type User } from '@rescue-admin/api-contract';
import { useCall } from '@rescue-admin/data-access';
import { formatDateTime } from '@rescue-admin/i18n';
import { Button, Input, Notice } from '@rescue-admin/ui-kit';
import { lazyModule, onReconnect } from '@rescue-admin/util';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userApi } from './api';
import styles from './invitation-panel.module.css';

/**
 * The sign-in of a user on their form: „Aktiv“, „Eingeladen bis …“ or „Einladung abgelaufen“, and
 * for a user who has not set a password yet „Einladung erneut senden“ (a new link, the old one
 * stops working) and „Einladung widerrufen“. A link just issued is shown to copy, and as a QR
 * code to scan from a phone. Absent where the service does not tell (a spec-only service).
 */
export function InvitationPanel({ user, issued: justIssued }: { user: User; issued?: IssuedInvitation }) {
  const { t } = useTranslation('users');
  const issue = useCall(INVITATION_ENDPOINTS['invitation.issue'], { meta: { errorHandledLocally: true } });
  const revoke = useCall(INVITATION_ENDPOINTS['invitation.revoke'], { meta: { errorHandledLocally: true } });
  const [issued, setIssued] = useState<IssuedInvitation | null>(justIssued ?? null);
  const [revoked, setRevoked] = useState(false);
  const [copied, setCopied] = useState(false);
  /** Issued here (not with the create): any link sent before stops working, and the panel says so. */
  const [replaced, setReplaced] = useState(false);
  const [failed, setFailed] = useState(false);
  const queryClient = useQueryClient();
  // The list's „Anmeldung“ column follows what was just done here.
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: userApi.keys.lists() });
  const known = accountStateOf(user, new Date());
  if (known === null) return null;
  const state = issued ? 'invited' : revoked ? 'expired' : known;
  const until = issued ? new Date(issued.expiresAt) : user.invitedUntil;

  const send = async () => {
    setFailed(false);
    setCopied(false);
    try {
      setIssued(await issue.mutateAsync({ body: { userUid: user.uid } }));
      setReplaced(known === 'invited' || issued !== null);
      setRevoked(false);
      refreshList();
    } catch {
      setFailed(true);
    }
  };
  const withdraw = async () => {
    setFailed(false);
    try {
      await revoke.mutateAsync({ body: { userUid: user.uid } });
      setIssued(null);
      setRevoked(true);
      refreshList();
    } catch {
      setFailed(true);
    }
  };
  const copy = async () => {
    if (!issued) return;
    await navigator.clipboard.writeText(issued.link);
    setCopied(true);
  };

  return (
    <section className={styles.panel} aria-labelledby={`invitation-${user.uid}`}>
      <h3 id={`invitation-${user.uid}`} className={styles.title}>
        {t('invitation.title')}
      </h3>
      <p className={styles.state}>{state === 'invited' && until ? t('invitation.state.invitedUntil', { until: formatDateTime(until) }) : t(`invitation.state.${state}`)}</p>
      {issued && (
        <div className={styles.link}>
          <Input label={t('invitation.link')} value={issued.link} readOnly onFocus={(event) => event.currentTarget.select()} />
          <div className={styles.actions}>
            <Button onClick={copy}>{t('invitation.copy')}</Button>
            <span role="status">{copied ? t('invitation.copied') : ''}</span>
          </div>
          <p className={styles.hint}>
            {issued.mailed ? t('invitation.mailed', { mail: user.mail }) : t('invitation.handOn')}
            {replaced && ` ${t('invitation.replaced')}`}
          </p>
          <QrCode text={issued.link} label={t('invitation.qr')} />
        </div>
      )}
      {failed && <Notice variant="danger">{t('invitation.failed')}</Notice>}
      {state !== 'active' && (
        <div className={styles.actions}>
          <Button onClick={send} loading={issue.isPending}>
            {state === 'invited' || issued ? t('invitation.resend') : t('invitation.send')}
          </Button>
          {state === 'invited' && (
            <Button variant="danger" onClick={withdraw} loading={revoke.isPending}>
              {t('invitation.revoke')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/** uqr through the app's one loader (120 s limit, a failure classified and logged). */
const qrEncoder = lazyModule(() => import('uqr'));

/**
 * The link as a QR code (uqr, loaded with the first code shown), drawn as SVG squares: nothing
 * from data becomes markup. Without a connection the code is left out (the link beside it stays)
 * and drawn once the browser is back online.
 */
function QrCode({ text, label }: { text: string; label: string }) {
  const [modules, setModules] = useState<boolean[][] | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    let stopWaiting = () => undefined as void;
    qrEncoder.load().then(
      ({ encode }) => current && setModules(encode(text, { border: 2 }).data),
      () => {
        if (current) stopWaiting = onReconnect(() => setAttempt((value) => value + 1));
      },
    );
    return () => {
      current = false;
      stopWaiting();
    };
  }, [text, attempt]);
  if (!modules) return null;
  const size = modules.length;
  const path = modules.flatMap((row, y) => row.map((on, x) => (on ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg className={styles.qr} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
