import { type ReactNode } from 'react';
import styles from './ui.module.css';

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** The screen's own actions, on the right (wrapping under the title on a phone). */
  actions?: ReactNode;
};

/** The head of every screen: its title (the page's h1), a line on what it is for, and its actions. */
export const PageHeader = ({ title, description, actions }: PageHeaderProps) => (
  <header className={styles.pageHeader}>
    <div className={styles.pageTitles}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {description && <p className={styles.pageDescription}>{description}</p>}
    </div>
    {actions && <div className={styles.actions}>{actions}</div>}
  </header>
);
