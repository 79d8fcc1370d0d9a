import type { ReactNode } from 'react';
import type { MetaPathName } from '../../contracts/metadata/paths';
import { Spinner } from '../kit/spinner/spinner';
import { useMetaCall } from './use-meta';
import styles from './metadata.module.css';

type LinkedRecordProps<T> = {
  /** The kind's get-call (spec §7 /meta/…/get). */
  path: MetaPathName;
  id: number;
  what: string;
  children: (record: T) => ReactNode;
  /** Where the loading and failure states show (the page's frame, when the record is the page). */
  frame?: (body: ReactNode) => ReactNode;
  /** The list the record belongs to: a link that does not open (unknown id, removed record) leads back there. */
  back?: { href: string; label: string };
};

/**
 * The record a link names (#/ls-metadata/message-type/42), read by its own get-call rather than looked up in the
 * list, so a link opened after a reload or shared with a colleague shows it before (or without) the list.
 * Key it by the id and the record's version to read it again.
 */
export function LinkedRecord<T>({ path, id, what, children, frame = (b) => b, back }: LinkedRecordProps<T>) {
  const call = useMetaCall<T>({ path, body: { id } });
  if (call.error)
    return frame(
      <div className={styles.row}>
        <p role="alert" className={styles.error}>
          {call.error}
        </p>
        {/* A plain link: wouter's own would move a query (?index=) out of the hash. */}
        {back && <a href={`#${back.href}`}>{back.label}</a>}
      </div>,
    );
  if (call.busy || call.result === null) return frame(<Spinner loading label={`Loading the ${what}`} />);
  return <>{children(call.result)}</>;
}

/** The id a route names, when it is a usable one (anything else shows the list alone). */
export const linkedId = (param: string | undefined): number | null =>
  param && /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2147483647 ? Number(param) : null;

/** Has a lookup list a linked record's form needs answered once? (A reload reads the record before the lists.) */
export const loaded = (list: { rows: unknown[]; busy: boolean }): boolean =>
  list.rows.length > 0 || !list.busy;
