// The Dropdown's open list: its options (all, or a window of a long list's), or the text that
// none matches.
import type { CSSProperties } from 'react';
import styles from './dropdown.module.css';
import { type OptionListProps, PlainOptionList, VIRTUALIZE_OPTIONS_FROM } from './option-list';
import { useVirtualOptionsReady, VirtualOptions } from './virtual-options';

/**
 * How many options a long list shows plainly while the virtualiser's chunk is still on its way
 * (more than a screenful of the popup); the Dropdown preloads that chunk when it mounts, so this
 * is rare.
 */
const FIRST_OPTIONS = 50;

interface DropdownListboxProps extends OptionListProps {
  /** Where the list goes on the screen (see useListPlacement). */
  placement: CSSProperties | undefined;
  noOptionsText: string;
}

export function DropdownListbox({ placement, noOptionsText, ...list }: DropdownListboxProps) {
  const virtualize = list.filtered.length >= VIRTUALIZE_OPTIONS_FROM;
  const virtualReady = useVirtualOptionsReady(virtualize);
  return (
    <div className={styles.popup} style={placement}>
      {virtualize && virtualReady ? <VirtualOptions {...list} /> : <PlainOptionList {...list} limit={virtualize ? FIRST_OPTIONS : undefined} />}
      {list.filtered.length === 0 && (
        <p role="status" className={styles.empty}>
          {noOptionsText}
        </p>
      )}
    </div>
  );
}
