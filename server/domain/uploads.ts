import { checkDataUrlUpload, selectionProblems, type UploadPolicy } from '../../src/rules/upload-content';
import { normaliseFileName } from '../../src/rules/upload-names';
import { AppError } from '../errors';

/** A file as every upload call receives it (spec §3: a name and a data URL). */
export type IncomingFile = { document_name: string; document_data: string };
/** A file that passed: the normalised name to store, its real size, and its data URL typed from its content. */
export type AcceptedFile = { name: string; size: number; data: string };

type Issue = { path: string; message: string };

/** errCode 1 with a field message per problem; msg names each problem once, as the console's warnings do. */
function refuse(issues: Issue[], lines: string[]): never {
  throw new AppError('validation', [...new Set(lines)].join('; '), { data: { issues } });
}

/**
 * The one door for uploaded files on the service: tasks, case documents and checklist attachments all pass
 * through it, so a name, a base64 text or a content that one call refuses no other call stores.
 * `field` is where the files sit in the payload (documents, attachments), for the field messages.
 */
export function acceptUploads(
  files: readonly IncomingFile[],
  policy: UploadPolicy,
  field: string,
): AcceptedFile[] {
  const issues: Issue[] = [];
  const lines: string[] = [];
  const accepted: AcceptedFile[] = [];
  files.forEach((file, i) => {
    const checked = checkDataUrlUpload({ name: file.document_name, dataUrl: file.document_data }, policy);
    if (checked.ok) {
      // Kept under the type its content has: the declared one is dropped here, so nothing read back carries it.
      const base64 = file.document_data.slice(file.document_data.indexOf(',') + 1);
      accepted.push({
        name: checked.name,
        size: checked.bytes.length,
        data: `data:${checked.mediaType};base64,${base64}`,
      });
      return;
    }
    const { field: part, message } = checked.issue;
    issues.push({ path: `${field}.${i}.document_${part}`, message });
    const named = normaliseFileName(file.document_name);
    // Limits and blocked extensions read like the console's warnings; what the content is wrong about names the file.
    const generic = part === 'name' || message === 'File is too big';
    lines.push(generic || !named.ok ? message : `${named.name}: ${message}`);
  });
  if (issues.length) refuse(issues, lines);
  requireWithinLimits(
    accepted.map((f) => f.size),
    policy,
    field,
  );
  return accepted;
}

/** The count and total of a selection, including files kept from an earlier save. */
export function requireWithinLimits(sizes: readonly number[], policy: UploadPolicy, field: string): void {
  const problems = selectionProblems(sizes, policy);
  if (problems.length)
    refuse(
      problems.map((message) => ({ path: field, message })),
      problems,
    );
}
