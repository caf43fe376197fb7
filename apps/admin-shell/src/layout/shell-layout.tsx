import { memo, Suspense, useCallback, useState } from 'react';
import { Outlet, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCan, type DataAccessMeta } from '@rescue-admin/data-access';
import { useAuth } from '@rescue-admin/session';
import { Loader, NoticeHost, notify, useIsMobile } from '@rescue-admin/ui-kit';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { Header } from './header';
import { Menu } from './menu';
import { MissionSwitcher } from './mission-switcher';
import { OfflineBanner } from './offline-banner';
import { PendingChanges } from './pending-changes';
import { QueuedConflicts } from './queued-conflicts';
import { ProfileDetails } from './profile-details';
import { SidePanel } from './side-panel';
import { useSignOut } from './sign-out';
import { StartWatch, useStartSettled } from './start-settled';
import { useActiveMissions, useCurrentUser, useCustomerName, useGenerateMission, useMissionsOffered } from './shell-data';
import { useMenuOpen } from './use-menu-open';
import { useSelectedMission } from './use-selected-mission';
import styles from './shell-layout.module.css';

/**
 * The header asks for the customer and the missions on its own: a failure or a refusal (a user
 * who may not read missions) is no reason for a notice — the header just shows less.
 */
const HEADER_QUERY: { meta: DataAccessMeta } = { meta: { errorHandledLocally: true } };

export interface ShellLayoutProps {
  features: readonly FeatureDescriptor[];
}

/** The signed-in frame: header, left menu, main content, right side panel (SPEC §2). */
export function ShellLayout({ features }: ShellLayoutProps) {
  // useNavigate follows the address: it alone re-renders here when a list search writes `?q=` at
  // each keystroke. Its function stays the same until the path changes, so the frame below does not.
  return <ShellFrame features={features} navigate={useNavigate()} />;
}

const ShellFrame = memo(function ShellFrame({ features, navigate }: ShellLayoutProps & { navigate: NavigateFunction }) {
  const { t } = useTranslation(['shell', 'common']);
  const isMobile = useIsMobile();
  const startSettled = useStartSettled();
  const [menuOpen, setMenuOpen] = useMenuOpen(isMobile);
  const [profileOpen, setProfileOpen] = useState(false);
  const { user: authUser } = useAuth();
  const { requestSignOut, dialog: signOutDialog } = useSignOut(navigate);

  const currentUser = useCurrentUser();
  const customerUid = currentUser.data?.customerUid ?? null;
  const customerName = useCustomerName(customerUid, HEADER_QUERY);

  const missions = useActiveMissions(customerUid, HEADER_QUERY);
  const [selectedMission, selectMission] = useSelectedMission();
  const generateMission = useGenerateMission();
  const mayCreateMission = useCan('missions', 'create');
  const missionsOffered = useMissionsOffered();
  const mayGenerateMission = mayCreateMission && missionsOffered;

  const closeMenu = useCallback(() => setMenuOpen(false), [setMenuOpen]);

  async function handleGenerateMission() {
    if (!customerUid) return;
    try {
      const mission = await generateMission.mutateAsync({ customerUid });
      selectMission(mission.uid);
      notify.success(t('header.missionGenerated', { name: mission.name }));
    } catch {
      // The shell's MutationCache handler has already shown the German error notice.
    }
  }

  // On a phone the open menu is a modal drawer: the page behind it is out of reach.
  const covered = isMobile && menuOpen;
  const missionSwitcher = { activeMissions: missions.data ?? [], selectedMission, onChange: selectMission };

  return (
    <div className={styles.shell}>
      <div className={styles.top} inert={covered} aria-hidden={covered || undefined}>
        <Header
          hasMenu={features.length > 0}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen(!menuOpen)}
          customerName={customerName}
          missions={missionSwitcher}
          onGenerateMission={handleGenerateMission}
          canGenerateMission={customerUid !== null && mayGenerateMission}
          profileOpen={profileOpen}
          onToggleProfile={() => setProfileOpen(!profileOpen)}
          onLogout={requestSignOut}
        />
        {isMobile && (
          // 375 px leave no room for it beside toggle, clock and actions in the 70px header.
          // A named region: on a phone the bar sits outside header and main, and content outside
          // any landmark is lost to screen-reader navigation by landmarks (axe: region).
          <section className={styles.missionBar} aria-label={t('header.missionLabel')}>
            <MissionSwitcher {...missionSwitcher} />
          </section>
        )}
        <OfflineBanner />
        <PendingChanges features={features} />
        <QueuedConflicts features={features} />
      </div>
      <div className={styles.body}>
        {features.length > 0 && (
          <Suspense fallback={null}>
            <Menu features={features} open={menuOpen} overlay={isMobile} onClose={closeMenu} />
          </Suspense>
        )}
        <main className={styles.main} inert={covered} aria-hidden={covered || undefined}>
          <Suspense fallback={<Loader />}>
            {/* Ends the page's start once the screen shows its data (start-settled.ts). */}
            <StartWatch />
            <Outlet />
          </Suspense>
        </main>
        <SidePanel open={profileOpen} title={t('profile.title')} onClose={() => setProfileOpen(false)}>
          <ProfileDetails user={currentUser.data} loading={currentUser.isPending} email={authUser?.email ?? null} customerName={customerName} />
        </SidePanel>
      </div>
      {signOutDialog}
      {/* The notices' library comes once the first screen shows its data; a notice before that fetches it itself. */}
      <NoticeHost label={t('notices.label')} closeLabel={t('actions.close', { ns: 'common' })} preload={startSettled} />
    </div>
  );
});
