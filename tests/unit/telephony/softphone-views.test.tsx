import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CallControls } from '../../../src/views/telephony/call-controls';
import { PauseMenu } from '../../../src/views/telephony/pause-menu';
import { SoftphoneContext, type SoftphoneRef } from '../../../src/views/telephony/use-softphone';
import { WrapUpForm } from '../../../src/views/telephony/wrap-up-form';
import { world } from './world';
import type { Phone } from './world-phone';

const renderWith = (t: Phone, ui: React.ReactNode) =>
  render(
    <SoftphoneContext.Provider value={t.actor as unknown as SoftphoneRef}>{ui}</SoftphoneContext.Provider>,
  );

const onRoutedCall = async (wrap_up_seconds: number) => {
  const t = await world.phone().ready();
  t.send({
    type: 'sip.incoming',
    number: '0821234567',
    call_id: 'q1',
    queue_name: 'Claims',
    wrap_up_seconds,
  });
  t.answer();
  return t;
};

describe('softphone views: after-call work', () => {
  it('shows the countdown and says a code is required when saved without one', async () => {
    const t = await onRoutedCall(25);
    t.hangup();
    renderWith(t, <WrapUpForm />);
    expect(screen.getByRole('timer')).toHaveTextContent(/^After-call work 0:2[45]$/);
    await userEvent.click(screen.getByRole('button', { name: 'Save disposition' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
    expect(t.log.some((c) => c.type === 'log.dispose')).toBe(false);
  });

  it('says which state comes next when one was asked for during the call', async () => {
    const t = await onRoutedCall(0);
    t.send({ type: 'telephony.pause', code: 'LUNCH' });
    renderWith(t, <PauseMenu />);
    expect(screen.getByText('Next: Not ready – Lunch')).toBeInTheDocument();
  });

  it("never offers the router's Missed as a reason an agent picks", async () => {
    const t = await world.phone().ready();
    renderWith(t, <PauseMenu />);
    const reasons = within(screen.getByRole('combobox', { name: 'Pause reason' }));
    expect(reasons.getByRole('option', { name: 'Lunch' })).toBeInTheDocument();
    expect(reasons.queryByRole('option', { name: 'Missed' })).toBeNull();
  });
});

describe('softphone views: in-call controls', () => {
  it('sends keypad tones and starts a consult from the labelled transfer form', async () => {
    const t = await onRoutedCall(0);
    renderWith(t, <CallControls />);
    await userEvent.click(screen.getByRole('button', { name: 'Send tone 7' }));
    expect(t.sip.at(-1)).toEqual({ type: 'sip.dtmf', tone: '7' });

    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    const form = screen.getByRole('form', { name: 'Transfer' });
    await userEvent.click(within(form).getByRole('button', { name: 'Consult first' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('This field is required');
    await userEvent.selectOptions(within(form).getByLabelText('Or pick a colleague'), '1004');
    await userEvent.click(within(form).getByRole('button', { name: 'Consult first' }));
    expect(t.sip.at(-1)).toEqual({ type: 'sip.consult', target: '1004' });
    const complete = await screen.findByRole('button', { name: 'Complete transfer' });
    expect(complete).toBeDisabled();
    await act(() => void t.send({ type: 'sip.consult.confirmed' }));
    expect(complete).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel transfer' }));
    expect(t.sip.slice(-2)).toEqual([{ type: 'sip.consult.hangup' }, { type: 'sip.unhold' }]);
  });
});
