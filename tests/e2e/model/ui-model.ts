import type { APIRequestContext, Page } from '@playwright/test';
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  ContextFrom,
  EventFromLogic,
  EventObject,
  StateValueFrom,
} from 'xstate';

/** What a model's assertions and actions work with: the page, the service and the data seeded for this path. */
export type Ui<D> = {
  page: Page;
  request: APIRequestContext;
  baseURL: string;
  data: D;
  /**
   * The events the path sends after the step being done: an action that starts something the real service answers
   * later (a call whose number the lookup will or will not know) sets up the answer the path goes on to expect.
   */
  ahead: EventObject[];
  /** Ends the path here: its next step is beyond what a browser can do (the reason goes in the report). */
  beyondReach: (reason: string) => Error;
};

export type Seeding = Pick<Ui<never>, 'page' | 'request' | 'baseURL'> & {
  /**
   * The path's events. A model whose starting data depends on the path reads them: the advice a path loads in
   * `sent` must be seeded as sent, since the service, not the sample event, answers the load.
   */
  events: EventObject[];
};

/** Every state node of a state value, dotted from the root: `signedIn`, `signedIn.ready`. */
export type StatePaths<V> = V extends string
  ? V
  : V extends object
    ? { [K in keyof V & string]: K | `${K}.${StatePaths<NonNullable<V[K]>>}` }[keyof V & string]
    : never;

/** The state node paths of a machine, as `getStateNodes` names them. */
export type StateKey<M extends AnyStateMachine> = StatePaths<StateValueFrom<M>>;
/** The events a person (or another part of the console) sends; xstate's own events are the runner's business. */
export type EventType<M extends AnyStateMachine> = Exclude<EventFromLogic<M>['type'], `xstate.${string}`>;
export type EventOf<M extends AnyStateMachine, T extends string> = Extract<EventFromLogic<M>, { type: T }>;

/** A state or event the browser cannot show or do, with the reason a reviewer reads in the coverage report. */
export type Unreachable = { unreachable: string };

/**
 * An event whose resulting state is over before a screen can show it (a hang-up the phone reports as ended while
 * handling the click): `act` does what a person does and checks what they then see; the runner counts the
 * transition but checks no state after it, and the reason goes in the report.
 */
export type Momentary<A> = { momentary: string; act: A };

/** How the page answers a service the machine invokes, so the runner can hold it (to see the waiting state) or fail it. */
export type ServiceCall = {
  /** The requests of this call, matched as Playwright's page.route matches them. */
  url: string | RegExp;
  /**
   * How the service fails for `xstate.error.actor.<id>`: the service's own error envelope (errCode ≠ 0, HTTP
   * 200), or a dropped connection. Default: the envelope.
   */
  failure?: 'envelope' | 'network';
};

/**
 * A test model: a machine mapped onto the console. Every state node names what a person sees there (a Playwright
 * assertion); every event names what a person does to send it. The mapped types make the build fail when the
 * machine gains a state or event its model does not map.
 */
export type UiModel<M extends AnyStateMachine, D = unknown> = {
  /** The registry id of the machine (src/machines/registry.ts). */
  id: string;
  /** The account the path signs in as, or null for a path that starts signed out. */
  account: 'admin' | 'supervisor' | 'agent' | null;
  /** Data of this path alone, made through the service before the screen opens (nothing shared with other paths). */
  seed: (ui: Seeding) => Promise<D>;
  /** Opens the screen where the machine is in its initial state. */
  open: (ui: Ui<D>) => Promise<void>;
  states: { [S in StateKey<M>]: ((ui: Ui<D>) => Promise<void>) | Unreachable };
  /** Each action also gets the machine's context before the event (the model's own, replayed), e.g. for a guard. */
  events: {
    [E in EventType<M>]:
      | ((ui: Ui<D>, event: EventOf<M, E>, context: ContextFrom<M>) => Promise<void>)
      | Momentary<(ui: Ui<D>, event: EventOf<M, E>, context: ContextFrom<M>) => Promise<void>>
      | Unreachable;
  };
  /** The invoked actors that are calls to the service, by invoke id. */
  services?: Record<string, ServiceCall>;
  /** Invoked actors the browser cannot make fail (or finish), by event type, with the reason. */
  unreachableEvents?: Record<string, string>;
  /**
   * Why the real service cannot take this step from this context (e.g. a sample answer that belongs to another
   * request: a start answered with an ended meeting), or null. A path with such a step is not run. The snapshot is
   * there for a machine whose parallel regions the product keeps in step (telephony: no call without a socket).
   */
  impossible?: (event: EventObject, context: ContextFrom<M>, snapshot: AnyMachineSnapshot) => string | null;
};

type AnyAction = (ui: Ui<unknown>, event: never, context: never) => Promise<void>;

/** A model with its machine type erased, for the runner and the list of models. */
export type AnyUiModel = {
  id: string;
  account: UiModel<AnyStateMachine>['account'];
  seed: (ui: Seeding) => Promise<unknown>;
  open: (ui: Ui<unknown>) => Promise<void>;
  states: Record<string, ((ui: Ui<unknown>) => Promise<void>) | Unreachable>;
  events: Record<string, AnyAction | Momentary<AnyAction> | Unreachable>;
  services?: Record<string, ServiceCall>;
  unreachableEvents?: Record<string, string>;
  impossible?: (event: EventObject, context: never, snapshot: AnyMachineSnapshot) => string | null;
  /** Why no browser path takes these transitions, for the report (see beyond-reasons.ts). */
  transitionReasons?: Record<string, string>;
};

/**
 * Checks a model against its machine's type and erases the type for the list of models:
 * `defineModel(machine)<Data>({ ... })`, Data being what seed answers.
 */
export const defineModel =
  <M extends AnyStateMachine>(_machine: M) =>
  <D = undefined>(model: UiModel<M, D>): AnyUiModel =>
    model as unknown as AnyUiModel;

export const isMomentary = (value: unknown): value is Momentary<AnyAction> =>
  typeof value === 'object' && value !== null && 'momentary' in value;

export const isUnreachable = (value: unknown): value is Unreachable =>
  typeof value === 'object' && value !== null && 'unreachable' in value;
