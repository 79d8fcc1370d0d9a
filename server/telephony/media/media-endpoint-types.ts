// What the overflow media endpoint (media-endpoint.ts) is given and hands back.
export type OverflowMode = 'voicemail' | 'callback';
export type OverflowCall = { callId: string; mode: OverflowMode; queueId: number; caller: string | null };
/** The queue's recordings, as 8 kHz samples: beep is the tone before a message after a callback offer. */
export type Prompts = {
  voicemail: Int16Array;
  callbackOffer: Int16Array;
  callbackThanks: Int16Array;
  beep: Int16Array;
  /** A queued caller's music and the parts of "You are number 2 in the queue" (issue 39), by file name. */
  wait?: WaitPrompts;
};

export type WaitPrompts = { music: Int16Array; speech: Partial<Record<string, Int16Array>> };

export type MediaEndpointOptions = {
  /** UDP port on 127.0.0.1; a free one when 0. Kamailio is told it (MEDIA_ENDPOINT) and is its only peer. */
  port: number;
  /** Kamailio's routing key: an INVITE without it is refused (another local process is no caller). */
  key: string;
  prompts: (queueId: number) => Prompts | Promise<Prompts>;
  maxMessageSeconds: number;
  /** After the callback offer ends, this long for a "1" before the message is recorded. */
  callbackGraceMs?: number;
  onVoicemail: (call: OverflowCall, wav: Buffer, seconds: number) => Promise<void>;
  onCallback: (call: OverflowCall) => Promise<void>;
  log: (message: string, error?: unknown) => void;
};
