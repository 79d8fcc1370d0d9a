/**
 * Work a call starts after its answer has gone out, so the answer cannot reveal (by its timing) what the work
 * found. The tracker belongs to the process: closing an app waits for it, so a stop loses none of it.
 */
export class AfterAnswer {
  private readonly pending = new Set<Promise<void>>();

  /** Starts `task` on the next turn of the event loop, after the answer is written; `onError` never rethrows. */
  run(task: () => Promise<void>, onError: (error: unknown) => void): void {
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch(onError)
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Resolves once nothing started is still running, including work started while waiting. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** settled(), but never longer than `ms`: a stop must not hang on a store that no longer answers. */
  async settledWithin(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
      timer.unref();
    });
    await Promise.race([this.settled(), limit]).finally(() => clearTimeout(timer));
  }
}

export const afterAnswer = new AfterAnswer();
