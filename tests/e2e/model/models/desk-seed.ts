import { expect, type APIRequestContext } from '@playwright/test';
import type { EventObject } from 'xstate';
import { pdfOfSize } from '../../../fixtures/upload-files';
import { demoAccounts } from '../../fixtures';
import { agentCase } from '../../support/agent-case';

type Answer<T> = { errCode: number; msg: unknown; data: T };
export type Call = <T>(path: string, data: unknown) => Promise<T>;

/** The agent's service calls (signed in through /login): the answer's data, its errCode checked to be 0. */
export async function agentCalls(request: APIRequestContext, baseURL: string): Promise<Call> {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'agent', password: demoAccounts.agent.password },
  });
  const token = ((await login.json()) as Answer<{ token: string }>).data.token;
  const headers = { authorization: `Bearer ${token}` };
  return async <T>(path: string, data: unknown): Promise<T> => {
    const body = (await (await request.post(`${baseURL}/api${path}`, { headers, data })).json()) as Answer<T>;
    expect(body.errCode, `${path}: ${String(body.msg)}`).toBe(0);
    return body.data;
  };
}

/** The record the path's first answer of `actorId` carries (a registry sample), or undefined. */
export const firstAnswer = <T>(events: EventObject[], actorId: string): T | undefined =>
  (events.find((e) => e.type === `xstate.done.actor.${actorId}`) as { output?: T } | undefined)?.output;

/** A case of this path alone, owned by the agent. */
export const ownCase = (request: APIRequestContext, baseURL: string, what: string) =>
  agentCase(request, baseURL, `Model ${what} ${Date.now()}`);

/** A PDF of this many bytes as a browser sends it (a real PDF: the service checks content, not only the name). */
export const pdfDataUrl = (size: number): string =>
  `data:application/pdf;base64,${pdfOfSize(size).toString('base64')}`;
