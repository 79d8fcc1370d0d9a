import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useMemo } from 'react';
import { adviceStatusLabels, adviceStatuses, type AdviceStatus } from '../../contracts/advice';
import { trailFor } from '../../config/breadcrumbs';
import type { ScreenProps } from '../../app/route-types';
import { adviceMachine } from '../../machines/advice.machine';
import styles from './advice.module.css';
import { ComparisonPanel } from './comparison-panel';
import { DocumentsPanel } from './documents-panel';
import { Breadcrumb } from '../kit/breadcrumb';
import { FamilyCard } from './family-card';
import { NeedsForm } from './needs-form';
import { RecommendationPanel } from './recommendation-panel';
import { useQuery } from '../kit/use-query';
import { Button, buttonClass } from '../kit/ui/button';
import { PageHeader } from '../kit/ui/surfaces';

const lifecycle = adviceStatuses;
const reached = (now: AdviceStatus, step: AdviceStatus) => lifecycle.indexOf(step) < lifecycle.indexOf(now);

/** One advice from needs to close; the advice machine owns the lifecycle, this view renders and sends. */
export const AdviceWorkspace = ({ params }: ScreenProps) => {
  const adviceId = Number(params.id);
  const machine = useMemo(() => adviceMachine, []);
  const ref = useScreenActor(machine, { input: { adviceId } });
  const advice = useSelector(ref, (s) => s.context.advice);
  const error = useSelector(ref, (s) => s.context.error);
  const saving = useSelector(ref, (s) => s.matches('saving'));
  const busy = useSelector(ref, (s) => s.hasTag('busy'));
  const editable = useSelector(ref, (s) => s.hasTag('editable'));
  // Read again (a failed load, or a change made elsewhere): the only way out of a failed load without leaving.
  const canReload = useSelector(ref, (s) => s.can({ type: 'advice.reload' }));
  const employee = useQuery('advice.employee', advice?.employee_id);
  const who = employee.data;
  const family = who
    ? { adult_dependent: who.filters.adult_dependent, child_dependent: who.filters.child_dependent }
    : { adult_dependent: 0, child_dependent: 0 };
  const status = advice?.status ?? 'draft';

  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor('/advice/document/:id') ?? []} />
      <PageHeader
        title={
          <>
            Advice ADV-{String(adviceId).padStart(6, '0')}
            {advice && ` · ${advice.employee_name}`}
          </>
        }
        actions={
          <>
            {canReload && (
              <Button variant="secondary" onClick={() => ref.send({ type: 'advice.reload' })}>
                Reload advice
              </Button>
            )}
            {advice && (
              <a className={buttonClass()} href={`#/advice/employee/${advice.employee_id}`}>
                Employee profile
              </a>
            )}
          </>
        }
      />
      {advice && (
        <ol className={styles.steps} aria-label="Advice progress">
          {lifecycle.map((s) => (
            <li
              key={s}
              className={[
                styles.step,
                s === status ? styles.stepNow : reached(status, s) ? styles.stepDone : '',
              ].join(' ')}
              aria-current={s === status ? 'step' : undefined}
            >
              {adviceStatusLabels[s]}
            </li>
          ))}
        </ol>
      )}
      <p role="status" aria-label="Advice status" aria-live="polite" className={styles.muted}>
        {busy ? 'Working…' : advice ? `Status: ${adviceStatusLabels[status]}` : ''}
      </p>
      {error && (
        <div className={styles.error} role="alert">
          {error}{' '}
          <Button variant="quiet" size="sm" onClick={() => ref.send({ type: 'advice.error.dismiss' })}>
            Dismiss
          </Button>
        </div>
      )}
      {advice && (
        <>
          <section className={styles.card} aria-labelledby="needs">
            <h2 id="needs" className={styles.cardTitle}>
              1. Needs analysis
            </h2>
            {who ? (
              <FamilyCard employee={who} />
            ) : (
              employee.loading && <p aria-live="polite">Loading the family…</p>
            )}
            {employee.error && <p className={styles.error}>{employee.error}</p>}
            <NeedsForm
              key={`${advice.advice_id}-${advice.needs ? 'set' : 'new'}`}
              initial={advice.needs}
              editable={status === 'draft' || editable}
              saving={saving}
              submitLabel={status === 'draft' ? 'Save needs' : 'Update needs'}
              onSubmit={(needs) =>
                ref.send({ type: status === 'draft' ? 'advice.needs.capture' : 'advice.needs.update', needs })
              }
            />
          </section>
          {status !== 'draft' && who && (
            <section className={styles.card} aria-labelledby="compare">
              <h2 id="compare" className={styles.cardTitle}>
                2. Compare plans
              </h2>
              <ComparisonPanel
                key={advice.scheme_ids.join(',')}
                advice={advice}
                family={family}
                editable={editable}
                saving={saving}
                onCompare={(schemeIds, gapIds) => ref.send({ type: 'advice.compare', schemeIds, gapIds })}
                onFilters={(filters) => ref.send({ type: 'advice.filters.update', filters })}
              />
            </section>
          )}
          {advice.scheme_ids.length > 0 && (
            <section className={styles.card} aria-labelledby="recommend">
              <h2 id="recommend" className={styles.cardTitle}>
                3. Recommendation
              </h2>
              <RecommendationPanel
                key={`${advice.scheme_ids.join(',')}-${advice.recommendation?.scheme_id ?? ''}`}
                advice={advice}
                editable={editable}
                saving={saving}
                onRecommend={(schemeId, gapId, reason) =>
                  ref.send({ type: 'advice.recommend', schemeId, gapId, reason })
                }
              />
            </section>
          )}
          {advice.recommendation && (
            <section className={styles.card} aria-labelledby="documents">
              <h2 id="documents" className={styles.cardTitle}>
                4. Documents and e-mail
              </h2>
              <DocumentsPanel
                advice={advice}
                status={status}
                saving={saving}
                employeeEmail={who?.contact.email ?? ''}
                onExport={() => ref.send({ type: 'advice.export' })}
                onEmail={(to, message) => ref.send({ type: 'advice.email', to, cc: [], message })}
                onResend={() => ref.send({ type: 'advice.resend' })}
                onRemove={(id) => ref.send({ type: 'advice.documents.remove', documentIds: [id] })}
                onClose={(reason) => ref.send({ type: 'advice.close', reason })}
              />
              {advice.close_reason && <p className={styles.ok}>Closed: {advice.close_reason}</p>}
            </section>
          )}
        </>
      )}
    </div>
  );
};
