import { createMailer } from '../domain/advice/mailer';
import { adviceMarketRoutes } from './advice-market';
import { adviceRecordRoutes } from './advice-records';
import type { RoutePlugin } from './types';

/** Advice and schemes (spec §7, /moses/v1/): one mailer per app, closed with it. */
export const adviceRoutes: RoutePlugin = async (app, deps) => {
  const mailer = createMailer(deps.config);
  app.addHook('onClose', async () => mailer.close());
  await app.register(adviceMarketRoutes(mailer), deps);
  await app.register(adviceRecordRoutes(mailer), deps);
};
