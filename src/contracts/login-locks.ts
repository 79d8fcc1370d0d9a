import { z } from 'zod';
import { fieldMessages } from './field-messages';

/** Administrators' view of sign-in throttling (issue 16 point 10): list the current locks and lift one. */
export const loginLockPaths = {
  list: '/user/login_locks/list',
  lift: '/user/login_locks/lift',
} as const;

/** pair = this account from this address; address = any account from it; account = from any address. */
export const loginLockKeys = ['pair', 'address', 'account'] as const;
export const loginLockKey = z.enum(loginLockKeys);
export type LoginLockKey = z.infer<typeof loginLockKey>;

export const loginLockSchema = z.object({
  key: loginLockKey,
  login_name: z.string().nullable(),
  ip: z.string().nullable(),
  failures: z.number().int(),
  /** ISO time until which sign-ins under this key are refused. */
  until: z.string(),
});
export type LoginLock = z.infer<typeof loginLockSchema>;

export const loginLockList = z.object({ locks: z.array(loginLockSchema) });
export type LoginLockList = z.infer<typeof loginLockList>;

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: fieldMessages.required })
    .max(max, { message: fieldMessages.maxlength(max) });

/** Names the key exactly as listed; the fields the key does not use must be null. */
export const loginLockLiftRequest = z
  .object({ key: loginLockKey, login_name: text(100).nullable(), ip: text(64).nullable() })
  .superRefine((value, issues) => {
    const needsName = value.key !== 'address';
    const needsIp = value.key !== 'account';
    if (needsName !== (value.login_name !== null))
      issues.addIssue({
        code: 'custom',
        path: ['login_name'],
        message: needsName ? fieldMessages.required : `Must be null for the ${value.key} key`,
      });
    if (needsIp !== (value.ip !== null))
      issues.addIssue({
        code: 'custom',
        path: ['ip'],
        message: needsIp ? fieldMessages.required : `Must be null for the ${value.key} key`,
      });
  });
export type LoginLockLiftRequest = z.infer<typeof loginLockLiftRequest>;
