import { assign, setup } from 'xstate';
import {
  afterNavigation,
  openChild,
  sidebarAfterResize,
  sidebarForWidth,
  toggleSidebar,
  type SidebarSide,
  type SidebarState,
} from '../rules/sidebar';
import type { ThemeChoice } from '../rules/theme';
import { keepThemeChoice, readThemeChoice } from '../services/theme';

/** The customer, contact or employee the current screen is about (a record's page, a case's party). */
export type PartyInView = { type: 'employer' | 'contact' | 'employee'; id: number; name: string | null };

export type LayoutContext = SidebarState & {
  side: SidebarSide;
  /** The dropDown whose children the child navigation lists. */
  childName: string | null;
  customerInfoOpen: boolean;
  /** What the customer-info panel shows; screens report it as they show a party and clear it as they close. */
  partyInView: PartyInView | null;
  theme: ThemeChoice;
};

export type LayoutEvent =
  | { type: 'layout.toggle' }
  | { type: 'layout.resize'; width: number }
  | { type: 'layout.openChild'; name: string }
  | { type: 'layout.closeChild' }
  | { type: 'layout.navigated' }
  | { type: 'layout.setSide'; side: SidebarSide }
  | { type: 'layout.toggleCustomerInfo' }
  | { type: 'layout.partyInView'; party: PartyInView | null }
  | { type: 'layout.setTheme'; theme: ThemeChoice };

const wideScreenWidth = 1280;

const sidebarOf = (c: LayoutContext): SidebarState => ({
  mainOpen: c.mainOpen,
  childOpen: c.childOpen,
  isMobile: c.isMobile,
});

/**
 * The admin layout's sidebar and panels (spec §2). The rules live in rules/sidebar.ts; this machine only holds
 * the current answer. It never reads the window: the layout view reports the width with layout.resize.
 */
export const layoutMachine = setup({
  types: {
    context: {} as LayoutContext,
    events: {} as LayoutEvent,
  },
  actions: {
    applyToggle: assign(({ context }) => toggleSidebar(sidebarOf(context))),
    applyResize: assign(({ context }, params: { width: number }) =>
      sidebarAfterResize(sidebarOf(context), params.width),
    ),
    applyOpenChild: assign(({ context }, params: { name: string }) => ({
      ...openChild(sidebarOf(context)),
      childName: params.name,
    })),
    applyNavigated: assign(({ context }) => afterNavigation(sidebarOf(context))),
    applySide: assign((_, params: { side: SidebarSide }) => ({ side: params.side })),
    flipCustomerInfo: assign(({ context }) => ({ customerInfoOpen: !context.customerInfoOpen })),
    assignTheme: assign((_, params: { theme: ThemeChoice }) => ({ theme: params.theme })),
    keepTheme: ({ context }) => keepThemeChoice(context.theme),
  },
}).createMachine({
  id: 'layout',
  // The machine starts as on a wide screen; the layout view corrects it with its first layout.resize. The theme
  // is this browser's last choice, read when the actor starts.
  context: () => ({
    ...sidebarForWidth(wideScreenWidth),
    side: 'left' as const,
    childName: null,
    customerInfoOpen: false,
    partyInView: null,
    theme: readThemeChoice(),
  }),
  initial: 'active',
  states: {
    active: {
      on: {
        'layout.toggle': { actions: 'applyToggle' },
        'layout.resize': {
          actions: { type: 'applyResize', params: ({ event }) => ({ width: event.width }) },
        },
        'layout.openChild': {
          actions: { type: 'applyOpenChild', params: ({ event }) => ({ name: event.name }) },
        },
        'layout.closeChild': { actions: 'applyNavigated' },
        'layout.navigated': { actions: 'applyNavigated' },
        'layout.setSide': { actions: { type: 'applySide', params: ({ event }) => ({ side: event.side }) } },
        'layout.toggleCustomerInfo': { actions: 'flipCustomerInfo' },
        'layout.partyInView': { actions: assign({ partyInView: ({ event }) => event.party }) },
        'layout.setTheme': {
          actions: [{ type: 'assignTheme', params: ({ event }) => ({ theme: event.theme }) }, 'keepTheme'],
        },
      },
    },
  },
});
