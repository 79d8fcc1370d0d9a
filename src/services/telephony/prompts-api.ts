import {
  promptPaths as paths,
  type PromptKind,
  type PromptMedia,
  type PromptRow,
  type PromptUploadRequest,
} from '../../contracts/telephony/prompts';
import { post } from '../http';

/** Issue 39: the selected tenant's prompts (its own recordings in place of the shipped ones). */
export const promptsApi = {
  list: () => post<PromptRow[]>(paths.list, {}),
  upload: (body: PromptUploadRequest) => post<PromptRow[]>(paths.upload, body),
  play: (kind: PromptKind) => post<PromptMedia>(paths.play, { kind }),
  revert: (kind: PromptKind) => post<PromptRow[]>(paths.revert, { kind }),
};
