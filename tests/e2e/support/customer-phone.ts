import { createHmac } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { build } from 'esbuild';

let bundled: Promise<string> | null = null;
/** JsSIP ships no browser build: bundle the installed package once (esbuild comes with tsx). */
export const jssipForBrowser = (): Promise<string> =>
  (bundled ??= build({
    stdin: { contents: "import JsSIP from 'jssip'; window.JsSIP = JsSIP;", resolveDir: process.cwd() },
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0].text));

export type CustomerPhone = {
  page: Page;
  call: (extension: string) => Promise<void>;
  hangup: () => Promise<void>;
  /** The call's last event: progress, confirmed, ended, failed (with its cause). */
  status: () => Promise<string>;
};

/** Ephemeral credentials as the service issues them, for a caller the PBX knows only by its number. */
export const credentials = (secret: string, user: string) => {
  const authorizationUser = `${Math.floor(Date.now() / 1000) + 3600}:${user}`;
  return {
    authorizationUser,
    password: createHmac('sha1', secret).update(authorizationUser).digest('base64'),
  };
};

/**
 * The customer's side of a call: a plain page in its own browser context running JsSIP (the library's browser
 * build), calling through the same Kamailio with fake media.
 */
export const openCustomerPhone = async (
  context: BrowserContext,
  options: {
    pageUrl: string;
    wsUrl: string;
    sipDomain: string;
    secret: string;
    number: string;
    /** Register the number and answer calls to it (click-to-call tests); by default it only calls out. */
    answer?: boolean;
  },
): Promise<CustomerPhone> => {
  const page = await context.newPage();
  await page.goto(options.pageUrl);
  await page.addScriptTag({ content: await jssipForBrowser() });
  const { authorizationUser, password } = credentials(options.secret, options.number);
  await page.evaluate(
    ({ wsUrl, sipDomain, number, authorizationUser, password, answer }) => {
      type Session = { on: (e: string, f: (x: { cause?: string }) => void) => void; terminate: () => void };
      type Ua = {
        start: () => void;
        call: (t: string, o: object) => Session;
        on: (
          e: string,
          f: (x: { originator?: string; session?: Session & { answer: (o: object) => void } }) => void,
        ) => void;
      };
      const w = window as unknown as {
        JsSIP: { UA: new (c: object) => Ua; WebSocketInterface: new (u: string) => object };
        customer: { ua: Ua; session: Session | null; status: string; connected: Promise<void> };
      };
      const ua = new w.JsSIP.UA({
        sockets: [new w.JsSIP.WebSocketInterface(wsUrl)],
        uri: `sip:${number}@${sipDomain}`,
        authorization_user: authorizationUser,
        password,
        register: answer,
      });
      const connected = new Promise<void>((resolve) =>
        ua.on(answer ? 'registered' : 'connected', () => resolve()),
      );
      w.customer = { ua, session: null, status: 'idle', connected };
      ua.on('newRTCSession', (e) => {
        const session = e.session;
        if (e.originator !== 'remote' || !session) return;
        const c = w.customer;
        c.session = session;
        c.status = 'answering';
        session.on('confirmed', () => (c.status = 'confirmed'));
        session.on('ended', (x) => (c.status = `ended: ${x.cause}`));
        session.on('failed', (x) => (c.status = `failed: ${x.cause}`));
        session.answer({ mediaConstraints: { audio: true, video: false }, pcConfig: { iceServers: [] } });
      });
      ua.start();
    },
    {
      wsUrl: options.wsUrl,
      sipDomain: options.sipDomain,
      number: options.number,
      authorizationUser,
      password,
      answer: options.answer ?? false,
    },
  );
  await page.evaluate(
    () => (window as unknown as { customer: { connected: Promise<void> } }).customer.connected,
  );
  return {
    page,
    call: (extension) =>
      page.evaluate(
        ({ extension, sipDomain }) => {
          const c = (
            window as unknown as {
              customer: Record<string, never> & {
                ua: { call: (t: string, o: object) => unknown };
                session: unknown;
                status: string;
              };
            }
          ).customer;
          const session = c.ua.call(`sip:${extension}@${sipDomain}`, {
            mediaConstraints: { audio: true, video: false },
            pcConfig: { iceServers: [] },
          }) as { on: (e: string, f: (x: { cause?: string }) => void) => void };
          c.session = session;
          c.status = 'calling';
          session.on('progress', () => (c.status = 'progress'));
          session.on('confirmed', () => (c.status = 'confirmed'));
          session.on('ended', (e) => (c.status = `ended: ${e.cause}`));
          session.on('failed', (e) => (c.status = `failed: ${e.cause}`));
        },
        { extension, sipDomain: options.sipDomain },
      ),
    hangup: () =>
      page.evaluate(() => {
        const c = (window as unknown as { customer: { session: { terminate: () => void } | null } }).customer;
        c.session?.terminate();
      }),
    status: () =>
      page.evaluate(() => (window as unknown as { customer: { status: string } }).customer.status),
  };
};
