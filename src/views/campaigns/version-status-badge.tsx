import type { VersionStatus } from '../../contracts/campaigns/campaigns';
import { Badge } from '../kit/ui/badge';
import { versionStatusLabels, versionStatusTones } from './version-status';

/** A campaign version's lifecycle status as the kit's badge. */
export const VersionStatusBadge = ({ status }: { status: VersionStatus }) => (
  <Badge tone={versionStatusTones[status]}>{versionStatusLabels[status]}</Badge>
);
