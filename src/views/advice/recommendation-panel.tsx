import { useState, type FormEvent } from 'react';
import type { Advice } from '../../contracts/advice';
import { LoadingButton } from '../kit/loading-button';
import styles from './advice.module.css';
import { useQuery } from '../kit/use-query';

/** One of the compared plans (and optionally a compared gap-cover product), with the reason. */
export const RecommendationPanel = ({
  advice,
  editable,
  saving,
  onRecommend,
}: {
  advice: Advice;
  editable: boolean;
  saving: boolean;
  onRecommend: (schemeId: number, gapId: number | null, reason: string) => void;
}) => {
  const rec = advice.recommendation;
  const [schemeId, setSchemeId] = useState<number | null>(rec?.scheme_id ?? null);
  const [gapId, setGapId] = useState<number | null>(rec?.gap_id ?? null);
  const [reason, setReason] = useState(rec?.reason ?? '');
  const [tried, setTried] = useState(false);
  const plans = useQuery(
    'advice.schemeData',
    advice.scheme_ids.length ? { scheme_ids: advice.scheme_ids } : undefined,
  );
  const gaps = useQuery('advice.gapData', advice.gap_ids.length ? advice.gap_ids : undefined);
  const schemes = plans.data?.schemes ?? [];
  const gapProducts = gaps.data?.products ?? [];
  const reasonError = reason.trim().length < 10 ? 'The min number of characters is 10' : null;
  const planError =
    schemeId === null || !advice.scheme_ids.includes(schemeId) ? 'This field is required' : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reasonError || planError || schemeId === null) return;
    onRecommend(schemeId, advice.needs?.gap_cover === 1 ? gapId : null, reason.trim());
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Recommendation" noValidate>
      <fieldset className={styles.checks} disabled={!editable || saving}>
        <legend>Recommended plan</legend>
        {schemes.map((s) => (
          <label key={s.scheme_id} className={styles.check}>
            <input
              type="radio"
              name="recommended-plan"
              checked={schemeId === s.scheme_id}
              onChange={() => setSchemeId(s.scheme_id)}
            />
            {s.product_house}: {s.name}
          </label>
        ))}
      </fieldset>
      {tried && planError && <p className={styles.error}>{planError}</p>}
      {advice.needs?.gap_cover === 1 && (
        <label className={styles.field} style={{ marginTop: 12 }}>
          <span className={styles.label}>Recommended gap cover</span>
          <select
            className={styles.input}
            value={gapId ?? ''}
            disabled={!editable || saving}
            onChange={(e) => setGapId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">None</option>
            {gapProducts.map((g) => (
              <option key={g.gap_id} value={g.gap_id}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={styles.field} style={{ marginTop: 12 }}>
        <span className={styles.label}>Reason for the recommendation</span>
        <textarea
          className={styles.input}
          rows={3}
          maxLength={4000}
          value={reason}
          disabled={!editable || saving}
          aria-invalid={tried && !!reasonError}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      {tried && reasonError && <p className={styles.error}>{reasonError}</p>}
      {editable && (
        <div className={styles.row} style={{ marginTop: 12 }}>
          <LoadingButton type="submit" loading={saving} loadingText="Saving…">
            Save recommendation
          </LoadingButton>
        </div>
      )}
    </form>
  );
};
