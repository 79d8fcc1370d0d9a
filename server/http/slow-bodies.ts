import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { AppError } from '../errors';

/**
 * How slowly a large body may arrive. After a grace for the connection to get going, the bytes received so far
 * must keep up with the minimum rate on average; a body that falls behind is ended with an answer (408) and its
 * slot freed. 16 KB/s is a poor mobile line; a client sending 4 bytes every 3 s is far below it.
 */
export type SlowBodyRules = { graceMs: number; minBytesPerSecond: number; checkEveryMs: number };
export const slowBodyRules: SlowBodyRules = {
  graceMs: 10_000,
  minBytesPerSecond: 16 * 1024,
  checkEveryMs: 1_000,
};

/** A body read through a counter; Fastify checks the Content-Length against `receivedEncodedLength`. */
type Counted = Transform & { receivedEncodedLength: number };

/**
 * The payload as Fastify will read it, watched for its rate until it is all in or gone: too slow, the stream
 * fails with the envelope's error (the error handler answers it) and `onTooSlow` runs.
 */
export function watchBodyRate(payload: Readable, rules: SlowBodyRules, onTooSlow: () => void): Readable {
  const started = Date.now();
  const stop = () => clearInterval(timer);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      counter.receivedEncodedLength += chunk.length;
      callback(null, chunk);
    },
  }) as Counted;
  counter.receivedEncodedLength = 0;
  const timer = setInterval(() => {
    const seconds = (Date.now() - started) / 1000;
    if (seconds * 1000 < rules.graceMs || counter.receivedEncodedLength >= rules.minBytesPerSecond * seconds)
      return;
    const kib = Math.round(counter.receivedEncodedLength / 1024);
    payload.unpipe(counter);
    payload.resume(); // what still comes is not read into memory
    counter.destroy(
      new AppError(
        'busy',
        `The upload was too slow (${kib} KB in ${Math.round(seconds)} s; at least ${Math.round(rules.minBytesPerSecond / 1024)} KB/s is needed): try again on a better connection`,
        { httpStatus: 408 },
      ),
    );
    stop();
    onTooSlow();
  }, rules.checkEveryMs);
  timer.unref?.();
  payload.on('end', stop);
  payload.on('close', stop);
  payload.on('error', stop);
  return payload.pipe(counter);
}
