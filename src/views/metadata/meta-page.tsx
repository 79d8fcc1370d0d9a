import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { trailForPath } from '../../config/breadcrumbs';
import { Breadcrumb } from '../kit/breadcrumb';
import { PageHeader } from '../kit/ui/surfaces';
import styles from './metadata.module.css';

type MetaPageProps = {
  title: string;
  intro: string;
  actions?: ReactNode;
  error?: string | null;
  notice?: string | null;
  children: ReactNode;
};

/** The frame of every metadata screen: breadcrumb, title, one line of purpose, actions, the last error or notice. */
export const MetaPage = ({ title, intro, actions, error, notice, children }: MetaPageProps) => (
  <div className={styles.page}>
    {/* A record's address (…/transform/7) has its list as a link in the trail: the way back to it. */}
    <Breadcrumb
      trail={
        trailForPath(useLocation()[0]) ?? [
          { label: 'Home', href: '/dashboard/v1' },
          { label: 'Metadata' },
          { label: title },
        ]
      }
    />
    <PageHeader title={title} description={intro} actions={actions} />
    <div aria-live="polite">
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {notice && !error && <p className={styles.notice}>{notice}</p>}
    </div>
    {children}
  </div>
);
