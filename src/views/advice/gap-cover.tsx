import { useState, type FormEvent } from 'react';
import type { AdviceMail, GapData, PdfFile } from '../../contracts/advice';
import { trailFor } from '../../config/breadcrumbs';
import { adviceApi } from '../../services/advice-api';
import { Breadcrumb } from '../kit/breadcrumb';
import { LoadingButton } from '../kit/loading-button';
import styles from './advice.module.css';
import { GapComparison } from './comparison-view';
import { downloadPdf } from './format';
import { useQuery } from './use-query';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The three gap-cover products side by side by their key_maps; export and e-mail the comparison. */
export const GapCover = () => {
  const all = useQuery(() => adviceApi.allGap({}), {});
  const exported = useQuery((ids: number[]) => adviceApi.exportGap({ gap_ids: ids }));
  const mailed = useQuery((body: { gap_ids: number[]; to: string }) => adviceApi.mailGap(body));
  const [to, setTo] = useState('');
  const data = all.data as GapData | null;
  const ids = data?.products.map((p) => p.gap_id) ?? [];
  const file = exported.data as PdfFile | null;
  const mail = mailed.data as AdviceMail | null;

  const handleMail = (event: FormEvent) => {
    event.preventDefault();
    if (emailPattern.test(to.trim())) mailed.run({ gap_ids: ids, to: to.trim() });
  };

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
      {(all.error || exported.error || mailed.error) && (
        <p className={styles.error}>{all.error ?? exported.error ?? mailed.error}</p>
      )}
      {all.loading && <p aria-live="polite">Loading…</p>}
      {data && (
        <section className={styles.card}>
          <GapComparison data={data} />
        </section>
      )}
      <form onSubmit={handleMail} className={styles.row} aria-label="E-mail the gap cover comparison">
        <label className={styles.field}>
          <span className={styles.label}>E-mail the comparison to</span>
          <input className={styles.input} type="email" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <LoadingButton
          type="submit"
          loading={mailed.loading}
          loadingText="Sending…"
          disabled={!emailPattern.test(to.trim()) || !ids.length}
        >
          Send
        </LoadingButton>
      </form>
      {mail && (
        <p className={styles.ok}>
          {mail.status === 'sent'
            ? `Sent to ${mail.to}`
            : `Kept in the outbox for ${mail.to} (no mail relay configured)`}
        </p>
      )}
    </div>
  );
};
