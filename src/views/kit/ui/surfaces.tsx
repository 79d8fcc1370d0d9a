import { useId, type ReactNode } from 'react';
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

type CardProps = {
  title?: ReactNode;
  /** The heading level of the title in its page's outline. */
  level?: 2 | 3;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled surface; with a title it is a region named by it, so landmarks list it. */
export const Card = ({ title, level = 2, actions, children, className }: CardProps) => {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={title ? id : undefined}
    >
      {(title || actions) && (
        <div className={styles.cardHead}>
          {title && (
            <Heading id={id} className={styles.cardTitle}>
              {title}
            </Heading>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
};

type EmptyStateProps = {
  title: ReactNode;
  children?: ReactNode;
  /** What to do about it: usually one button or link. */
  action?: ReactNode;
};

/** Nothing to show, said once the same way everywhere: what is empty, why, and what to do next. */
export const EmptyState = ({ title, children, action }: EmptyStateProps) => (
  <div className={styles.empty}>
    <p className={styles.emptyTitle}>{title}</p>
    {children && <div className={styles.emptyText}>{children}</div>}
    {action && <div className={styles.emptyAction}>{action}</div>}
  </div>
);

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A short status in a pill; its tone repeats what the text says, never replaces it. */
export const Badge = ({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) => (
  <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>
);
