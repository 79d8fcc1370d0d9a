import { z } from 'zod';

/**
 * Issue 39: the recordings callers hear, shipped with the product (TELEPHONY_PROMPTS_DIR) and replaceable per
 * tenant. Each kind is listed once here: its file in the shipped folder and the label people read.
 */
export const promptKindInfo = {
  voicemail: { file: 'voicemail.wav', label: 'Voicemail greeting' },
  'callback-offer': { file: 'callback-offer.wav', label: 'Callback offer ("press 1")' },
  'callback-thanks': { file: 'callback-thanks.wav', label: 'Callback confirmation' },
  beep: { file: 'beep.wav', label: 'Tone before a message' },
  'hold-music': { file: 'hold-music.wav', label: 'Hold music' },
  'position-intro': { file: 'position-intro.wav', label: 'Position: "You are number…"' },
  'position-outro': { file: 'position-outro.wav', label: 'Position: "…in the queue"' },
  'number-1': { file: 'number-1.wav', label: 'Number one' },
  'number-2': { file: 'number-2.wav', label: 'Number two' },
  'number-3': { file: 'number-3.wav', label: 'Number three' },
  'number-4': { file: 'number-4.wav', label: 'Number four' },
  'number-5': { file: 'number-5.wav', label: 'Number five' },
  'number-6': { file: 'number-6.wav', label: 'Number six' },
  'number-7': { file: 'number-7.wav', label: 'Number seven' },
  'number-8': { file: 'number-8.wav', label: 'Number eight' },
  'number-9': { file: 'number-9.wav', label: 'Number nine' },
  'number-many': { file: 'number-many.wav', label: 'Number: "more than nine"' },
} as const;

export type PromptKind = keyof typeof promptKindInfo;
export const promptKind = z.enum(Object.keys(promptKindInfo) as [PromptKind, ...PromptKind[]], {
  message: 'Pick one of the listed prompts',
});

/** The WAV file as sent; after conversion to 8 kHz mono a prompt is at most this long. */
export const maxPromptFileBytes = 8 * 1048576;
export const maxPromptSeconds = 300;

export { promptPaths } from './prompt-paths';

export const promptRow = z.object({
  kind: promptKind,
  label: z.string(),
  /** own: the tenant's recording; shipped: the product's (absent if the shipped folder lacks the file). */
  source: z.enum(['own', 'shipped']),
  /** Null when nothing would play (no shipped file of this kind). */
  seconds: z.number().nullable(),
  uploaded_by: z.string().nullable(),
  uploaded_at: z.string().nullable(),
});
export type PromptRow = z.infer<typeof promptRow>;
export const promptList = z.array(promptRow);

export const promptRefRequest = z.object({ kind: promptKind });
export const promptUploadRequest = z.object({
  kind: promptKind,
  document_name: z.string().min(1).max(255),
  /** A data URL; its content, not its name or type, decides (the upload door, then the WAV reader). */
  document_data: z
    .string()
    .min(1)
    .max(Math.ceil(maxPromptFileBytes / 3) * 4 + 100, 'A prompt file can be at most 8 MB'),
});
export type PromptUploadRequest = z.infer<typeof promptUploadRequest>;

export const promptMedia = z.object({
  media_type: z.literal('audio/wav'),
  data_url: z.string(),
  file_name: z.string(),
});
export type PromptMedia = z.infer<typeof promptMedia>;
