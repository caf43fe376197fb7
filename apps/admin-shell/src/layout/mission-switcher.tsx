import { useTranslation } from 'react-i18next';
import type { Mission } from '@rescue-admin/api-contract';
import { Dropdown } from '@rescue-admin/ui-kit';
import styles from './mission-switcher.module.css';

export interface MissionSwitcherProps {
  /** SPEC §2: the active missions, offered as value/label options. */
  activeMissions: readonly Mission[];
  selectedMission: string | null;
  onChange: (missionUid: string) => void;
}

/**
 * The mission switcher. With no active mission it stays visible, disabled, and says so; an
 * unknown remembered selection (the mission ended) falls back to the first active one.
 */
export function MissionSwitcher({ activeMissions, selectedMission, onChange }: MissionSwitcherProps) {
  const { t } = useTranslation('shell');
  const options = activeMissions.map((mission) => ({ value: mission.uid, label: mission.name }));
  const value = options.find((option) => option.value === selectedMission)?.value ?? options[0]?.value ?? null;
  return (
    <div className={styles.switcher}>
      <Dropdown
        label={t('header.missionLabel')}
        hideLabel
        options={options}
        value={value}
        onChange={(missionUid) => missionUid && onChange(missionUid)}
        placeholder={t('header.noMission')}
        disabled={options.length === 0}
      />
    </div>
  );
}
