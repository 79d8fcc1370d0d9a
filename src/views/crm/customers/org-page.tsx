import { Link } from 'wouter';
import type { ScreenProps } from '../../../app/route-types';
import { trailFor } from '../../../config/breadcrumbs';
import { labels } from '../../../config/labels';
import { Breadcrumb } from '../../kit/breadcrumb';
import { buttonClass } from '../../kit/ui/button';
import { OrgWorkspace } from './org-workspace';
import styles from '../../kit/shared/page.module.css';
import { useMayDo } from '../../kit/permission/use-permission';
import { PageHeader } from '../../kit/ui/surfaces';

/** /busorg/bus-home/div (Division and Employees) and /busorg/bus-home/site (Location and Contacts). */
export const OrgPage = ({ route }: ScreenProps) => {
  const tree = route.path.endsWith('/site') ? 'site' : 'div';
  const mayCreate = useMayDo('employer.create');
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <PageHeader
        title={tree === 'div' ? 'Division and Employees' : 'Location and Contacts'}
        actions={
          mayCreate && (
            <Link href="/busorg/bus-org-details-div/-1" className={buttonClass({ variant: 'primary' })}>
              New {labels.customer}
            </Link>
          )
        }
      />
      <OrgWorkspace key={tree} tree={tree} />
    </div>
  );
};
