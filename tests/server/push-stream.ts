import { workflowPaths } from '../../src/contracts/workflow/paths';

export type PushEvent = { event: string; data: unknown };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A console's push stream over a real socket (inject does not stream), read as the console reads it: fetch with the
 * Bearer header, Server-Sent Events split on blank lines.
 */
export async function subscribePush(base: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api${workflowPaths.events}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: PushEvent[] = [];
  let buffer = '';
  let done = false;
  const pump = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (chunk.done) return void (done = true);
      buffer += decoder.decode(chunk.value, { stream: true });
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
    }
  })();
  const until = async (test: () => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (Date.now() < end && !test()) await sleep(10);
    return test();
  };
  return {
    response,
    events,
    /** The first event that matches within ms, or undefined. */
    waitFor: async (match: (e: PushEvent) => boolean, ms = 1000) =>
      (await until(() => events.some(match), ms)) ? events.find(match) : undefined,
    /** True when the service ended the stream within ms. */
    ended: (ms: number) => until(() => done, ms),
    close: () => (controller.abort(), pump),
  };
}
