import { trailFor } from '../../config/breadcrumbs';
import { Breadcrumb } from '../kit/breadcrumb';
import { LoadingButton } from '../kit/loading-button';
import styles from './advice.module.css';
import { GapComparison } from './gap-comparison';
import { downloadPdf } from './format';
import { MailComparison } from './mail-comparison';
import { useQuery } from '../kit/use-query';
import { Button } from '../kit/ui/button';
import { PageHeader } from '../kit/ui/surfaces';

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
      <PageHeader
        title="Gap cover comparison"
        actions={
          <LoadingButton
            variant="secondary"
            loading={exported.loading}
            loadingText="Exporting…"
            disabled={!ids.length}
            onClick={() => exported.run(ids)}
          >
            Export PDF
          </LoadingButton>
        }
      />
      {file && (
        <p className={styles.ok}>
          {file.file_name} is ready.{' '}
          <Button variant="quiet" size="sm" onClick={() => downloadPdf(file)}>
            Download
          </Button>
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
