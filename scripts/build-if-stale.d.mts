/**
 * Builds the console with Vite and the service with esbuild, each when its output is missing or older than its
 * sources; `force` always builds both. Returns whether anything was built.
 */
export declare const buildIfStale: (root?: string, options?: { force?: boolean }) => boolean;
