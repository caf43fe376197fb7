import { memo, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { IconButton } from '@rescue-admin/ui-kit';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { findActiveItem } from './find-active-item';
import { buildMenuGroups } from './menu-groups';
import { useFeatureText } from './feature-text';
import { Logo } from '../app/logo';
import styles from './menu.module.css';

export const MENU_ID = 'main-menu';
/** SPEC §2: the close control is labelled by its translation or, without one, by 'close'. */
const CLOSE_FALLBACK = 'close';

export interface MenuProps {
  features: readonly FeatureDescriptor[];
  open: boolean;
  /** On a phone the menu overlays the page and moves focus into itself. */
  overlay: boolean;
  onClose: () => void;
}

/**
 * The left menu: the features' groups (SPEC §2: "Verwaltung" with the eight areas), built from the
 * features it is given — the signed-in app passes only those the role may list (`useReadableFeatures`).
 */
export function Menu(props: MenuProps) {
  const { pathname } = useLocation();
  const { overlay, open, onClose } = props;
  // A drawer left open closes when the page behind it changes without it (the browser's back
  // button): the page it covered is gone.
  const coveredPath = useRef(pathname);
  useEffect(() => {
    if (pathname === coveredPath.current) return;
    coveredPath.current = pathname;
    if (overlay && open) onClose();
  }, [pathname, overlay, open, onClose]);
  // Only a new area changes the menu, not a new search (`?q=` at each keystroke of a list search).
  return <MenuItems {...props} activeId={findActiveItem(pathname, props.features)?.id} />;
}

const MenuItems = memo(function MenuItems({ features, open, overlay, onClose, activeId }: MenuProps & { activeId: string | undefined }) {
  const { t } = useTranslation('shell');
  const text = useFeatureText(features);
  // A group's id is the features' data, not a key the typed texts know: looked up loosely, its id when untitled.
  const groupTitle = t as unknown as (key: string, options: { defaultValue: string }) => string;
  const groups = useMemo(() => buildMenuGroups(features, (id) => groupTitle(`menu.groups.${id}`, { defaultValue: id })), [features, groupTitle]);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!overlay || !open) return;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlay, open, onClose]);

  const classes = [styles.menu, overlay ? styles.overlay : styles.docked, open ? styles.open : styles.closed].join(' ');

  return (
    <>
      {overlay && open && <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />}
      <nav id={MENU_ID} className={classes} aria-label={t('menu.label')} hidden={!open}>
        {overlay && (
          <div className={styles.top}>
            <Logo />
            <IconButton ref={closeRef} label={t('menu.close', { defaultValue: CLOSE_FALLBACK })} icon={X} onClick={onClose} />
          </div>
        )}
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`menu-group-${group.id}`}>
            <h2 id={`menu-group-${group.id}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <ul className={styles.items}>
              {group.items.map((feature) => {
                const Icon = feature.menu.icon;
                const isActive = activeId === feature.id;
                return (
                  <li key={feature.id}>
                    <Link
                      to={feature.path}
                      className={isActive ? `${styles.item} ${styles.active}` : styles.item}
                      aria-current={isActive ? 'page' : undefined}
                      onClick={overlay ? onClose : undefined}
                    >
                      <Icon size={20} aria-hidden="true" />
                      <span>{text(feature, 'menu.title')}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </nav>
    </>
  );
});
