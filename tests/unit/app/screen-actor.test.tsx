import { act, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { Component, StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, setup } from 'xstate';
import { useScreenActor } from '../../../src/app/screen-actor';
import { screenSystem } from '../views/screen-system';

let listening = 0;

const ticketMachine = setup({
  actors: {
    // Stands for a screen's stream or poll: it must end with the screen.
    listen: fromCallback(() => {
      listening += 1;
      return () => {
        listening -= 1;
      };
    }),
  },
  actions: {
    fail: () => {
      throw new Error('The ticket broke');
    },
  },
}).createMachine({
  id: 'ticket',
  invoke: { id: 'listen', src: 'listen' },
  initial: 'waiting',
  states: {
    waiting: { after: { 500: 'ready' } },
    ready: {},
    closed: { type: 'final' },
  },
  on: { 'ticket.break': { actions: 'fail' }, 'ticket.close': '.closed' },
});

const Ticket = () => {
  const actor = useScreenActor(ticketMachine);
  const state = useSelector(actor, (s) => String(s.value));
  return (
    <>
      <p>Ticket {state}</p>
      <button onClick={() => actor.send({ type: 'ticket.break' })}>Break</button>
      <button onClick={() => actor.send({ type: 'ticket.close' })}>Close</button>
    </>
  );
};

// A screen that only sends, reading nothing of its actor.
const SilentTicket = () => {
  const actor = useScreenActor(ticketMachine);
  return <button onClick={() => actor.send({ type: 'ticket.break' })}>Break</button>;
};

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state: { error: string | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

const screenIds = (world: ReturnType<typeof screenSystem>) =>
  world.inspector
    .actors()
    .map((a) => a.id)
    .filter((id) => id.startsWith('screen.'));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useScreenActor', () => {
  it("puts a view's actor in the console's system while it is mounted, and takes it out after", () => {
    const world = screenSystem();
    for (let round = 0; round < 3; round++) {
      const view = render(<Ticket />, { wrapper: world.wrapper });
      expect(screen.getByText('Ticket waiting')).toBeInTheDocument();
      expect(screenIds(world)).toEqual([expect.stringMatching(/^screen\.ticket\.\d+$/)]);
      expect(listening).toBe(1);
      view.unmount();
      // Gone from the system with its children and timers: screen changes leave nothing behind.
      expect(screenIds(world)).toEqual([]);
      expect(listening).toBe(0);
      expect(world.screens.system.getSnapshot()._scheduledEvents).toEqual({});
    }
  });

  it("survives StrictMode's second start: one actor, its timer still runs", () => {
    vi.useFakeTimers();
    const world = screenSystem();
    // At the root, as in main.tsx: React double-starts effects only under a root StrictMode.
    render(
      <StrictMode>
        <world.wrapper>
          <Ticket />
        </world.wrapper>
      </StrictMode>,
    );
    expect(screenIds(world)).toEqual([expect.stringMatching(/^screen\.ticket\.\d+$/)]);
    expect(listening).toBe(1);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('Ticket ready')).toBeInTheDocument();
  });

  it("surfaces a screen's failure at its error boundary, even unread, and the system stays up", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const world = screenSystem();
    for (const View of [Ticket, SilentTicket]) {
      const view = render(
        <Boundary>
          <View />
        </Boundary>,
        { wrapper: world.wrapper },
      );
      act(() => screen.getByRole('button', { name: 'Break' }).click());
      expect(screen.getByRole('alert')).toHaveTextContent('The ticket broke');
      view.unmount();
    }
    expect(world.screens.getSnapshot().status).toBe('active');
    // A screen that reaches its end is no failure of the system either.
    render(<Ticket />, { wrapper: world.wrapper });
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.getByText('Ticket closed')).toBeInTheDocument();
    expect(world.screens.getSnapshot().status).toBe('active');
  });
});
