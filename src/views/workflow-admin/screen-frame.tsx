import type { ReactNode } from 'react';
import { trailFor } from '../../config/breadcrumbs';
import { Breadcrumb } from '../kit/breadcrumb';
import { Spinner } from '../kit/spinner/spinner';
import { PageHeader } from '../kit/ui/surfaces';
import page from '../kit/shared/page.module.css';
import styles from './admin.module.css';

type ScreenFrameProps = {
  path: string;
  title: string;
  loading: boolean;
  error: string | null;
  notice?: string | null;
  actions?: ReactNode;
  children: ReactNode;
};

/** Breadcrumb, title, the service's refusal or the saved notice, and a spinner while the screen's data loads. */
export const ScreenFrame = ({ path, title, loading, error, notice, actions, children }: ScreenFrameProps) => (
  <div className={page.page}>
    <Breadcrumb trail={trailFor(path) ?? []} />
    <PageHeader title={title} actions={actions} />
    {error && (
      <p role="alert" className={page.alert}>
        {error}
      </p>
    )}
    {notice && !error && (
      <p role="status" className={styles.notice}>
        {notice}
      </p>
    )}
    {loading ? <Spinner loading label="Loading" /> : children}
  </div>
);
