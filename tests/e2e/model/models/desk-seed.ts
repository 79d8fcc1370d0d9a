import type { APIRequestContext } from '@playwright/test';
import type { EventObject } from 'xstate';
import { pdfOfSize } from '../../../fixtures/upload-files';
import { serviceAs } from '../../support/service-as';
import { agentCase } from '../../support/agent-case';

export type Call = <T>(path: string, data: unknown) => Promise<T>;

/** The agent's service calls: the answer's data, its errCode checked to be 0. */
export const agentCalls = (request: APIRequestContext, baseURL: string): Promise<Call> =>
  serviceAs(request, baseURL, 'agent');

/** The record the path's first answer of `actorId` carries (a registry sample), or undefined. */
export const firstAnswer = <T>(events: EventObject[], actorId: string): T | undefined =>
  (events.find((e) => e.type === `xstate.done.actor.${actorId}`) as { output?: T } | undefined)?.output;

/** A case of this path alone, owned by the agent. */
export const ownCase = (request: APIRequestContext, baseURL: string, what: string) =>
  agentCase(request, baseURL, `Model ${what} ${Date.now()}`);

/** A PDF of this many bytes as a browser sends it (a real PDF: the service checks content, not only the name). */
export const pdfDataUrl = (size: number): string =>
  `data:application/pdf;base64,${pdfOfSize(size).toString('base64')}`;
