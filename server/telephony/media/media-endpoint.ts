import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import type { MediaEndpointOptions, OverflowCall } from './media-endpoint-types';
import { openMediaSession, type MediaSession } from './media-session';
import {
  answerSdp,
  header,
  parseSdp,
  parseSip,
  respond,
  serialise,
  uriOf,
  userOf,
  type SipMessage,
} from './sip-message';
import { pcmWav, sampleRate } from './wav';

export type {
  MediaEndpointOptions,
  OverflowCall,
  OverflowMode,
  Prompts,
  WaitPrompts,
} from './media-endpoint-types';

/** A message shorter than this is a caller who hung up during the prompt: no voicemail. */
const shortestMessageSamples = sampleRate / 2;
const tag = () => randomBytes(6).toString('hex');

type Dialog = {
  call: OverflowCall;
  invite: SipMessage;
  /** Where Kamailio sent the INVITE from: our responses go back there. */
  peer: { address: string; port: number };
  ok: string;
  toTag: string;
  acked: boolean;
  media: MediaSession;
  ended: boolean;
  timers: Set<ReturnType<typeof setTimeout>>;
};

/**
 * The service's small SIP UAS for a queue's overflow (issue 39): Kamailio sends a caller at a queue's limit here
 * (`vm-<queue id>` or `cb-<queue id>`); it answers with PCMU, plays the queue's prompt, records the message or
 * takes a "1" for a callback, and ends on the caller's BYE or at the longest message.
 */
export async function startMediaEndpoint(options: MediaEndpointOptions) {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(options.port, '127.0.0.1', () => resolve());
  });
  const port = socket.address().port;
  const dialogs = new Map<string, Dialog>();
  const opening = new Set<string>();
  type Peer = { address: string; port: number };
  const send = (text: string, target: Peer) => socket.send(text, target.port, target.address);

  const later = (dialog: Dialog, ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      dialog.timers.delete(timer);
      run();
    }, ms);
    dialog.timers.add(timer);
  };

  /** The end of the call, whoever ended it: the message (if any) goes to the service, the media closes. */
  const finish = (dialog: Dialog, recorded: boolean) => {
    if (dialog.ended) return;
    dialog.ended = true;
    for (const timer of dialog.timers) clearTimeout(timer);
    const audio = dialog.media.recording();
    dialog.media.close();
    setTimeout(() => dialogs.delete(dialog.call.callId), 32_000); // late retransmissions still find it
    if (!recorded || audio.length < shortestMessageSamples) return;
    options
      .onVoicemail(dialog.call, pcmWav(audio), audio.length / sampleRate)
      .catch((error: unknown) => options.log('media endpoint: a voicemail was not kept', error));
  };

  /** Our BYE: along the Record-Route set to the caller's Contact (RFC 3261 12.2.1.1). */
  const hangUp = (dialog: Dialog, recorded: boolean) => {
    if (dialog.ended) return;
    const { invite } = dialog;
    const routes = invite.headers.filter(([n]) => n === 'record-route').map(([, v]) => v);
    const first = uriOf(routes[0] ?? header(invite, 'contact') ?? '');
    const hostPort = /sips?:(?:[^@]+@)?([\d.]+)(?::(\d+))?/.exec(first);
    const bye = serialise(`BYE ${uriOf(header(invite, 'contact') ?? '')} SIP/2.0`, [
      ['Via', `SIP/2.0/UDP 127.0.0.1:${port};branch=z9hG4bK${tag()};rport`],
      ...routes.map((r): [string, string] => ['Route', r]),
      ['Max-Forwards', '70'],
      ['From', `${header(invite, 'to') ?? ''};tag=${dialog.toTag}`],
      ['To', header(invite, 'from') ?? ''],
      ['Call-ID', dialog.call.callId],
      ['CSeq', '1 BYE'],
    ]);
    if (hostPort) send(bye, { address: hostPort[1] ?? '127.0.0.1', port: Number(hostPort[2] ?? 5060) });
    finish(dialog, recorded);
  };

  const voicemail = async (dialog: Dialog, prompt: Int16Array) => {
    await dialog.media.play(prompt);
    if (dialog.ended) return;
    dialog.media.startRecording();
    later(dialog, options.maxMessageSeconds * 1000, () => hangUp(dialog, true));
  };

  const run = async (dialog: Dialog) => {
    const prompts = await options.prompts(dialog.call.queueId);
    if (dialog.call.mode === 'voicemail') return voicemail(dialog, prompts.voicemail);
    await dialog.media.play(prompts.callbackOffer);
    if (dialog.ended || dialog.call.mode !== 'callback') return;
    // No "1" during the offer: a little longer, then the caller stays on the line and leaves a message.
    later(dialog, options.callbackGraceMs ?? 2000, () => {
      if (dialog.call.mode !== 'callback' || dialog.ended) return;
      dialog.call = { ...dialog.call, mode: 'voicemail' };
      void voicemail(dialog, prompts.beep);
    });
  };

  const pressed = async (dialog: Dialog, digit: string) => {
    if (digit !== '1' || dialog.call.mode !== 'callback' || dialog.ended) return;
    dialog.call = { ...dialog.call, mode: 'voicemail' }; // one callback per call, whatever else is pressed
    const call = { ...dialog.call, mode: 'callback' as const };
    const kept = options.onCallback(call).then(
      () => true,
      (error: unknown) => (options.log('media endpoint: a callback was not queued', error), false),
    );
    const prompts = await options.prompts(call.queueId);
    await Promise.all([dialog.media.play(prompts.callbackThanks), kept]);
    hangUp(dialog, false);
  };

  const invite = async (message: SipMessage, callId: string, peer: Peer) => {
    const known = dialogs.get(callId);
    if (known) return send(known.ok, peer); // a retransmission
    if (opening.has(callId)) return; // its 200 is on the way
    const target = /^sips?:(vm|cb)-(\d+)@/.exec(message.uri);
    const sdp = parseSdp(message.body);
    const toTag = tag();
    if (!target || header(message, 'x-acd-key') !== options.key)
      return send(respond(message, 403, 'Forbidden', toTag), peer);
    if (!sdp || !sdp.payloads.includes(0))
      return send(respond(message, 488, 'Not Acceptable Here', toTag), peer);
    const call: OverflowCall = {
      callId,
      mode: target[1] === 'vm' ? 'voicemail' : 'callback',
      queueId: Number(target[2]),
      caller: userOf(header(message, 'from')),
    };
    // Set once the dialog exists; a key pressed before that (there is no media yet) cannot come.
    const holder: { dialog?: Dialog } = {};
    opening.add(callId);
    const media = await openMediaSession({
      remote: { address: sdp.address, port: sdp.port },
      telephoneEvent: sdp.telephoneEvent,
      maxRecordSamples: options.maxMessageSeconds * sampleRate,
      onDigit: (digit) => holder.dialog && void pressed(holder.dialog, digit),
    }).finally(() => opening.delete(callId));
    const ok = respond(
      message,
      200,
      'OK',
      toTag,
      [
        ['Contact', `<sip:overflow@127.0.0.1:${port}>`],
        ['Content-Type', 'application/sdp'],
      ],
      answerSdp('127.0.0.1', media.port, sdp.telephoneEvent),
    );
    const dialog: Dialog = {
      call,
      invite: message,
      peer,
      ok,
      toTag,
      acked: false,
      media,
      ended: false,
      timers: new Set(),
    };
    holder.dialog = dialog;
    dialogs.set(callId, dialog);
    send(ok, peer);
    // UDP: the 200 is sent again until the ACK comes (RFC 3261 13.3.1.4), doubling from 500 ms.
    const resend = (ms: number) =>
      later(dialog, ms, () => {
        if (dialog.acked || dialog.ended) return;
        if (ms >= 4000) return hangUp(dialog, false);
        send(ok, peer);
        resend(ms * 2);
      });
    resend(500);
    void run(dialog).catch((error: unknown) => {
      options.log('media endpoint: a call failed', error);
      hangUp(dialog, false);
    });
  };

  socket.on('message', (data, from) => {
    const message = parseSip(data.toString('utf8'));
    const callId = message && header(message, 'call-id');
    if (!message || !callId || message.method === null) return; // responses (to our BYE) need nothing
    const peer = { address: from.address, port: from.port };
    const dialog = dialogs.get(callId);
    if (message.method === 'INVITE' && !/;tag=/.test(header(message, 'to') ?? ''))
      return void invite(message, callId, peer).catch((e: unknown) =>
        options.log('media endpoint: INVITE', e),
      );
    if (message.method === 'ACK') {
      if (dialog) dialog.acked = true;
      return;
    }
    if (!dialog) return send(respond(message, 481, 'Call/Transaction Does Not Exist', tag()), peer);
    if (message.method === 'BYE') {
      send(respond(message, 200, 'OK', dialog.toTag), peer);
      return finish(dialog, dialog.call.mode === 'voicemail');
    }
    // A CANCEL after our 200 changes nothing (the caller will BYE); anything else in the dialog is not done here.
    if (message.method === 'CANCEL') return send(respond(message, 200, 'OK', dialog.toTag), peer);
    send(respond(message, 501, 'Not Implemented', dialog.toTag), peer);
  });

  return {
    port,
    close() {
      for (const dialog of dialogs.values()) hangUp(dialog, dialog.call.mode === 'voicemail');
      socket.close();
    },
  };
}
