/** dist-server/, where `npm run build` puts the compiled service. */
export declare const serverOutDir: string;
/** dist-server/main.js: the compiled service's entry, run with plain `node`. */
export declare const serverEntry: string;
/** Compiles server/main.ts into dist-server/ (esbuild, one ESM bundle, packages external, source map). */
export declare function buildServer(root?: string): void;
