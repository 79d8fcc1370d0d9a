import { useId, type ReactNode } from 'react';
import styles from './ui.module.css';

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
