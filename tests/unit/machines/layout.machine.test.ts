import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { layoutMachine } from '../../../src/machines/layout.machine';

/** A fluent driver over the layout actor, tldraw style. */
const layout = (width?: number) => {
  const actor = createActor(layoutMachine).start();
  // The layout view reports the window width on mount; the driver does the same.
  if (width !== undefined) actor.send({ type: 'layout.resize', width });
  const ctx = () => actor.getSnapshot().context;
  const driver = {
    resize: (w: number) => (actor.send({ type: 'layout.resize', width: w }), driver),
    toggle: () => (actor.send({ type: 'layout.toggle' }), driver),
    openChild: (name: string) => (actor.send({ type: 'layout.openChild', name }), driver),
    navigated: () => (actor.send({ type: 'layout.navigated' }), driver),
    setSide: (side: 'left' | 'right') => (actor.send({ type: 'layout.setSide', side }), driver),
    toggleCustomerInfo: () => (actor.send({ type: 'layout.toggleCustomerInfo' }), driver),
    expectClosed: () => (expect([ctx().mainOpen, ctx().childOpen]).toEqual([false, false]), driver),
    expectMainOpen: () => (expect([ctx().mainOpen, ctx().childOpen]).toEqual([true, false]), driver),
    expectBothOpen: (child: string) => (
      expect([ctx().mainOpen, ctx().childOpen, ctx().childName]).toEqual([true, true, child]),
      driver
    ),
    expectMobile: (mobile: boolean) => (expect(ctx().isMobile).toBe(mobile), driver),
    expectSide: (side: 'left' | 'right') => (expect(ctx().side).toBe(side), driver),
    expectCustomerInfo: (open: boolean) => (expect(ctx().customerInfoOpen).toBe(open), driver),
  };
  return driver;
};

describe('layout machine', () => {
  it('opens on wide screens and closes on mobile, re-evaluated on resize', () => {
    layout()
      .expectMainOpen()
      .resize(375)
      .expectClosed()
      .expectMobile(true)
      .resize(1280)
      .expectMainOpen()
      .expectMobile(false);
  });

  it('starts closed when the first reported width is mobile', () => {
    layout(375).expectClosed().resize(400).expectClosed();
  });

  it('cycles: both open → child closed → main closed → main open', () => {
    layout(1280)
      .openChild('Customers')
      .expectBothOpen('Customers')
      .toggle()
      .expectMainOpen()
      .toggle()
      .expectClosed()
      .toggle()
      .expectMainOpen();
  });

  it('closes the child after every navigation', () => {
    layout(1280)
      .openChild('Task')
      .navigated()
      .expectMainOpen()
      .openChild('Task')
      .navigated()
      .expectMainOpen();
  });

  it('opens the main list when a child is opened on mobile, and closes both after navigating', () => {
    layout(375).openChild('Task').expectBothOpen('Task').navigated().expectClosed();
    layout(375).openChild('Task').resize(1280).expectMainOpen();
  });

  it('keeps a toggled state while resizing within the same class of screen', () => {
    layout(1280).toggle().expectClosed().resize(1100).expectClosed();
  });

  it('sits left or right', () => {
    layout().expectSide('left').setSide('right').expectSide('right').setSide('left').expectSide('left');
  });

  it('flips the customer-info panel', () => {
    layout()
      .expectCustomerInfo(false)
      .toggleCustomerInfo()
      .expectCustomerInfo(true)
      .toggleCustomerInfo()
      .expectCustomerInfo(false);
  });
});

describe('the theme choice', () => {
  it('keeps the chosen theme, and a new console starts with it', () => {
    localStorage.clear();
    const first = createActor(layoutMachine).start();
    expect(first.getSnapshot().context.theme).toBe('system');
    first.send({ type: 'layout.setTheme', theme: 'dark' });
    expect(first.getSnapshot().context.theme).toBe('dark');
    first.stop();
    const next = createActor(layoutMachine).start();
    expect(next.getSnapshot().context.theme).toBe('dark');
    next.send({ type: 'layout.setTheme', theme: 'system' });
    expect(localStorage.getItem('theme')).toBe('system');
  });

  it('reads an unknown stored value as the system theme', () => {
    localStorage.setItem('theme', 'purple');
    expect(createActor(layoutMachine).start().getSnapshot().context.theme).toBe('system');
  });
});
