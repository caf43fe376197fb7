import { useCallback, useState } from 'react';

const STORAGE_KEY = 'rescue-admin.menu-open';

function readStored(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== 'false';
  } catch {
    return true;
  }
}

/**
 * SPEC §4: the menu starts open. That holds on desktop, where the choice is remembered. On a
 * phone the menu overlays the page (a 30 %-wide column would leave too little room for content),
 * so there it starts closed every time and is not remembered.
 */
export function useMenuOpen(isMobile: boolean): [open: boolean, setOpen: (open: boolean) => void] {
  const [desktopOpen, setDesktopOpen] = useState(readStored);
  const [mobileOpen, setMobileOpen] = useState(false);

  const setOpen = useCallback(
    (open: boolean) => {
      if (isMobile) {
        setMobileOpen(open);
        return;
      }
      setDesktopOpen(open);
      try {
        localStorage.setItem(STORAGE_KEY, String(open));
      } catch {
        // Private mode or a full storage: the choice just is not remembered.
      }
    },
    [isMobile],
  );

  return [isMobile ? mobileOpen : desktopOpen, setOpen];
}
