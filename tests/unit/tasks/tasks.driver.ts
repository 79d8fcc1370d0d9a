import { expect } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { TaskRecord } from '../../../src/contracts/tasks';
import { tasksMachine, type TasksDone } from '../../../src/machines/tasks.machine';
import {
  emptyTaskData,
  type TaskCommand,
  type TaskCommandResult,
  type TaskScreenData,
  type TasksInput,
} from '../../../src/machines/tasks-load';
import { HttpError } from '../../../src/services/http-result';

type Deferred<T> = { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void };
const deferred = <T>(): Deferred<T> => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

export const sampleTask = (extra: Partial<TaskRecord> = {}) =>
  ({ id: 7, title: 'Send renewal pack', completion: 40, status: 'In Progress', ...extra }) as TaskRecord;

/** A fluent driver for the tasks actor: loads answer from a list, commands wait until released. */
export const tasks = (input: TasksInput = { view: 'tracker' }) => {
  const answers: (TaskScreenData | HttpError)[] = [];
  const loads: TasksInput[] = [];
  const commands: TaskCommand[] = [];
  const done: TasksDone[] = [];
  let pending: Deferred<TaskCommandResult> | null = null;
  const machine = tasksMachine.provide({
    actors: {
      load: fromPromise<TaskScreenData, TasksInput>(async ({ input: i }) => {
        loads.push(i);
        const next = answers.shift() ?? { ...emptyTaskData, tasks: [sampleTask()] };
        if (next instanceof HttpError) throw next;
        return next;
      }),
      act: fromPromise<TaskCommandResult, TaskCommand>(({ input: c }) => {
        commands.push(c);
        pending = deferred();
        return pending.promise;
      }),
    },
  });
  const actor = createActor(machine, { input });
  actor.on('tasks.done', (e) => done.push(e));
  const settle = () => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
  const driver = {
    actor,
    loads,
    commands,
    done,
    answerWith: (data: TaskScreenData | HttpError) => (answers.push(data), driver),
    start: async () => (actor.start(), await settle(), driver),
    act: (command: TaskCommand) => (actor.send({ type: 'tasks.act', command }), driver),
    succeed: async (result: TaskCommandResult) => (pending?.resolve(result), await settle(), driver),
    refuse: async (errCode: number, msg: string) => (
      pending?.reject(new HttpError({ kind: 'appError', errCode, msg })),
      await settle(),
      driver
    ),
    reload: async () => (actor.send({ type: 'tasks.reload' }), await settle(), driver),
    dismiss: () => (actor.send({ type: 'tasks.dismiss' }), driver),
    expectState: (state: string) => (expect(actor.getSnapshot().value).toBe(state), driver),
    expectMessages: (error: string | null, notice: string | null) => {
      const { context } = actor.getSnapshot();
      expect({ error: context.error, notice: context.notice }).toEqual({ error, notice });
      return driver;
    },
    completions: () => actor.getSnapshot().context.data.tasks.map((t) => t.completion),
  };
  return driver;
};
