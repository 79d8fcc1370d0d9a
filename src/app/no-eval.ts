/**
 * The console's CSP has no 'unsafe-eval'. zod 4 probes for eval with `new Function('')` the first time an object
 * schema parses; the throw is caught, but the browser still reports a CSP violation (an Issues-panel entry that
 * costs Lighthouse's best practices score). jitless skips the probe and the compiled parsers with it. zod reads
 * this global when it first loads (zod/v4/core/core.js), and it loads only with the screens that parse, after the
 * entry has run: setting it here, before any screen, needs no import of zod in the sign-in entry.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
