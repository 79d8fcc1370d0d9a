import autocannon from 'autocannon';

/** One call to the service, as the console makes it; answers the envelope. */
export const post = async (baseUrl: string, path: string, body: unknown, token?: string) => {
  const answer = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await answer.json()) as { errCode: number; msg: string; data?: unknown };
};

export const tokenOf = async (baseUrl: string, account: { username: string; password: string }) => {
  const body = await post(baseUrl, '/login', account);
  const token = (body.data as { token?: string } | undefined)?.token;
  if (body.errCode !== 0 || !token) throw new Error(`bench sign-in failed: ${JSON.stringify(body)}`);
  return token;
};

export type Call = { path: string; body: unknown; token: string };
export type Result = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** autocannon on one call for `seconds` with `connections` callers at once. */
export const hammer = (baseUrl: string, call: Call, seconds: number, connections: number): Promise<Result> =>
  new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${baseUrl}/api${call.path}`,
        method: 'POST',
        connections,
        duration: seconds,
        // As a browser asks: the service may answer big payloads gzipped (the tree does).
        headers: {
          authorization: `Bearer ${call.token}`,
          'content-type': 'application/json',
          'accept-encoding': 'gzip, deflate, br',
        },
        body: JSON.stringify(call.body),
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
