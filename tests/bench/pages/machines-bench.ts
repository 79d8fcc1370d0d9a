import { createActor } from 'xstate';
import { subjects, type Subject } from './machine-subjects';

/** Machines measured where they run, in the browser; each cycle returns the actor to where it started. */
export const machineNames = async (): Promise<string[]> => Object.keys(subjects);

const subjectOf = (name: string): Subject => {
  const subject = subjects[name];
  if (!subject) throw new Error(`no machine subject "${name}"`);
  return subject;
};

const started = async (subject: Subject) => {
  const actor = createActor(subject.logic, { input: subject.input }).start();
  await subject.prepare?.(actor);
  return actor;
};

export async function machineEventsPerSecond(name: string, events: number): Promise<number> {
  const subject = subjectOf(name);
  const actor = await started(subject);
  const start = performance.now();
  for (let i = 0; i < events; i++) actor.send(subject.event(i));
  const seconds = (performance.now() - start) / 1000;
  actor.stop();
  return events / seconds;
}

type MemoryInfo = { usedJSHeapSize: number };
const heap = (): number => (performance as unknown as { memory: MemoryInfo }).memory.usedJSHeapSize;
const gc = (): void => (window as unknown as { gc?: () => void }).gc?.();

/** Heap growth per started actor over `count` live actors; the runner starts Chromium with exposed gc and
 * precise memory info so the figure is exact rather than bucketed. */
export async function machineBytesPerActor(name: string, count: number): Promise<number> {
  const subject = subjectOf(name);
  gc();
  const before = heap();
  const actors = await Promise.all(Array.from({ length: count }, () => started(subject)));
  gc();
  const after = heap();
  actors.forEach((a) => a.stop());
  return (after - before) / count;
}
