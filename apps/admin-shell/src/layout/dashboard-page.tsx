import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Loader } from '@rescue-admin/ui-kit';
import { asText, type FeatureDescriptor } from '@rescue-admin/util';
import { DashboardFigures } from './dashboard/dashboard-figures';
import { useFeatureText } from './feature-text';
import { useCurrentUser } from './shell-data';
import styles from './dashboard-page.module.css';

type Period = 'morning' | 'day' | 'evening';

/** Morning until 11, evening from 18 o'clock. */
export function greetingPeriod(now: Date): Period {
  const hour = now.getHours();
  if (hour < 11) return 'morning';
  if (hour < 18) return 'day';
  return 'evening';
}

/** '/': greets the user by first name, shows the operations overview (figures) and links to the eight areas. */
export function DashboardPage({ features }: { features: readonly FeatureDescriptor[] }) {
  const { t } = useTranslation('shell');
  const text = useFeatureText(features);
  const currentUser = useCurrentUser();
  if (currentUser.isPending) return <Loader />;

  const user = currentUser.data;
  const period = greetingPeriod(new Date());
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {user ? t(`dashboard.greeting.${period}`, { firstname: asText(user.firstname) }) : t(`dashboard.greetingWithoutName.${period}`)}
      </h1>
      {user ? <p className={styles.intro}>{t('dashboard.intro')}</p> : <p className={styles.hint}>{t('dashboard.userMissing')}</p>}
      {user && <DashboardFigures features={features} />}
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
    </div>
  );
}
