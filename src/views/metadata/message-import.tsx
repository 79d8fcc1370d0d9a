import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useEffect, useRef, useState } from 'react';
import type { MessageType } from '../../contracts/metadata/entities';
import { messageImportMachine } from '../../machines/message-import.machine';
import { LoadingButton } from '../kit/loading-button';
import { MetaField } from './meta-field';
import styles from './metadata.module.css';
import { RecordOptions } from './record-options';

const maxFileBytes = 50 * 1024 * 1024;

/** Reads a JSON array or newline-delimited JSON of message payloads; says which line is wrong. */
export function parseMessagesFile(text: string): { payloads: Record<string, unknown>[] } | { error: string } {
  const trimmed = text.trim();
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  try {
    if (trimmed.startsWith('[')) {
      const list = JSON.parse(trimmed) as unknown[];
      const bad = list.findIndex((v) => !isObject(v));
      return bad >= 0
        ? { error: `Item ${bad + 1} is not a JSON object` }
        : { payloads: list as Record<string, unknown>[] };
    }
  } catch (error) {
    return { error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const payloads: Record<string, unknown>[] = [];
  const lines = trimmed.split('\n');
  for (const [i, line] of lines.entries()) {
    if (!line.trim()) continue;
    try {
      const value = JSON.parse(line) as unknown;
      if (!isObject(value)) return { error: `Line ${i + 1} is not a JSON object` };
      payloads.push(value);
    } catch {
      return { error: `Line ${i + 1} is not valid JSON` };
    }
  }
  return payloads.length ? { payloads } : { error: 'The file holds no messages' };
}

/** Import received messages from a file (JSON array or one JSON object a line), 1000 a call, with progress. */
export const MessageImport = ({ types, onImported }: { types: MessageType[]; onImported: () => void }) => {
  const actor = useScreenActor(messageImportMachine);
  const progress = useSelector(actor, (s) => s.context.progress);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.matches('done'));
  const [typeId, setTypeId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const start = async () => {
    if (!typeId || !file) return setProblem('Choose a message type and a file');
    if (file.size > maxFileBytes) return setProblem('The file is larger than 50 MB');
    const parsed = parseMessagesFile(await file.text());
    if ('error' in parsed) return setProblem(parsed.error);
    setProblem(null);
    actor.send({ type: 'import.start', messageTypeId: typeId, payloads: parsed.payloads });
  };
  const importedRef = useRef(onImported);
  useEffect(() => {
    importedRef.current = onImported;
  });
  useEffect(() => {
    if (done) importedRef.current();
  }, [done]);
  return (
    <section className={styles.card} aria-label="Import messages">
      <h2 className={styles.cardTitle}>Import messages</h2>
      <div className={styles.row}>
        <MetaField label="Message type">
          {(id) => (
            <select
              id={id}
              className={styles.select}
              value={typeId ?? ''}
              onChange={(e) => setTypeId(Number(e.target.value) || null)}
            >
              <RecordOptions records={types} />
            </select>
          )}
        </MetaField>
        <MetaField label="File (JSON array or one JSON object a line)">
          {(id) => (
            <input
              id={id}
              type="file"
              accept=".json,.ndjson,.jsonl,application/json"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          )}
        </MetaField>
        <LoadingButton loading={busy} loadingText="Importing" onClick={() => void start()}>
          Import
        </LoadingButton>
      </div>
      {(problem || error) && (
        <p role="alert" className={styles.error}>
          {problem ?? error}
        </p>
      )}
      {progress && (
        <div role="status" aria-label="Import progress">
          <progress className={styles.progress} max={progress.total} value={progress.sent} />
          <p data-testid="import-progress">
            Sent {progress.sent} of {progress.total}: {progress.received} received, {progress.rejected}{' '}
            rejected, {progress.duplicates} already known.
          </p>
        </div>
      )}
    </section>
  );
};
