/** One RTP packet of audio every 20 ms. */
export const frameMs = 20;

/**
 * A late timer tick may catch up this many frames at once: a stall of a second is made good within about 0.1 s,
 * and no burst is longer than a phone's jitter buffer takes.
 */
const burst = 10;

/**
 * Sends 20 ms frames paced by the clock, not by the timer's ticks. A tick counted one frame before, so a busy
 * event loop (a stall of 100 ms sends one frame, not five) stretched what a caller heard and made every prompt
 * last longer than itself; each frame carries its own RTP timestamp, so frames sent late in a burst still play in
 * time at the far end. `send` answers false when there is nothing more to send, which stops the pacer.
 * `startNow` sends the first frame at once; otherwise it goes after one frame's time.
 */
export function paceFrames(
  send: () => boolean,
  startNow: boolean,
  now: () => number = () => performance.now(),
): { stop: () => void } {
  const started = now();
  let sent = 0;
  let running = true;
  const tick = () => {
    const due = Math.floor((now() - started) / frameMs) + (startNow ? 1 : 0);
    for (let n = 0; running && sent < due && n < burst; n += 1) {
      sent += 1;
      if (!send()) stop();
    }
  };
  const timer = setInterval(tick, frameMs);
  const stop = () => {
    running = false;
    clearInterval(timer);
  };
  if (startNow) tick();
  return { stop };
}
