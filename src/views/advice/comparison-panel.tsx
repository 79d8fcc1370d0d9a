import { useState } from 'react';
import {
  comparePlanLimits,
  labelOf,
  hospitalOptions,
  type Advice,
  type SchemeFilters,
} from '../../contracts/advice';
import { LoadingButton } from '../kit/loading-button';
import styles from './advice.module.css';
import { SchemeComparison } from './scheme-comparison';
import { GapComparison } from './gap-comparison';
import { downloadPdf, rand } from './format';
import { MailComparison } from './mail-comparison';
import { useQuery } from '../kit/use-query';
import { PremiumTable } from './premium-table';
import { Button } from '../kit/ui/button';
import { DetailTable } from '../kit/detail-table/detail-table';
import { TableHead } from '../kit/table-head';

type Family = { adult_dependent: number; child_dependent: number };

/** The filters the needs imply: the adviser can widen them (premium cap) before choosing plans. */
export const filtersFrom = (advice: Advice, family: Family): SchemeFilters => {
  const n = advice.needs;
  const wantsDayToDay = n?.day_to_day_cover === 0;
  return {
    hospital: n?.hospital,
    coverage: n?.coverage,
    day_to_day_type: wantsDayToDay ? n?.day_to_day_type : undefined,
    day_to_day_extent: wantsDayToDay ? n?.day_to_day_extent : undefined,
    adult_dependent: family.adult_dependent,
    child_dependent: family.child_dependent,
    include_inactive: false,
  };
};

const toggle = (list: number[], id: number) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

export const ComparisonPanel = ({
  advice,
  family,
  editable,
  saving,
  onCompare,
  onFilters,
}: {
  advice: Advice;
  family: Family;
  editable: boolean;
  saving: boolean;
  onCompare: (schemeIds: number[], gapIds: number[]) => void;
  /** Keeps the filters the adviser searched with on the advice (update_advice_filters). */
  onFilters: (filters: SchemeFilters) => void;
}) => {
  const base = filtersFrom(advice, family);
  const [maxPremium, setMaxPremium] = useState('');
  const [chosen, setChosen] = useState<number[]>(advice.scheme_ids);
  const [gaps, setGaps] = useState<number[]>(advice.gap_ids);
  const plans = useQuery('advice.plans', editable ? base : undefined);
  const gapAll = useQuery('advice.allGap', advice.needs?.gap_cover === 1 ? null : undefined);
  const compared = useQuery(
    'advice.schemeData',
    advice.scheme_ids.length ? { scheme_ids: advice.scheme_ids, ...family } : undefined,
  );
  const premiums = useQuery(
    'advice.premiums',
    advice.scheme_ids.length ? { scheme_ids: advice.scheme_ids, ...family } : undefined,
  );
  const gapCompared = useQuery('advice.gapData', advice.gap_ids.length ? advice.gap_ids : undefined);
  const exported = useQuery('advice.exportSchemes');
  const exportedFile = exported.data;
  const list = plans.data;
  const gapList = gapAll.data;
  const count = new Set(chosen).size;
  const countOk = count >= comparePlanLimits.min && count <= comparePlanLimits.max;

  const handleFind = () => {
    const cap = Number(maxPremium);
    const filters = { ...base, ...(maxPremium && cap > 0 ? { max_premium: cap } : {}) };
    plans.run(filters);
    onFilters(filters);
  };

  return (
    <div>
      {editable && (
        <>
          <p className={styles.muted}>
            From the needs: {labelOf(hospitalOptions, base.hospital)}, coverage {base.coverage ?? 'any'};
            priced for the main member, {family.adult_dependent} adult and {family.child_dependent} child
            dependant(s).
          </p>
          <div className={styles.row}>
            <label className={styles.field}>
              <span className={styles.label}>Most the employee can pay a month (R)</span>
              <input
                className={styles.input}
                type="number"
                min={0}
                inputMode="numeric"
                value={maxPremium}
                onChange={(e) => setMaxPremium(e.target.value)}
              />
            </label>
            <LoadingButton
              variant="secondary"
              loading={plans.loading}
              loadingText="Finding…"
              onClick={handleFind}
            >
              Find plans
            </LoadingButton>
          </div>
          {plans.error && <p className={styles.error}>{plans.error}</p>}
          {list && (
            <DetailTable
              className={styles.table}
              aria-label="Plans that meet the needs"
              style={{ marginTop: 12 }}
            >
              <TableHead
                columns={[
                  'Compare',
                  'Scheme',
                  'Plan',
                  'Hospital',
                  'Coverage',
                  'Day-to-day limit',
                  'Monthly for this family',
                ]}
              />
              <tbody>
                {list.length === 0 && (
                  <tr>
                    <td colSpan={7}>No plan meets these needs. Widen the needs or the premium cap.</td>
                  </tr>
                )}
                {list.map((p) => (
                  <tr key={p.scheme_id}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Compare ${p.product_house} ${p.name}`}
                        checked={chosen.includes(p.scheme_id)}
                        onChange={() => setChosen((c) => toggle(c, p.scheme_id))}
                      />
                    </td>
                    <td>{p.product_house}</td>
                    <td>{p.name}</td>
                    <td>{labelOf(hospitalOptions, p.hospital)}</td>
                    <td>
                      {p.coverage === 'unlimited' ? 'Unlimited' : `${Math.round(Number(p.coverage) * 100)}%`}
                    </td>
                    <td>{rand(p.day_to_day_limit)}</td>
                    <td>{rand(p.monthly_premium)}</td>
                  </tr>
                ))}
              </tbody>
            </DetailTable>
          )}
          {gapList && (
            <fieldset className={styles.checks} style={{ marginTop: 12 }}>
              <legend>Gap cover to compare</legend>
              {gapList.products.map((g) => (
                <label key={g.gap_id} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={gaps.includes(g.gap_id)}
                    onChange={() => setGaps((c) => toggle(c, g.gap_id))}
                  />
                  {g.name} ({rand(g.rate_family)} family)
                </label>
              ))}
            </fieldset>
          )}
          <div className={styles.row} style={{ marginTop: 12 }}>
            <LoadingButton
              loading={saving}
              loadingText="Saving…"
              disabled={!countOk}
              onClick={() => onCompare(chosen, gaps)}
            >
              Compare selected ({count})
            </LoadingButton>
            {!countOk && <span className={styles.muted}>Choose 2 to 4 plans.</span>}
          </div>
        </>
      )}
      {compared.loading && <p aria-live="polite">Loading the comparison…</p>}
      {compared.error && <p className={styles.error}>{compared.error}</p>}
      {compared.data !== null && advice.scheme_ids.length > 0 && (
        <div style={{ marginTop: 16 }}>
          <SchemeComparison data={compared.data} family={family} />
          <PremiumTable
            premiums={premiums.data}
            names={new Map(compared.data.schemes.map((x) => [x.scheme_id, x.name]))}
            loading={premiums.loading}
            error={premiums.error}
          />
          <div className={styles.row} style={{ marginTop: 12 }}>
            <LoadingButton
              variant="secondary"
              loading={exported.loading}
              loadingText="Exporting…"
              onClick={() => exported.run({ scheme_ids: advice.scheme_ids, ...family })}
            >
              Export comparison PDF
            </LoadingButton>
            {exportedFile && (
              <Button variant="quiet" size="sm" onClick={() => downloadPdf(exportedFile)}>
                Download {exportedFile.file_name}
              </Button>
            )}
            {exported.error && <span className={styles.error}>{exported.error}</span>}
          </div>
          <MailComparison
            name="E-mail the scheme comparison"
            body={{ scheme_ids: advice.scheme_ids, ...family }}
            read="advice.mailSchemes"
          />
        </div>
      )}
      {gapCompared.data !== null && advice.gap_ids.length > 0 && (
        <div style={{ marginTop: 16 }}>
          <GapComparison data={gapCompared.data} />
        </div>
      )}
    </div>
  );
};
