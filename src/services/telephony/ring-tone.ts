/**
 * The dock's ring for a callback offer (issue 39): a soft two-tone burble (440 + 480 Hz, the North American ring)
 * two seconds on, four off, made with Web Audio so the product ships no sound file. Returns the stop. A browser
 * that will not play audio before a user gesture stays silent: the banner still rings visibly.
 */
export function startRingTone(): () => void {
  const Context = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!Context) return () => undefined;
  let context: AudioContext;
  try {
    context = new Context();
  } catch {
    return () => undefined;
  }
  const gain = context.createGain();
  gain.gain.value = 0;
  gain.connect(context.destination);
  const oscillators = [440, 480].map((hz) => {
    const o = context.createOscillator();
    o.frequency.value = hz;
    o.connect(gain);
    o.start();
    return o;
  });
  const ring = () => {
    const t = context.currentTime;
    gain.gain.setValueAtTime(0.08, t);
    gain.gain.setValueAtTime(0, t + 2);
  };
  ring();
  const timer = setInterval(ring, 6000);
  return () => {
    clearInterval(timer);
    for (const o of oscillators) o.stop();
    void context.close();
  };
}
