import { fromPromise, type AnyActorRef, type PromiseActorLogic } from 'xstate';

/**
 * XState handles an event before `send` returns, so the world's drivers are synchronous; only the fake service
 * calls (promise actors) answer on a later tick. These helpers let a driver know when one is still answering, so a
 * read that would see the state before the answer fails loudly instead of passing on stale state.
 */

const serviceCalls = new WeakSet<object>();
/** Calls a test holds on purpose (a slow service, an answer that never comes): reading meanwhile is the point. */
const held = new WeakSet<object>();

/** Lets every fake service call that can answer do so (their answers are microtasks; this waits a macrotask). */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Answers a test releases when it chooses; a call parked here is not waited for. */
export const holds = () => {
  const parked: { self: object; resolve: () => void }[] = [];
  return {
    park: (self: object) =>
      new Promise<void>((resolve) => {
        held.add(self);
        parked.push({ self, resolve });
      }),
    /** Synchronous: the released calls count as answering at once, so the next read asks for settle(). */
    release: () =>
      parked.splice(0).forEach(({ self, resolve }) => {
        held.delete(self);
        resolve();
      }),
  };
};

/** A fake service call; `self` is the call's actor, for holds().park. */
export const serviceCall = <Output, Input>(
  answer: (input: Input, self: object) => Promise<Output>,
): PromiseActorLogic<Output, Input> => {
  const logic = fromPromise<Output, Input>(({ input, self }) => answer(input, self));
  serviceCalls.add(logic);
  return logic;
};

/** The id of a fake service call under this actor that is still answering, if any. */
const answering = (ref: AnyActorRef): string | undefined => {
  const logic = (ref as { logic?: object }).logic;
  const snapshot = ref.getSnapshot() as {
    status: string;
    children?: Record<string, AnyActorRef | undefined>;
  };
  if (logic && serviceCalls.has(logic) && snapshot.status === 'active' && !held.has(ref)) return ref.id;
  for (const child of Object.values(snapshot.children ?? {})) {
    const id = child && answering(child);
    if (id) return id;
  }
  return undefined;
};

/** Throws when a fake service call under this actor is still answering: the test forgot `await settle()`. */
export const mustBeSettled = (ref: AnyActorRef) => {
  const id = answering(ref);
  if (id) throw new Error(`the fake service call ${id} is still answering: await settle() before reading`);
};
