import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createDatabase } from '../../../server/db/client';
import { passwordResetRequests } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/db/seed';
import { afterAnswer } from '../../../server/domain/after-answer';
import { paths } from '../../../src/contracts/paths';
import type { Row } from '../lib/report';
import { median } from '../lib/stats';

const registered = [
  'thandiwe.nkosi',
  'pieter.vandermerwe',
  'naledi.mokoena',
  'sipho.dlamini',
  'lerato.khumalo',
].map((name) => `${name}@ubuntubenefits.co.za`);

/**
 * The reset-mail answer for a registered address beside an unknown one (issue 37: 125 vs 72 ms medians before the
 * mail moved after the answer), through the service's own request path (inject), interleaved so drift hits both
 * alike. Each request comes from its own address and the limits are cleared between requests (untimed): the
 * figures are of the admitted path, the one that differed.
 */
export async function resetTimingSuite(quick: boolean): Promise<Row[]> {
  const requests = quick ? 100 : 400;
  const database = await createDatabase({ memory: true });
  const app = buildApp({
    database,
    config: loadConfig({ DIST_DIR: '/nonexistent-dist', LOG_LEVEL: 'warn', TRUST_PROXY: '1' }),
  });
  try {
    await database.migrate();
    await seedDatabase(database.db);
    await app.ready();
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < requests + 20; i++) {
      // A B B A: each kind follows each kind as often, so what one request leaves behind weighs on both alike.
      const known = i % 4 === 0 || i % 4 === 3;
      const email = known ? registered[i % registered.length] : `nobody${i}@example.co.za`;
      await database.db.delete(passwordResetRequests);
      const start = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: `/api${paths.sendForgotPasswordEmail}`,
        headers: { 'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.1` },
        payload: { email },
      });
      const elapsed = performance.now() - start;
      if ((answer.json() as { errCode: number }).errCode !== 0) throw new Error(answer.body);
      await afterAnswer.settled(); // the mail of a registered address, written after the answer: not timed
      if (i >= 20) times[known ? 'known' : 'unknown'].push(elapsed); // the first rounds warm the path
    }
    const known = median(times.known);
    const unknown = median(times.unknown);
    const row = (metric: string, samples: number[], value: number): Row => ({
      metric,
      unit: 'ms',
      median: value,
      samples,
    });
    return [
      row('reset mail answer, registered address', times.known, known),
      row('reset mail answer, unknown address', times.unknown, unknown),
      row('reset mail answer, registered minus unknown (medians)', [], known - unknown),
    ];
  } finally {
    await app.close();
    await database.close();
  }
}
