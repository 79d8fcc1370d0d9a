import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DomainContext } from '../domain/context';
import type { Lease } from '../domain/jobs/claims';

/** This instance's claim on background jobs: the bus's instance id, with the configured lease and beat. */
export const leaseOf = (ctx: DomainContext, config: Config): Lease => ({
  instanceId: ctx.bus.instanceId,
  leaseMs: config.jobLeaseMs,
  beatMs: config.jobBeatMs,
});

type Sweeper = { sweep: () => Promise<number[]>; stop: () => Promise<void> };

/**
 * Sweeps once the app is ready and then every intervalMs, so orphaned jobs are taken over by a survivor; stops
 * the runner (which releases its claims) when the app closes.
 */
export function keepSweeping(
  app: FastifyInstance,
  runner: Sweeper,
  what: string,
  intervalMs: number,
  done = `took over ${what} no instance was running`,
): void {
  const sweep = async () => {
    try {
      const taken = await runner.sweep();
      if (taken.length) app.log.info({ ids: taken }, done);
    } catch (error) {
      // A store that cannot answer now must not stop the service: the jobs stay running and the next sweep retries.
      app.log.warn({ err: error }, `${what} could not be swept`);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await runner.stop();
  });
}
