import type { PromptKind } from '../../../src/contracts/telephony/prompts';
import type { Prompts } from './media-endpoint';

/** A tenant's own recordings, by kind, as 8 kHz samples (issue 39). */
export type PromptSet = Partial<Record<PromptKind, Int16Array>>;

const spoken = (kind: string) => kind.startsWith('position-') || kind.startsWith('number-');

/** What a queue's callers hear: the tenant's own recording of each kind, else the folder's (`base`). */
export function withOwn(base: Prompts, own: PromptSet): Prompts {
  return {
    voicemail: own.voicemail ?? base.voicemail,
    callbackOffer: own['callback-offer'] ?? base.callbackOffer,
    callbackThanks: own['callback-thanks'] ?? base.callbackThanks,
    beep: own.beep ?? base.beep,
    ...(base.wait && {
      wait: {
        music: own['hold-music'] ?? base.wait.music,
        speech: {
          ...base.wait.speech,
          ...Object.fromEntries(Object.entries(own).filter(([k]) => spoken(k))),
        },
      },
    }),
  };
}
