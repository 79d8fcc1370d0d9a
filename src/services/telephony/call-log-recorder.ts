import { fromCallback } from 'xstate';
import type { LogCommand, LogEvent } from '../../contracts/telephony/types';
import { failureText, HttpError, unwrap } from '../http-result';
import { telephonyApi } from './telephony-api';

/**
 * Writes the current call's log entries in order (start, answered, hold…, ended, disposition): a later call waits
 * for the earlier one, since each needs the call_log_table_id the start returns.
 */
export const callLogRecorder = fromCallback<LogCommand>(({ receive, sendBack }) => {
  const report = (event: LogEvent) => sendBack(event);
  let chain: Promise<void> = Promise.resolve();
  let id: number | null = null;
  const run = async (command: LogCommand) => {
    switch (command.type) {
      case 'log.start': {
        id = null;
        const { type: _, ...body } = command;
        id = unwrap(await telephonyApi.startCall(body)).call_log_table_id;
        report({ type: 'log.started', call_log_table_id: id });
        return;
      }
      case 'log.event':
        if (id !== null)
          await telephonyApi.callEvent({
            call_log_table_id: id,
            event: command.event,
            detail: command.detail,
          });
        return;
      case 'log.dispose':
        // A call whose start the service never recorded has nothing to dispose of.
        if (id !== null)
          unwrap(
            await telephonyApi.dispose({
              call_log_table_id: id,
              disposition_code: command.disposition_code,
              note: command.note,
            }),
          );
        report({ type: 'log.disposed' });
        return;
    }
  };
  receive((command) => {
    chain = chain.then(() =>
      run(command).catch((error: unknown) => {
        if (command.type === 'log.dispose')
          report({
            type: 'log.failed',
            message: error instanceof HttpError ? failureText(error.failure) : 'the service did not answer',
          });
      }),
    );
  });
});
