import { repoPath } from '../../repo-root';

type Env = Record<string, string | undefined>;

/** The queues' overflow media endpoint (issue 39), from TELEPHONY_OVERFLOW_* variables; read once at start. */
export type OverflowConfig = {
  /** UDP port of the endpoint on 127.0.0.1 (Kamailio's MEDIA_ENDPOINT); 0: none, voicemail and callback end the call. */
  mediaPort: number;
  /** The longest voicemail; the endpoint hangs up at it (a 16-bit 8 kHz WAV of 300 s is 4.8 MB, under 5 MB). */
  maxMessageSeconds: number;
  /** The folder of the prompts (voicemail.wav, callback-offer.wav, callback-thanks.wav, beep.wav). */
  promptsDir: string;
};

/** The prompts shipped with the product: 8 kHz mono 16-bit WAV. */
export const shippedPromptsDir = repoPath('server', 'telephony', 'prompts');

export function loadOverflowConfig(env: Env): OverflowConfig {
  const number = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    return value;
  };
  return {
    mediaPort: number('TELEPHONY_OVERFLOW_PORT', 0, 0, 65535),
    maxMessageSeconds: number('TELEPHONY_VOICEMAIL_MAX_SECONDS', 120, 3, 300),
    promptsDir: env.TELEPHONY_PROMPTS_DIR || shippedPromptsDir,
  };
}
