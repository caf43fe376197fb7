import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '@rescue-admin/util';
import { ChunkErrorScreen } from './chunk-error-screen';
import { Button } from '@rescue-admin/ui-kit';
import styles from './status-screen.module.css';

/** The routes' last line of defence: a German message instead of a blank page. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation(['shell', 'common']);
  if (error instanceof ChunkLoadError) return <ChunkErrorScreen error={error} />;
  return (
    <section className={styles.screen} role="alert">
      <h1 className={styles.title}>{t('common:errors.unknown')}</h1>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t('chunk.reload')}
      </Button>
    </section>
  );
}

interface CatcherProps {
  /** The address shown: a new one clears the error, so the menu and the back button lead out of it. */
  address: string;
  children: ReactNode;
}

interface CatcherState {
  error: unknown;
  address: string;
}

class ErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { error: null, address: this.props.address };

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { error };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    return props.address === state.address ? null : { error: null, address: props.address };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorScreen error={this.state.error} />;
  }
}

/**
 * Catches what the screens below it throw (a render error, a chunk that failed outside a
 * `ChunkBoundary`) and shows {@link RouteErrorScreen} until the address changes. React logs the
 * error (the root's `onCaughtError`).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <ErrorCatcher address={`${pathname}${search}`}>{children}</ErrorCatcher>;
}
