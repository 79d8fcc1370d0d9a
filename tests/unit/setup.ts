import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The unit project runs without vitest globals, so Testing Library cannot register its own clean-up.
afterEach(cleanup);

// jsdom lacks the layout APIs that Radix's popper, focus handling and the grid call; no-ops are enough here.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
// Some files of this project opt into the node environment, where there is no DOM to patch.
if (typeof Element !== 'undefined') {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}
