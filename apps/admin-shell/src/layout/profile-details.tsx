import { useTranslation } from 'react-i18next';
import type { User } from '@rescue-admin/api-contract';
import { Loader } from '@rescue-admin/ui-kit';
import { asText } from '@rescue-admin/util';
import styles from './profile-details.module.css';

export interface ProfileDetailsProps {
  user: User | null | undefined;
  loading: boolean;
  email: string | null;
  customerName: string | null;
}

/** The signed-in user's details for the side panel. */
export function ProfileDetails({ user, loading, email, customerName }: ProfileDetailsProps) {
  const { t } = useTranslation(['shell', 'common']);
  if (loading) return <Loader />;
  if (!user) return <p>{t('profile.missing')}</p>;
  return (
    <dl className={styles.list}>
      <dt>{t('profile.name')}</dt>
      {/* Record fields go through asText: an ISO-looking name arrives as a Date (see util). */}
      <dd>{`${asText(user.firstname)} ${asText(user.lastname)}`.trim()}</dd>
      <dt>{t('profile.email')}</dt>
      <dd>{asText(user.mail) || email}</dd>
      <dt>{t('profile.role')}</dt>
      <dd>{t(`roles.${user.role}`, { ns: 'common' })}</dd>
      <dt>{t('profile.customer')}</dt>
      <dd>{customerName ?? asText(user.customerUid)}</dd>
    </dl>
  );
}
