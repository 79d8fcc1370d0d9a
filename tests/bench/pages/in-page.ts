/** Timing helpers that run inside the benchmark page. */

/** Resolves once the browser has produced the frame that follows the current work. */
export const nextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Polls once a frame until `check` gives a value; rejects after `timeoutMs`. */
export const waitFor = <T>(
  check: () => T | null | undefined | false,
  what: string,
  timeoutMs = 10_000,
): Promise<T> =>
  new Promise((resolve, reject) => {
    const deadline = performance.now() + timeoutMs;
    const tick = () => {
      const value = check();
      if (value) return resolve(value);
      if (performance.now() > deadline) return reject(new Error(`timed out waiting for ${what}`));
      requestAnimationFrame(tick);
    };
    tick();
  });

/**
 * Resolves as soon as `check` holds after a change under `target`: a MutationObserver runs right after the commit
 * that made the change, where polling once a frame would only notice it a frame later.
 */
export const waitForMutation = (
  target: Node,
  check: () => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (!check()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`timed out waiting for ${what}`));
    }, timeoutMs);
    observer.observe(target, { childList: true, characterData: true, subtree: true, attributes: true });
  });

/** Types into a React-controlled input the way a keystroke does: the native setter, then an input event. */
export const typeInto = (input: HTMLInputElement, value: string): void => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/** A fresh host element for one measurement; the previous one is removed by its owner. */
export const freshHost = (id: string): HTMLElement => {
  document.getElementById(id)?.remove();
  const host = document.createElement('div');
  host.id = id;
  host.style.width = '1000px';
  document.getElementById('bench')?.append(host);
  return host;
};
