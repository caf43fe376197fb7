import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { IconButton } from '@rescue-admin/ui-kit';
import styles from './side-panel.module.css';

export const PANEL_ID = 'side-panel';

export interface SidePanelProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** The collapsible right side panel beside the main content (SPEC §2). */
export function SidePanel({ open, title, onClose, children }: SidePanelProps) {
  const { t } = useTranslation('shell');
  return (
    <aside id={PANEL_ID} className={styles.panel} aria-labelledby={`${PANEL_ID}-title`} hidden={!open}>
      <div className={styles.top}>
        <h2 id={`${PANEL_ID}-title`} className={styles.title}>
          {title}
        </h2>
        <IconButton label={t('panel.close')} icon={X} onClick={onClose} />
      </div>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
