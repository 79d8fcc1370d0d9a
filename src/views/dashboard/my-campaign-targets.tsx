import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useAppActors } from '../../app/actors';
import type { MyTarget } from '../../contracts/campaigns';
import { campaignTargetsMachine } from '../../machines/campaign-targets.machine';
import { fillKeywords, keywordValues } from '../../rules/campaign-keywords';
import { formatPhone } from '../../rules/phone-number';
import { CallButton } from '../kit/call-button';
import page from '../kit/shared/page.module.css';
import { OutcomeForm } from './outcome-form';
import styles from './home.module.css';
import { Button } from '../kit/ui/button';
import { EmptyState } from '../kit/ui/empty-state';

/** The agent's open campaign targets: the script filled in, click-to-call, and the outcome form. */
export const MyCampaignTargets = () => {
  const { auth } = useAppActors();
  const agentName = useSelector(auth, (s) => s.context.user?.user_name ?? '');
  const actor = useScreenActor(campaignTargetsMachine);
  const targets = useSelector(actor, (s) => s.context.targets);
  const config = useSelector(actor, (s) => s.context.config);
  const openId = useSelector(actor, (s) => s.context.openId);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const issues = useSelector(actor, (s) => s.context.issues);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  const fill = (text: string, t: MyTarget) =>
    fillKeywords(
      text,
      config?.auto_populate_keywords ?? [],
      keywordValues({
        customerName: t.party_name,
        agentName,
        campaignName: t.campaign_name,
        versionName: t.version_name,
        today: new Date(),
      }),
    );
  return (
    <section className={styles.section} aria-label="My campaign targets" aria-busy={loading}>
      <h2 className={styles.sectionTitle}>My campaign targets</h2>
      {error && (
        <p role="alert" className={page.alert}>
          {error}
        </p>
      )}
      <p role="status" className={page.note}>
        {loading && targets.length === 0 ? 'Loading your campaign targets…' : (notice ?? '')}
      </p>
      {!loading && targets.length === 0 && <EmptyState title="No campaign calls waiting for you." />}
      <ul className={`${styles.grid} ${styles.cards}`}>
        {targets.map((t) => (
          <li key={t.id} className={`${styles.card} ${openId === t.id ? styles.wide : ''}`}>
            <h3 className={styles.cardTitle}>{t.party_name}</h3>
            <p>
              {t.campaign_name} · {t.version_name} · <strong>{t.status}</strong> · {formatPhone(t.phone)}
            </p>
            {t.call_script && <p className={page.note}>{fill(t.call_script, t)}</p>}
            <div className={styles.next}>
              <CallButton number={t.phone} name={t.party_name} />{' '}
              {openId !== t.id && (
                <Button
                  className={styles.outcome}
                  onClick={() => actor.send({ type: 'targets.open', targetId: t.id })}
                >
                  Record outcome for {t.party_name}
                </Button>
              )}
            </div>
            {openId === t.id && config && (
              <OutcomeForm
                target={t}
                config={config}
                note={fill(t.outcome_note, t)}
                issues={issues}
                saving={saving}
                onSave={(outcome) => actor.send({ type: 'targets.record', outcome })}
                onCancel={() => actor.send({ type: 'targets.open', targetId: null })}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
};
