import type { ReactNode } from 'react';
import styles from './crud-list-view.module.css';

export interface CrudPageProps {
  /** The page heading (h1), e.g. t('page.title'). */
  title: string;
  /** Buttons beside the heading, e.g. "Zurück" while a form is shown. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of an admin screen: the h1 with optional actions, then the content. */
export function CrudPage({ title, actions, children }: CrudPageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.heading}>{title}</h1>
        {actions && <div className={styles.headerActions}>{actions}</div>}
      </div>
      {children}
    </div>
  );
}
