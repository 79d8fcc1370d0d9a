import type { CampaignVersionSummary } from '../../contracts/campaigns/campaigns';
import type { CellTone, DatatableColumn } from '../kit/datatable/columns';
import { Datatable } from '../kit/datatable/datatable';
import { versionStatusLabels, versionStatusTones } from './version-status';
import styles from './campaigns.module.css';

type Props = {
  versions: CampaignVersionSummary[];
  /** The version open below, if any: a canvas row cannot stay marked, so a line under the list names it. */
  openId: number | null;
  onOpen: (version: CampaignVersionSummary) => void;
};

const toneOf = (v: CampaignVersionSummary): CellTone | undefined => {
  const tone = versionStatusTones[v.status];
  return tone === 'success' || tone === 'warning' ? tone : undefined;
};
const columns: DatatableColumn<CampaignVersionSummary>[] = [
  {
    id: 'version_number',
    title: 'Version',
    grow: true,
    width: 220,
    format: (_, v) => `v${v.version_number} ${v.name}`,
  },
  { id: 'status', title: 'Status', fit: true, format: (_, v) => versionStatusLabels[v.status], tone: toneOf },
  { id: 'done', title: 'Done', fit: true, format: (_, v) => `${v.done} of ${v.targets}` },
];

/** A campaign's versions; one click (or Space) opens a version's progress and targets below. */
export const VersionsTable = ({ versions, openId, onOpen }: Props) => {
  const open = versions.find((v) => v.id === openId);
  return (
    <>
      <Datatable
        label="Versions"
        rows={versions}
        columns={columns}
        viewId="campaign-versions"
        onRowSelect={onOpen}
      />
      {versions.length > 0 && (
        <p className={styles.muted} aria-live="polite">
          {open
            ? `Open below: v${open.version_number} ${open.name}.`
            : 'Choose a version to see its progress and targets.'}
        </p>
      )}
    </>
  );
};
