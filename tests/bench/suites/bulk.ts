import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createDatabase } from '../../../server/db/client';
import { cases, users, workgroupMembers, workgroups } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/db/seed';
import { demoPassword } from '../../../server/db/seed/demo-accounts';
import type { BulkJob } from '../../../src/contracts/workflow/bulk';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import type { Row } from '../lib/report';
import { median } from '../lib/stats';

const count = 1000;

/**
 * A supervisor's bulk assign of 1,000 cases (issue 19) in the service's own code on a fresh embedded database
 * (migrated and seeded as `npm start` does): from the start call to the progress read that says it finished,
 * each record in its own transaction with its history, audit, notification and push.
 */
export async function bulkSuite(options: { runs: number }): Promise<Row[]> {
  const database = await createDatabase({ memory: true });
  await database.migrate();
  await seedDatabase(database.db);
  const config = loadConfig({ DIST_DIR: '/nonexistent-dist', LOG_LEVEL: 'silent' });
  const app = buildApp({ database, config });
  await app.ready();
  const call = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${path}`,
      payload: body as Record<string, unknown>,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const answer = response.json<{ errCode: number; msg: unknown; data: T }>();
    if (answer.errCode !== 0) throw new Error(`${path}: ${JSON.stringify(answer.msg)}`);
    return answer.data;
  };
  try {
    const db = database.db;
    const { token } = await call<{ token: string }>('/login', {
      username: 'supervisor',
      password: demoPassword,
    });
    const [desk] = await db.select().from(workgroups).where(eq(workgroups.name, 'Pretoria Claims Desk'));
    const [lerato] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(workgroupMembers, eq(workgroupMembers.userId, users.id))
      .where(and(eq(users.loginName, 'lerato.khumalo'), eq(workgroupMembers.workgroupId, desk.id)));
    const seconds: number[] = [];
    for (let run = 0; run < options.runs; run++) {
      const rows = Array.from({ length: count }, (_, i) => ({
        tenantId: desk.tenantId,
        number: `BENCH-${run}-${i}`,
        title: `Bulk bench case ${i}`,
        severity: 'Moderate',
        priority: 'Medium',
        status: 'Open',
        workgroupId: desk.id,
        source: 'manual',
      }));
      const ids = (await db.insert(cases).values(rows).returning({ id: cases.id })).map((r) => r.id);
      const start = performance.now();
      const { job_id } = await call<{ job_id: number }>(
        workflowPaths.bulkStart,
        { ids, action: 'assign', wrkgrp_id: desk.id, owner_user_id: lerato.id },
        token,
      );
      for (;;) {
        const job = await call<BulkJob>(workflowPaths.bulkGet, { job_id }, token);
        if (job.finished) {
          if (job.done !== count) throw new Error(`only ${job.done} of ${count} were done`);
          break;
        }
        // The console reads progress every 300 ms; so does the bench, so its reads cost what they cost there.
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      seconds.push((performance.now() - start) / 1000);
    }
    return [
      {
        metric: '1,000-case bulk assign (s)',
        unit: 's',
        median: median(seconds),
        samples: seconds,
        note: `PGlite in process; each record its own transaction; median of ${options.runs}`,
      },
    ];
  } finally {
    await app.close();
    await database.close();
  }
}
