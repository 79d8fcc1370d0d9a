import type { Row } from '../lib/report';
import {
  arrive,
  createRoutingState,
  route,
  type RoutingAgent,
  type RoutingQueue,
  type RoutingState,
} from '../../../src/rules/call-routing';

const agentCount = 1000;
const queueCount = 100;
/** One routing decision should leave the PBX's question answered well within a millisecond. */
const budgetUs = 1000;

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => (a = (Math.imul(a ^ (a >>> 15), 2246822507) + 0x9e3779b9) >>> 0) / 4294967296;
}

/** 1,000 agents in 1–3 of 100 queues (about 20 per queue), most Ready, the rest on calls or Not ready. */
function world(seed: number, waitingPerQueue: number): RoutingState {
  const r = random(seed);
  const queues: RoutingQueue[] = Array.from({ length: queueCount }, (_, i) => ({
    id: `q${i}`,
    number: String(600 + i),
  }));
  const states = ['ready', 'ready', 'ready', 'on_call', 'not_ready', 'wrap_up'] as const;
  const agents: RoutingAgent[] = Array.from({ length: agentCount }, (_, i) => ({
    id: `a${i}`,
    extension: String(1000 + i),
    state: states[Math.floor(r() * states.length)],
    readySince: Math.floor(r() * 3_600_000),
    queues: Array.from({ length: 1 + Math.floor(r() * 3) }, () => `q${Math.floor(r() * queueCount)}`),
    reason: null,
    missed: 0,
    rejected: 0,
  }));
  let state = createRoutingState(queues, agents);
  // Waiting callers in queues whose agents are all busy, so every pass also walks past them.
  for (let i = 0; i < waitingPerQueue * queueCount; i++)
    state = arrive(state, `w${i}`, `q${i % queueCount}`, i);
  return route(state, 4_000_000).state;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** A caller arrives at a random queue and one routing pass decides: what decideOffer does per PBX question. */
function measure(state: RoutingState, decisions: number, seed: number): number[] {
  const r = random(seed);
  const times: number[] = [];
  let sink = 0;
  for (let i = 0; i < decisions + 200; i++) {
    const queueId = `q${Math.floor(r() * queueCount)}`;
    const start = performance.now();
    const result = route(arrive(state, `c${i}`, queueId, 5_000_000 + i), 5_000_000 + i);
    const elapsed = performance.now() - start;
    sink += result.offers.length;
    // The first rounds warm the JIT; a PBX's first question is not what is measured.
    if (i >= 200) times.push(elapsed * 1000);
  }
  if (sink < 0) throw new Error('unreachable');
  return times.sort((a, b) => a - b);
}

export function routingSuite(options: { decisions: number }): Row[] {
  const rows: Row[] = [];
  for (const [label, waiting] of [
    ['no callers waiting', 0],
    ['500 callers waiting', 5],
  ] as const) {
    const times = measure(world(20, waiting), options.decisions, 7);
    const note = `${options.decisions} decisions, ${label}`;
    rows.push(
      {
        metric: `routing decision at 1,000 agents and 100 queues, ${label}: p50`,
        unit: 'µs',
        median: percentile(times, 0.5),
        budget: budgetUs,
        note,
      },
      {
        metric: `routing decision at 1,000 agents and 100 queues, ${label}: p99`,
        unit: 'µs',
        median: percentile(times, 0.99),
        budget: budgetUs,
        note,
      },
    );
  }
  return rows;
}
