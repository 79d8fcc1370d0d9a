import autocannon from 'autocannon';
import { budgets } from '../lib/budgets';
import { serviceToken } from '../lib/console-page';
import type { Row } from '../lib/report';
import { median } from '../lib/stats';

type Load = { name: string; path: string; body: unknown; connections: number };

type Result = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

const run = (baseUrl: string, token: string, load: Load, seconds: number): Promise<Result> =>
  new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${baseUrl}/api${load.path}`,
        method: 'POST',
        connections: load.connections,
        duration: seconds,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(load.body),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
  });

const condition = (operator: string, dataType: string, op1: string, op2: unknown) => ({
  operator,
  type: 'str',
  data_type: dataType,
  op1,
  op2,
});

/** The seeded enrolment index of the signed-in tenant, queried on premium, dependants and surname. */
async function metadataQuery(baseUrl: string, token: string): Promise<unknown> {
  const answer = await fetch(`${baseUrl}/api/meta/search/index/get_all`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await answer.json()) as { errCode: number; data?: { id: number }[] };
  const index = body.data?.[0];
  if (body.errCode !== 0 || !index) throw new Error(`no metadata index to query: ${JSON.stringify(body)}`);
  return {
    index_id: index.id,
    query: {
      and: [
        condition('greater', 'FLOAT', 'premium', 3000),
        condition('less', 'INTEGER', 'dependants', 3),
        condition('contains', 'STRING', 'surname', 'e'),
      ],
    },
    limit: 20,
    offset: 0,
  };
}

const quickAnswers = async (baseUrl: string): Promise<void> => {
  const deadline = Date.now() + 120_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    await (await fetch(`${baseUrl}/api/version`)).arrayBuffer();
    quick = performance.now() - started < 20 ? quick + 1 : 0;
  }
};

const drain = async (baseUrl: string, token: string, load: Load): Promise<void> => {
  await quickAnswers(baseUrl);
  const answer = await fetch(`${baseUrl}/api${load.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(load.body),
  });
  const body = (await answer.json()) as { errCode: number; msg: string };
  if (body.errCode !== 0) throw new Error(`${load.name}: errCode ${body.errCode} ${body.msg}`);
};

/** autocannon at 50 connections against the same `npm start` server the browser suites use. */
export async function serviceSuite(
  baseUrl: string,
  options: { runs: number; seconds: number },
): Promise<Row[]> {
  const token = await serviceToken(baseUrl);
  const loads: Load[] = [
    { name: 'simple read (role map)', path: '/get_user_role_map', body: {}, connections: 50 },
    {
      name: 'tree load, 10 000 nodes',
      path: '/dev/kit/get_tree_demo',
      body: { id: 'demo-10000' },
      connections: 50,
    },
    {
      name: 'metadata query, three operators',
      path: '/meta/query/run',
      body: await metadataQuery(baseUrl, token),
      connections: 50,
    },
  ];
  const rows: Row[] = [];
  for (const load of loads) {
    // The previous load's last requests may still be in the server's hands when autocannon stops (a 10 000-node
    // tree takes a while each): wait until the server answers quickly again, then warm this path with one
    // request, so a load is not timed against the one before it.
    await drain(baseUrl, token, load);
    const results: Result[] = [];
    for (let i = 0; i < options.runs; i++) results.push(await run(baseUrl, token, load, options.seconds));
    const failed = results.reduce((n, r) => n + r.errors + r.non2xx, 0);
    const isSimple = load.path === '/get_user_role_map';
    rows.push(
      {
        metric: `service: ${load.name}, requests/s at 50 connections`,
        unit: 'req/s',
        median: median(results.map((r) => r.rps)),
        samples: results.map((r) => r.rps),
        ...(isSimple ? { budget: budgets.serviceRequestsPerSecond, higherIsBetter: true } : {}),
        ...(failed > 0 ? { note: `${failed} failed requests` } : {}),
      },
      { metric: `service: ${load.name}, p50 latency`, unit: 'ms', median: median(results.map((r) => r.p50)) },
      {
        metric: `service: ${load.name}, p99 latency`,
        unit: 'ms',
        median: median(results.map((r) => r.p99)),
        ...(isSimple ? { budget: budgets.serviceP99Ms } : {}),
      },
    );
  }
  return rows;
}
