import type { Page, WebSocketRoute } from '@playwright/test';

type Message = string | Buffer;

/** Responses that change nothing the page shows: Trying, and the authentication challenges. */
const unseen = /^SIP\/2\.0 (100|401|407) /;

/** The start line of a SIP message: `SIP/2.0 180 Ringing` for a response. */
const startLine = (message: Message): string => message.toString().split('\r\n', 1)[0] ?? '';

/**
 * The test caller's line to the SIP server, with a hand on it: the phone's reports (connected, ringing, answered)
 * follow the SIP server's messages, which arrive faster than a person can look. The gate holds the connection and
 * what the server sends until the path's next step lets it through, so each state the machine passes shows on the
 * page first. What the page sends always goes straight to the server; nothing is made up, only delayed or (for an
 * answer without ringing) a provisional response left out, as a phone that answers at once never sends one.
 */
export class SipGate {
  private allowConnect: (refuse: boolean) => void = () => undefined;
  private readonly connectDecision = new Promise<boolean>((resolve) => {
    this.allowConnect = resolve;
  });
  private route: WebSocketRoute | null = null;
  private server: WebSocketRoute | null = null;
  private holding = true;
  /** Whether the page's socket reached the server (a SIP server that goes away drops it, one never there refuses). */
  connected = false;
  private readonly held: Message[] = [];
  private waiting: { until: RegExp; drop: RegExp | null; done: () => void } | null = null;

  /** Routes the page's connection to `wsUrl` through the gate; the page waits until `connect` or `refuse`. */
  async install(page: Page, wsUrl: string): Promise<void> {
    await page.routeWebSocket(wsUrl, async (ws) => {
      this.route = ws;
      // An async handler keeps the page's socket connecting until the gate decides (Playwright opens it after).
      if (await this.connectDecision) {
        ws.close({ code: 1011, reason: 'No SIP server' });
        return;
      }
      const server = ws.connectToServer();
      this.server = server;
      this.connected = true;
      ws.onMessage((message) => server.send(message));
      server.onMessage((message) => this.fromServer(message));
      ws.onClose((code, reason) => server.close({ code, reason }));
      server.onClose((code, reason) => ws.close({ code, reason }));
    });
  }

  connect(): void {
    this.allowConnect(false);
  }

  /** The SIP server does not answer: the page's socket closes before it opens. */
  refuse(): void {
    this.allowConnect(true);
  }

  /** The SIP server goes away: both ends of a running connection close. */
  async drop(): Promise<void> {
    await this.server?.close({ code: 1001, reason: 'SIP server gone' });
    await this.route?.close({ code: 1006, reason: 'SIP server gone' });
  }

  /** Holds what the server sends from now on (the call about to be dialled shows Calling until it rings). */
  hold(): void {
    this.holding = true;
  }

  /** Lets everything through, what was held first. */
  pass(): void {
    this.holding = false;
    this.waiting = null;
    for (const message of this.held.splice(0)) this.route?.send(message);
  }

  /**
   * Lets the server's messages through up to the first whose start line matches `until`, then holds again;
   * `drop` leaves out the provisional responses a phone that answers at once never sends.
   */
  deliverUntil(until: RegExp, drop: RegExp | null = null): Promise<void> {
    while (this.held.length > 0) {
      const message = this.held.shift() as Message;
      if (drop?.test(startLine(message))) continue;
      this.route?.send(message);
      if (until.test(startLine(message))) return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.waiting = { until, drop, done: resolve };
      this.holding = false;
    });
  }

  private fromServer(message: Message): void {
    // Trying and the proxy's challenge are between the phone and the server (nothing a person sees): only the
    // call's news (ringing, answer, end) waits, and nothing overtakes what waits already.
    if (this.holding && this.held.length === 0 && unseen.test(startLine(message))) {
      this.route?.send(message);
      return;
    }
    if (this.holding) {
      this.held.push(message);
      return;
    }
    const waiting = this.waiting;
    if (waiting?.drop?.test(startLine(message))) return;
    this.route?.send(message);
    if (waiting && waiting.until.test(startLine(message))) {
      this.waiting = null;
      this.holding = true;
      waiting.done();
    }
  }
}
