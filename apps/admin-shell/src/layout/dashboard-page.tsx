import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCan } from '@rescue-admin/data-access';
import { useAuth } from '@rescue-admin/session';
import { Loader } from '@rescue-admin/ui-kit';
import { asText, type FeatureDescriptor } from '@rescue-admin/util';
import { DashboardFigures } from './dashboard/dashboard-figures';
import { useFeatureText } from './feature-text';
import { ProfileDetails } from './profile-details';
import { useCurrentUser, useCustomerName } from './shell-data';
import styles from './dashboard-page.module.css';

type Period = 'morning' | 'day' | 'evening';

/**
 * Morning from 5 until 11, evening from 18 o'clock through the night: a night shift at half past
 * midnight is still greeted with „Guten Abend“, not „Guten Morgen“.
 */
export function greetingPeriod(now: Date): Period {
  const hour = now.getHours();
  if (hour < 5) return 'evening';
  if (hour < 11) return 'morning';
  if (hour < 18) return 'day';
  return 'evening';
}

/**
 * '/': greets the user by first name, shows the operations overview (figures, for a role that may
 * read the dashboard) and links to the areas the role may read (`features`). A role that may read
 * none of them sees their own profile instead of links that would only be refused.
 */
export function DashboardPage({ features }: { features: readonly FeatureDescriptor[] }) {
  const { t } = useTranslation('shell');
  const text = useFeatureText(features);
  const currentUser = useCurrentUser();
  const figuresReadable = useCan('dashboard', 'read');
  if (currentUser.isPending) return <Loader />;

  const user = currentUser.data;
  const period = greetingPeriod(new Date());
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {user ? t(`dashboard.greeting.${period}`, { firstname: asText(user.firstname) }) : t(`dashboard.greetingWithoutName.${period}`)}
      </h1>
      {!user ? (
        <p className={styles.hint}>{t('dashboard.userMissing')}</p>
      ) : features.length > 0 ? (
        <p className={styles.intro}>{t('dashboard.intro')}</p>
      ) : (
        <p className={styles.intro}>{t('dashboard.noAreas')}</p>
      )}
      {user && figuresReadable && <DashboardFigures features={features} />}
      {user && features.length === 0 && <OwnProfile />}
      {features.length > 0 && (
        <>
          <h2 className={styles.areasTitle}>{t('dashboard.areas')}</h2>
          <ul className={styles.grid}>
            {features.map((feature) => {
              const Icon = feature.menu.icon;
              const description = text(feature, 'menu.description');
              return (
                <li key={feature.id}>
                  <Link to={feature.path} className={styles.card}>
                    <span className={styles.icon}>
                      <Icon size={22} aria-hidden="true" />
                    </span>
                    <span className={styles.cardTitle}>{text(feature, 'menu.title')}</span>
                    {description && <span className={styles.cardText}>{description}</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

/** The signed-in user's own record (name, e-mail, role, customer), as the side panel shows it. */
function OwnProfile() {
  const { t } = useTranslation('shell');
  const { user: authUser } = useAuth();
  const currentUser = useCurrentUser();
  // Every user may read their own customer (customer.lookup, else the list where readable).
  const customerName = useCustomerName(currentUser.data?.customerUid ?? null, { meta: { errorHandledLocally: true } });
  return (
    <section className={styles.profile} aria-labelledby="dashboard-profile-title">
      <h2 id="dashboard-profile-title" className={styles.areasTitle}>
        {t('dashboard.profileTitle')}
      </h2>
      <ProfileDetails
        user={currentUser.data}
        loading={currentUser.isPending}
        email={authUser?.email ?? null}
        customerName={customerName}
      />
    </section>
  );
}
