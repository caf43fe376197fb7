import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CircleUserRound, LogOut, Menu as MenuIcon, Siren } from 'lucide-react';
import { Button, IconButton, useIsMobile } from '@rescue-admin/ui-kit';
import { Logo } from '../app/logo';
import { Clock } from './clock';
import { MENU_ID } from './menu';
import { MissionSwitcher, type MissionSwitcherProps } from './mission-switcher';
import { PANEL_ID } from './side-panel';
import styles from './header.module.css';

export interface HeaderProps {
  /** SPEC §2: the toggle exists only when there is a menu. */
  hasMenu: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
  customerName: string | null;
  /** Shown in the header on wide screens; on a phone the layout puts it in a row of its own. */
  missions: MissionSwitcherProps;
  onGenerateMission: () => Promise<unknown>;
  canGenerateMission: boolean;
  profileOpen: boolean;
  onToggleProfile: () => void;
  onLogout: () => Promise<void>;
}

/**
 * The 70px header (SPEC §2). The customer name and the clock's date stay at every width (the name
 * shortened with an ellipsis, the date short below 1100 px); at phone width the other texts shrink
 * to icons with the same names.
 */
export function Header(props: HeaderProps) {
  const { t } = useTranslation('shell');
  const isMobile = useIsMobile();
  const generateLabel = t('header.generateMission');

  return (
    <header className={styles.header}>
      {props.hasMenu && (
        <IconButton
          label={props.menuOpen ? t('header.menuClose') : t('header.menuOpen')}
          icon={MenuIcon}
          aria-expanded={props.menuOpen}
          aria-controls={MENU_ID}
          onClick={props.onToggleMenu}
        />
      )}
      <Link to="/" className={styles.home}>
        <Logo className={styles.logo} />
      </Link>
      {props.customerName && (
        // Shortened with an ellipsis where the header is narrow; the title gives the whole name.
        <span className={styles.customer} title={props.customerName}>
          {props.customerName}
        </span>
      )}
      <div className={styles.spacer} />
      {!isMobile && <MissionSwitcher {...props.missions} />}
      <Clock />
      <div className={styles.actions}>
        {isMobile ? (
          <IconButton label={generateLabel} icon={Siren} variant="primary" disabled={!props.canGenerateMission} onClick={props.onGenerateMission} />
        ) : (
          <Button
            className={styles.generate}
            icon={Siren}
            variant="primary"
            disabled={!props.canGenerateMission}
            onClick={props.onGenerateMission}
          >
            {generateLabel}
          </Button>
        )}
        <IconButton
          label={t('header.profile')}
          icon={CircleUserRound}
          aria-expanded={props.profileOpen}
          aria-controls={PANEL_ID}
          onClick={props.onToggleProfile}
        />
        <IconButton label={t('header.logout')} icon={LogOut} onClick={props.onLogout} />
      </div>
    </header>
  );
}
