import {
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type Route,
  type WebSocketRoute,
} from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { AgentStatus } from '../../../../src/contracts/telephony/details';
import { credentials, jssipForBrowser } from '../../support/customer-phone';
import type { WalkStep } from '../machine-walk';
import type { Ui } from '../ui-model';

/**
 * What stands around the agent's console in the telephony paths: the SIP socket between the console and Kamailio
 * (a gate the path opens, holds or cuts, as a network or a SIP server would), and the far ends of calls (JsSIP
 * phones in pages of their own, answered or hung up when the path says).
 */

export type SipWorld = { wsUrl: string; sipDomain: string; secret: string };

/**
 * How Kamailio's answers reach the console: `pass`; `hold` (kept until the path lets them through, so a state
 * that waits for the SIP server stays on screen); `refuse` (a REGISTER's 200 becomes 403 Forbidden, as a server
 * refusing the credentials says); `down` (no socket opens: the server does not answer).
 */
export type GateMode = 'pass' | 'hold' | 'refuse' | 'down';

export class SipGate {
  private mode: GateMode = 'pass';
  private held: { route: WebSocketRoute; message: string | Buffer }[] = [];
  private sockets = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>();
  /** The console's own messages (its answer to a call) are held while this is on. */
  private holdUp = false;
  private heldUp: { server: WebSocketRoute; message: string | Buffer }[] = [];
  /** ACKs to the console are lost while this is on: an answered call stays unconfirmed. */
  private loseAcks = false;

  constructor(private readonly world: SipWorld) {}

  async install(page: Page): Promise<void> {
    await page.routeWebSocket(this.world.wsUrl, (ws) => {
      if (this.mode === 'down') return void ws.close({ code: 1006 });
      const server = ws.connectToServer();
      const pair = { page: ws, server };
      this.sockets.add(pair);
      ws.onMessage((message) => {
        if (this.holdUp) this.heldUp.push({ server, message });
        else server.send(message);
      });
      server.onMessage((message) => this.toPage(ws, message));
      ws.onClose(() => {
        this.sockets.delete(pair);
        void server.close().catch(() => undefined);
      });
      server.onClose(() => {
        this.sockets.delete(pair);
        void ws.close().catch(() => undefined);
      });
    });
  }

  private toPage(ws: WebSocketRoute, message: string | Buffer): void {
    if (this.loseAcks && typeof message === 'string' && message.startsWith('ACK ')) return;
    if (this.mode === 'hold') return void this.held.push({ route: ws, message });
    if (this.mode === 'refuse' && typeof message === 'string' && /^SIP\/2\.0 200[^\r\n]*\r\n/.test(message))
      if (/^CSeq:\s*\d+\s+REGISTER\s*$/im.test(message))
        return ws.send(message.replace(/^SIP\/2\.0 200[^\r\n]*/, 'SIP/2.0 403 Forbidden'));
    ws.send(message);
  }

  /** From now on Kamailio's answers go as `mode` says; held ones are let through (or refused) in order. */
  set(mode: GateMode): void {
    this.mode = mode;
    if (mode === 'hold') return;
    for (const { route, message } of this.held.splice(0)) this.toPage(route, message);
  }

  /** Holds (or lets go) what the console sends, e.g. its 200 to an INVITE while it is answering. */
  holdOutgoing(on: boolean): void {
    this.holdUp = on;
    if (on) return;
    for (const { server, message } of this.heldUp.splice(0)) server.send(message);
  }

  /** Loses (or stops losing) the ACKs Kamailio relays to the console, as a lossy path would. */
  dropAcks(on: boolean): void {
    this.loseAcks = on;
  }

  /** Cuts every open socket, as a network drop does; `down` keeps new ones from opening. */
  async cut(mode: GateMode = 'down'): Promise<void> {
    this.set(mode);
    for (const { page, server } of [...this.sockets]) {
      await page.close({ code: 1006 }).catch(() => undefined);
      await server.close().catch(() => undefined);
    }
    this.sockets.clear();
  }
}

type FarWindow = {
  far: {
    call: (target: string, expires?: string) => void;
    answer: () => void;
    hangup: () => void;
    acceptRefer: () => void;
    rejectRefer: () => void;
    status: string;
    refer: boolean;
  };
};

/**
 * A far end: a registered JsSIP phone of a number in a browser context of its own. It rings and waits to be
 * answered (`answer`), calls (`call`), hangs up, and keeps a REFER until `acceptRefer` (then calls the target).
 */
export async function farEnd(browser: Browser, world: SipWorld, number: string, baseURL: string) {
  // The service's CSP forbids inline scripts; this page is the far end's, not the console's.
  const context: BrowserContext = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${baseURL}/api/version`);
  await page.addScriptTag({ content: await jssipForBrowser() });
  const { authorizationUser, password } = credentials(world.secret, number);
  await page.evaluate(
    async ({ wsUrl, sipDomain, number, authorizationUser, password }) => {
      type Session = {
        on: (e: string, f: (x: { cause?: string; accept?: (f: unknown, o: object) => void }) => void) => void;
        answer: (o: object) => void;
        terminate: () => void;
        isEnded: () => boolean;
      };
      const w = window as unknown as {
        JsSIP: {
          UA: new (c: object) => {
            start: () => void;
            call: (t: string, o: object) => Session;
            on: (e: string, f: (x: { originator?: string; session: Session }) => void) => void;
          };
          WebSocketInterface: new (u: string) => object;
        };
        far: FarWindow['far'];
      };
      const media = { mediaConstraints: { audio: true, video: false }, pcConfig: { iceServers: [] } };
      const ua = new w.JsSIP.UA({
        sockets: [new w.JsSIP.WebSocketInterface(wsUrl)],
        uri: `sip:${number}@${sipDomain}`,
        authorization_user: authorizationUser,
        password,
        register: true,
      });
      let session: Session | null = null;
      let refer: { accept?: (f: unknown, o: object) => void; reject?: () => void } | null = null;
      const watch = (s: Session) => {
        session = s;
        s.on('progress', () => (w.far.status = 'progress'));
        s.on('confirmed', () => (w.far.status = 'confirmed'));
        s.on('ended', (x) => (w.far.status = `ended: ${x.cause}`));
        s.on('failed', (x) => (w.far.status = `failed: ${x.cause}`));
        s.on('refer', (x) => {
          refer = x;
          w.far.refer = true;
        });
      };
      w.far = {
        status: 'idle',
        refer: false,
        // An INVITE with Expires: the called phone stops ringing by itself when it lapses (RFC 3261 13.3.1).
        call: (target, expires) => {
          w.far.status = 'calling';
          const extraHeaders = expires ? [`Expires: ${expires}`] : [];
          watch(ua.call(`sip:${target}@${sipDomain}`, { ...media, extraHeaders }));
        },
        answer: () => session?.answer(media),
        hangup: () => {
          if (session && !session.isEnded()) session.terminate();
        },
        acceptRefer: () => refer?.accept?.(() => undefined, media),
        // JsSIP has taken the REFER (202): refusing it is a NOTIFY 603 Decline.
        rejectRefer: () => refer?.reject?.(),
      };
      ua.on('newRTCSession', (e) => {
        if (e.originator !== 'remote') return;
        w.far.status = 'ringing';
        watch(e.session);
      });
      const registered = new Promise<void>((resolve) => ua.on('registered' as never, () => resolve()));
      ua.start();
      await registered;
    },
    { wsUrl: world.wsUrl, sipDomain: world.sipDomain, number, authorizationUser, password },
  );
  const far = (key: keyof FarWindow['far'], ...args: (string | undefined)[]) =>
    page.evaluate(
      ({ key, args }) => {
        const f = (window as unknown as FarWindow).far;
        const value: unknown = f[key as keyof FarWindow['far']];
        if (typeof value === 'function') {
          (value as (...a: (string | undefined)[]) => void)(...args);
          return undefined;
        }
        return value as string | boolean;
      },
      { key: key as string, args },
    );
  return {
    page,
    call: (target: string, expires?: string) => far('call', target, expires),
    answer: () => far('answer'),
    hangup: () => far('hangup'),
    acceptRefer: () => far('acceptRefer'),
    rejectRefer: () => far('rejectRefer'),
    status: async () => String(await far('status')),
    referred: async () => (await far('refer')) === true,
    /** Hangs up first: a page closed mid-call sends no BYE, and the router would think the agent still busy. */
    close: async () => {
      await far('hangup');
      await expect
        .poll(async () => String(await far('status')))
        .toMatch(/^(idle|ended|failed)/)
        .catch(() => undefined);
      await context.close();
    },
  };
}

export type FarEnd = Awaited<ReturnType<typeof farEnd>>;

/** What one path works with: the SIP gate of its page, its far ends, the held call log and the service. */
export type TelephonyData = {
  gate: SipGate;
  far: Map<string, FarEnd>;
  setStatus: (status: AgentStatus) => Promise<void>;
  /** The wrap-up code's save, held until the path says how the service answers it. */
  disposition: { held: Route[]; installed: boolean };
};

export type TelephonyTools = {
  /** The walk's snapshot before the action being done, and the steps after it. */
  now: () => { before: AnyMachineSnapshot; after: AnyMachineSnapshot; rest: WalkStep[] };
  nextReconcile: (rest: WalkStep[]) => AgentStatus | null;
  far: (ui: Ui<TelephonyData>, number: string) => Promise<FarEnd>;
};
