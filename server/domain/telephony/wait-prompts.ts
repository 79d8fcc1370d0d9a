import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { highestSpokenPosition } from '../../../src/rules/wait-announcements';
import { decodeUlaw } from '../../telephony/media/g711';
import type { WaitPrompts } from '../../telephony/media/media-endpoint';
import { pcmSamples, readWav } from '../../telephony/media/wav';
import { shippedPromptsDir } from './overflow-config';

const speechFiles = [
  'position-intro',
  'position-outro',
  'number-many',
  ...Array.from({ length: highestSpokenPosition }, (_, i) => `number-${i + 1}`),
];

/**
 * The queued callers' prompts (issue 39): each file from the prompt folder, or the shipped one when the folder has
 * no file of that name, so a folder of voicemail prompts alone still plays the shipped music. A file that is there
 * but not 8 kHz mono WAV fails the start with its name.
 */
export async function loadWaitPrompts(dir: string): Promise<WaitPrompts> {
  const load = async (name: string) => {
    const file = join(dir, `${name}.wav`);
    const bytes = await readFile(file).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        return readFile(join(shippedPromptsDir, `${name}.wav`));
      throw error;
    });
    try {
      return pcmSamples(readWav(bytes), decodeUlaw);
    } catch (error) {
      throw new Error(`Prompt ${file}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  };
  const speech = await Promise.all(speechFiles.map(async (name) => [name, await load(name)] as const));
  return { music: await load('hold-music'), speech: Object.fromEntries(speech) };
}
