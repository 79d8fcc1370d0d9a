import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './route-error-boundary.module.css';

type Props = { children: ReactNode; onReload: () => void };
type State = { failed: boolean };

/**
 * A chunk that fails to load (a dropped connection, or a release that replaced the file) rejects the lazy screen;
 * without this the area would stay blank. React caches the rejected import, so only a reload fetches it again:
 * the button reloads the page at the same address.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept for whoever opens the developer tools: the user sees the card, the cause stays findable.
    console.error('A screen failed to load', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.box}>
        <div className={styles.card} role="alert" aria-labelledby="screen-error-title">
          <h1 id="screen-error-title" className={styles.title}>
            This screen could not be loaded
          </h1>
          <p className={styles.text}>
            The connection may have dropped, or a new version of the console was released. Reload to try
            again; nothing you saved is lost.
          </p>
          <button type="button" className={styles.reload} onClick={this.props.onReload}>
            Reload
          </button>
        </div>
      </div>
    );
  }
}
