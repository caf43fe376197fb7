import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import CircleX from 'lucide-react/icons/circle-x';
import { cx } from '../shared/cx';
import { VisuallyHidden } from '../shared/visually-hidden';
import styles from './fulfilment-badge.module.css';

export type FulfilmentState = 'complete' | 'partial' | 'none';

export interface FulfilmentBadgeProps {
  /** How many are fulfilled, e.g. places taken. */
  current: number;
  /** How many are required. */
  target: number;
  /** Read instead of "current/target", e.g. "6 von 9 Sitzplätzen besetzt" (German, from the caller). */
  label?: string;
}

/** complete when current ≥ target, none when nothing is fulfilled (and something is required), partial otherwise. */
export function fulfilmentState(current: number, target: number): FulfilmentState {
  if (current >= target) return 'complete';
  return current <= 0 ? 'none' : 'partial';
}

const ICONS = { complete: CircleCheck, partial: CircleDashed, none: CircleX } as const;

/** "current/target" with a colour and an icon per state (colour is never the only signal). */
export function FulfilmentBadge({ current, target, label }: FulfilmentBadgeProps) {
  const state = fulfilmentState(current, target);
  const Icon = ICONS[state];
  return (
    <span className={cx(styles.badge, styles[state])} data-state={state}>
      <Icon size={14} aria-hidden="true" />
      {label ? (
        <>
          <span aria-hidden="true">
            {current}/{target}
          </span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        <span>
          {current}/{target}
        </span>
      )}
    </span>
  );
}
