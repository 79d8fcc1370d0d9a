import { z } from 'zod';

/** A number the test caller may dial: a queue's number (listed first, "Sales queue (5001)") or an agent's extension. */
export const testCallTarget = z.object({ number: z.string(), label: z.string() });
export type TestCallTarget = z.infer<typeof testCallTarget>;

/**
 * A supervisor's test-caller identity. Its SIP user is the configured caller number (a customer's, so the agent's
 * call-to-case flow finds who is calling), never an agent's extension or a queue's number, so a training call cannot
 * impersonate the agent it rings.
 */
export const testCallerDetails = z.object({
  ws_uri: z.string(),
  sip_domain: z.string(),
  uri: z.string(),
  authorization_user: z.string(),
  /** Short-lived; the console keeps it inside the test caller's SIP adapter only. */
  password: z.string(),
  expires_at: z.string(),
  display_name: z.string(),
  /** The number the agent sees ringing (stored form, e.g. 27825551001). */
  caller_number: z.string(),
  targets: z.array(testCallTarget),
});
export type TestCallerDetails = z.infer<typeof testCallerDetails>;

/** What the test caller's machine may hold: the details without the password. */
export type PublicTestCallerDetails = Omit<TestCallerDetails, 'password'>;

/** The number the test caller dials: digits only, 3 to 15 (an extension or a queue's number, E.164 at most). */
export const testCallNumber = z.string().regex(/^\d{3,15}$/, 'Enter 3 to 15 digits');
