import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { CallerParty } from '../../contracts/telephony/call-case';
import { formatPhone } from '../../rules/phone-number';
import { useCallFlow } from './use-softphone';
import flowStyles from './call-flow.module.css';
import styles from './softphone.module.css';
import { Button } from '../kit/ui/button';

/** Where each kind of party opens in the console (the customers area's detail routes, spec §2). */
const customerRoute = (party: CallerParty): string =>
  party.kind === 'employee'
    ? `#/busorg/emp-details/${party.id}`
    : party.kind === 'contact'
      ? `#/busorg/contact-details/${party.id}`
      : `#/busorg/bus-org-details-div/${party.id}`;

/** Step 1: who is calling — one of the matches, or Unidentified-Customer. */
export const CallerStep = () => {
  const flow = useCallFlow();
  const parties = useSelector(flow, (s) => s.context.parties);
  const number = formatPhone(useSelector(flow, (s) => s.context.number));
  const lookingUp = useSelector(flow, (s) => s.matches('lookingUp'));
  const error = useSelector(flow, (s) => s.context.error);
  const [choice, setChoice] = useState(parties[0] ? `${parties[0].kind}:${parties[0].id}` : '');
  if (lookingUp) return <p role="status">Looking up {number} among contacts and employees…</p>;
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const [kind, id] = choice.split(':');
    if (choice === 'none' || !id) flow.send({ type: 'flow.unidentified' });
    else flow.send({ type: 'flow.choose', kind: kind as CallerParty['kind'], id: Number(id) });
  };
  return (
    <form className={flowStyles.card} onSubmit={handleSubmit} aria-label="Caller">
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      {parties.length === 0 ? (
        <p>
          No contact, employee or employer has the number {number}. The case will be filed under{' '}
          <strong>Unidentified-Customer</strong>.
        </p>
      ) : (
        <fieldset className={flowStyles.parties}>
          <legend>Who is calling from {number}?</legend>
          {parties.map((p, index) => (
            <label key={`${p.kind}:${p.id}`} className={flowStyles.party}>
              <input
                type="radio"
                name="party"
                value={`${p.kind}:${p.id}`}
                checked={choice === `${p.kind}:${p.id}`}
                autoFocus={index === 0}
                onChange={(e) => setChoice(e.target.value)}
              />
              <span>
                <strong>{p.name}</strong> ({p.kind}, {p.role}) — {p.organisation}{' '}
                <a href={customerRoute(p)}>Open the customer</a>
              </span>
            </label>
          ))}
          <label className={flowStyles.party}>
            <input
              type="radio"
              name="party"
              value="none"
              checked={choice === 'none'}
              onChange={(e) => setChoice(e.target.value)}
            />
            <span>Someone else: Unidentified-Customer</span>
          </label>
        </fieldset>
      )}
      <div className={styles.row}>
        <Button variant="primary" type="submit" autoFocus={parties.length === 0}>
          Continue
        </Button>
      </div>
    </form>
  );
};
