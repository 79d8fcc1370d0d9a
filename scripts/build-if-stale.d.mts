/** Builds the console with Vite when dist is missing or older than its sources; `force` always builds. */
export declare const buildIfStale: (root?: string, options?: { force?: boolean }) => void;
