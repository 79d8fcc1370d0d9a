import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { InspectorContext } from '../../../../src/app/inspector-context';
import { createInspector } from '../../../../src/streams/inspector';
import { ChartTab } from '../../../../src/views/debug/chart-tab';

// The browser runs ELK in a worker; the test DOM has none, so the same engine runs in process.
vi.mock('../../../../src/views/kit/graph/elk-engine', async () => {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const elk = new ELK();
  return { layoutWithElk: (graph: Parameters<typeof elk.layout>[0]) => elk.layout(graph) };
});

const door = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { 'door.open': 'open' } },
    open: {
      type: 'parallel',
      on: { 'door.close': 'closed' },
      states: {
        light: { initial: 'on', states: { on: {} } },
        alarm: { initial: 'armed', states: { armed: {} } },
      },
    },
  },
});

const renderChart = (canSend: boolean) => {
  const inspector = createInspector();
  const actor = createActor(door, { inspect: inspector.inspect }).start();
  const view = render(
    <InspectorContext.Provider value={inspector}>
      <ChartTab actor={actor} canSend={canSend} />
    </InspectorContext.Provider>,
  );
  const activeStates = () =>
    [...view.container.querySelectorAll('[data-active]')].map((el) => el.getAttribute('data-state'));
  return { actor, view, activeStates };
};

describe('the statechart diagram', () => {
  it('lights the active state and sends an available transition when its label is clicked', async () => {
    const { actor, view, activeStates } = renderChart(true);
    await waitFor(() => expect(activeStates()).toEqual(['closed']));
    expect(view.container.querySelector('[data-event="door.close"]')).not.toHaveAttribute('data-available');

    fireEvent.click(view.container.querySelector('[data-event="door.open"][data-available]') as Element);
    expect(actor.getSnapshot().value).toEqual({ open: { light: 'on', alarm: 'armed' } });
    // Both parallel regions are active at once, and the list says the same.
    await waitFor(() =>
      expect(activeStates()).toEqual([
        'open',
        'open.light',
        'open.light.on',
        'open.alarm',
        'open.alarm.armed',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Send door.close' })).toBeEnabled();
    expect(view.container.querySelector('[data-event="door.close"]')).toHaveAttribute('data-available');
  });

  it('sends nothing from the diagram for a profile without the send key', async () => {
    const { actor, view, activeStates } = renderChart(false);
    await waitFor(() => expect(activeStates()).toEqual(['closed']));
    fireEvent.click(view.container.querySelector('[data-event="door.open"]') as Element);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(screen.getByRole('button', { name: 'Send door.open' })).toBeDisabled();
  });
});
