import { useCallback, useState } from 'react';

const STORAGE_KEY = 'rescue-admin.selected-mission';

/** The mission chosen in the switcher, remembered across reloads. */
export function useSelectedMission(): [string | null, (missionUid: string) => void] {
  const [selected, setSelected] = useState<string | null>(() => {
    try {
      return localStorage.getItem(STORAGE_KEY);
    } catch {
      return null;
    }
  });
  const select = useCallback((missionUid: string) => {
    setSelected(missionUid);
    try {
      localStorage.setItem(STORAGE_KEY, missionUid);
    } catch {
      // Not remembered when storage is unavailable; the selection still applies now.
    }
  }, []);
  return [selected, select];
}
