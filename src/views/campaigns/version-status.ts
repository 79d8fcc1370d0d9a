import type { VersionStatus } from '../../contracts/campaigns/campaigns';
import type { BadgeTone } from '../kit/ui/badge';

// Active is the state agents call in; paused needs someone to resume it; draft and closed are at rest.
export const versionStatusTones: Record<VersionStatus, BadgeTone> = {
  draft: 'neutral',
  active: 'success',
  paused: 'warning',
  closed: 'neutral',
};
export const versionStatusLabels: Record<VersionStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  paused: 'Paused',
  closed: 'Closed',
};
