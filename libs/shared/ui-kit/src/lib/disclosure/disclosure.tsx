import ChevronRight from 'lucide-react/icons/chevron-right';
import { type ReactNode, useId } from 'react';
import { useControllable } from '../hooks/use-controllable';
import styles from './disclosure.module.css';

export interface DisclosureProps {
  /** The header text; the button that opens and closes the panel. */
  title: ReactNode;
  /** Extra header content beside the title (e.g. a count or badge); part of the button. */
  headerExtra?: ReactNode;
  children: ReactNode;
  /** Shown below the content while open. */
  footer?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Heading level of the header, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** An expandable panel with header, content and footer (WAI-ARIA disclosure pattern). */
export function Disclosure({ title, headerExtra, children, footer, open, defaultOpen = false, onOpenChange, headingLevel = 3 }: DisclosureProps) {
  const [isOpen, setOpen] = useControllable(open, defaultOpen, onOpenChange);
  const contentId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.panel}>
      <Heading className={styles.heading}>
        <button type="button" className={styles.trigger} aria-expanded={isOpen} aria-controls={contentId} onClick={() => setOpen(!isOpen)}>
          <ChevronRight size={18} aria-hidden="true" className={styles.chevron} />
          <span>{title}</span>
          {headerExtra && <span className={styles.headerExtra}>{headerExtra}</span>}
        </button>
      </Heading>
      <div id={contentId} hidden={!isOpen}>
        <div className={styles.content}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </section>
  );
}
