import type { VersionStatus } from '../../contracts/campaigns/campaigns';
import { Badge, type BadgeTone } from '../kit/ui/badge';

// Active is the state agents call in; paused needs someone to resume it; draft and closed are at rest.
const tones: Record<VersionStatus, BadgeTone> = {
  draft: 'neutral',
  active: 'success',
  paused: 'warning',
  closed: 'neutral',
};
const labels: Record<VersionStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  paused: 'Paused',
  closed: 'Closed',
};

/** A campaign version's lifecycle status as the kit's badge. */
export const VersionStatusBadge = ({ status }: { status: VersionStatus }) => (
  <Badge tone={tones[status]}>{labels[status]}</Badge>
);
