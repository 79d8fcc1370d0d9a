/** The call recorder (services/telephony/call-recorder.ts) runs while the call is connected, held or not. */
export const recorder = {
  id: 'recorder',
  src: 'callRecorder',
  input: ({ context }: { context: { call_log_table_id: number | null } }) => ({
    call_log_table_id: context.call_log_table_id,
  }),
} as const;
