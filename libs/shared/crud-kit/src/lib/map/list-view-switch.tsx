import { Button } from '@rescue-admin/ui-kit';
import List from 'lucide-react/icons/list';
import MapIcon from 'lucide-react/icons/map';
import { useTranslation } from 'react-i18next';
import type { ListViewMode } from './list-view-mode';
import styles from './crud-map-view.module.css';

export interface ListViewSwitchProps {
  mode: ListViewMode;
  onChange: (mode: ListViewMode) => void;
}

/** „Liste“ | „Karte“: two pressed/unpressed buttons in a group named „Ansicht“. */
export function ListViewSwitch({ mode, onChange }: ListViewSwitchProps) {
  const { t } = useTranslation('common');
  return (
    <div role="group" aria-label={t('map.view')} className={styles.switch}>
      <Button icon={List} aria-pressed={mode === 'list'} variant={mode === 'list' ? 'primary' : 'secondary'} onClick={() => onChange('list')}>
        {t('map.list')}
      </Button>
      <Button icon={MapIcon} aria-pressed={mode === 'map'} variant={mode === 'map' ? 'primary' : 'secondary'} onClick={() => onChange('map')}>
        {t('map.map')}
      </Button>
    </div>
  );
}
