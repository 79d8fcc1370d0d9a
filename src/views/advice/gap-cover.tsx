import { trailFor } from '../../config/breadcrumbs';
import { Breadcrumb } from '../kit/breadcrumb';
import { LoadingButton } from '../kit/loading-button';
import styles from './advice.module.css';
import { GapComparison } from './comparison-view';
import { downloadPdf } from './format';
import { MailComparison } from './mail-comparison';
import { useQuery } from '../kit/use-query';

/** The three gap-cover products side by side by their key_maps; export and e-mail the comparison. */
export const GapCover = () => {
  const all = useQuery('advice.allGap', null);
  const exported = useQuery('advice.exportGap');
  const data = all.data;
  const ids = data?.products.map((p) => p.gap_id) ?? [];
  const file = exported.data;

  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor('/advice/gap-cover') ?? []} />
      <div className={styles.heading}>
        <h1 className={styles.title}>Gap cover comparison</h1>
        <LoadingButton
          variant="secondary"
          loading={exported.loading}
          loadingText="Exporting…"
          disabled={!ids.length}
          onClick={() => exported.run(ids)}
        >
          Export PDF
        </LoadingButton>
      </div>
      {file && (
        <p className={styles.ok}>
          {file.file_name} is ready.{' '}
          <button type="button" className={styles.link} onClick={() => downloadPdf(file)}>
            Download
          </button>
        </p>
      )}
      {(all.error || exported.error) && <p className={styles.error}>{all.error ?? exported.error}</p>}
      {all.loading && <p aria-live="polite">Loading…</p>}
      {data && (
        <section className={styles.card}>
          <GapComparison data={data} />
        </section>
      )}
      <MailComparison
        name="E-mail the gap cover comparison"
        disabled={!ids.length}
        body={{ gap_ids: ids }}
        read="advice.mailGap"
      />
    </div>
  );
};
