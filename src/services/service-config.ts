/** Where the console finds its service. Same origin by default, because `npm start` serves both on one port. */
// Outside Vite (the model tests load the machine registry in Node) there is no import.meta.env.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

export const serviceConfig = {
  /** Base of every call of spec §7 (VITE_SERVICE_URL). */
  serviceUrl: (env.VITE_SERVICE_URL as string | undefined) ?? '/api',
  /** The IP lookup for the info header (VITE_IP_LOOKUP_URL); empty disables it. Never blocks a call. */
  ipLookupUrl: (env.VITE_IP_LOOKUP_URL as string | undefined) ?? '/api/client_ip',
  ipLookupTimeoutMs: 2000,
  requestTimeoutMs: 30000,
  buildVersion: typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : 'dev',
  production: env.PROD === true,
};
