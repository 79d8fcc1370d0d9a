import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The unit project runs without vitest globals, so Testing Library cannot register its own clean-up.
afterEach(cleanup);

// jsdom lacks ResizeObserver, which Radix's floating content and the grid observe; a no-op is enough here.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
