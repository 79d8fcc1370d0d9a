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
};

/**
 * The record a link names (#/ls-metadata/message-type/42), read by its own get-call rather than looked up in the
 * list, so a link opened after a reload or shared with a colleague shows it before (or without) the list.
 * Key it by the id and the record's version to read it again.
 */
export function LinkedRecord<T>({ path, id, what, children, frame = (b) => b }: LinkedRecordProps<T>) {
  const call = useMetaCall<T>({ path, body: { id } });
  if (call.error)
    return frame(
      <p role="alert" className={styles.error}>
        {call.error}
      </p>,
    );
  if (call.busy || call.result === null) return frame(<Spinner loading label={`Loading the ${what}`} />);
  return <>{children(call.result)}</>;
}

/** The id a route names, when it is a usable one (anything else shows the list alone). */
export const linkedId = (param: string | undefined): number | null =>
  param && /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2147483647 ? Number(param) : null;
