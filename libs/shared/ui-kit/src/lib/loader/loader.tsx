import { cx } from '../shared/cx';
import { VisuallyHidden } from '../shared/visually-hidden';
import styles from './loader.module.css';

/** The spec's default loader text (SPEC §2, kept verbatim). */
export const DEFAULT_LOADER_TEXT = 'Loading...';

export interface LoaderProps {
  /** Covers the whole window (e.g. while the app starts) instead of sitting inline. @default false */
  fullScreen?: boolean;
  /** What is loading. @default 'Loading...' */
  text?: string;
  /** Shows only the spinner; the text is still read by screen readers. @default false */
  hideText?: boolean;
  className?: string;
}

/** A busy indicator, announced politely to screen readers (role "status", `aria-busy`: what it stands for is still loading). */
export function Loader({ fullScreen = false, text = DEFAULT_LOADER_TEXT, hideText = false, className }: LoaderProps) {
  return (
    <div role="status" aria-busy="true" className={cx(styles.loader, fullScreen && styles.fullScreen, className)}>
      <Spinner />
      {hideText ? <VisuallyHidden>{text}</VisuallyHidden> : <span>{text}</span>}
    </div>
  );
}

/** The bare spinning ring, decorative (the caller provides the accessible busy state). */
export function Spinner({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cx(styles.spinner, className)} />;
}
