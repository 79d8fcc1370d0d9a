import { z } from 'zod';
import { dbInt } from './db-int';
import { fieldMessages } from './field-messages';

/** The password rule of spec §5: 8 or more characters with upper, lower, digit and special. */
export const passwordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;
export const passwordSchema = z
  .string({ error: fieldMessages.required })
  .max(200, { message: fieldMessages.maxlength(200) })
  .regex(passwordPattern, { message: fieldMessages.pattern });

export const loginRequest = z.object({
  username: z.string().trim().min(1, { message: fieldMessages.required }).max(100),
  password: z.string().min(1, { message: fieldMessages.required }).max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const profileSchema = z.object({ role_id: dbInt(), role_name: z.string() });
export type Profile = z.infer<typeof profileSchema>;
export { noProfile } from './no-profile';

export const userDetailsSchema = z.object({
  user_id: dbInt(),
  login_name: z.string(),
  /** The user's full name, shown in the header (spec §2). */
  user_name: z.string(),
  email: z.string(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** The answer of /login, /get_internal_user_details_refresh and get_data_after_refresh. */
export const sessionDataSchema = z.object({
  token: z.string(),
  wh_token: z.string(),
  user_details: userDetailsSchema,
  profiles: z.array(profileSchema),
  current_profile: profileSchema,
  tenant_id: dbInt().nullable(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

export const usernamePattern = /^[a-z0-9._-]{3,50}$/;
export const registerRequest = z.object({
  username: z.string().trim().toLowerCase().regex(usernamePattern, {
    message: 'Use 3 to 50 lower-case letters, digits, dots, dashes or underscores',
  }),
  full_name: z
    .string()
    .trim()
    .min(2, { message: fieldMessages.minlength(2) })
    .max(100, { message: fieldMessages.maxlength(100) }),
  email: z.string().trim().max(200).email({ message: fieldMessages.email }),
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const forgotEmailRequest = z.object({
  email: z.string().trim().max(200).email({ message: fieldMessages.email }),
});
export const resetPasswordRequest = z.object({
  reset_token: z.string().min(16).max(200),
  password: passwordSchema,
});
/** With reset_token: the reset form's user; without it: the signed-in caller (the change-password form). */
export const checkPasswordUsedRequest = z.object({
  reset_token: z.string().min(16).max(200).optional(),
  password: z.string().min(1).max(200),
});
export const feedbackRequest = z.object({
  name: z.string().trim().max(100).optional(),
  email: z.string().trim().max(200).email({ message: fieldMessages.email }),
  message: z
    .string()
    .trim()
    .min(1, { message: fieldMessages.required })
    .max(2000, { message: fieldMessages.maxlength(2000) }),
});
export const roleSwitchRequest = z.object({ role_id: dbInt() });

/** /user/change_password: the new password follows the §5 rule; the current one is only checked. */
export const changePasswordRequest = z.object({
  current_password: z
    .string({ error: fieldMessages.required })
    .min(1, { message: fieldMessages.required })
    .max(200),
  new_password: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** data of a successful /register. */
export const registerAnswer = z.object({ user_id: dbInt(), login_name: z.string() });
/** data of /check_password_already_used. */
export const passwordUsedAnswer = z.object({ used: z.boolean() });

/** Permission value per key: 1 shows/allows, -1 disables, 0 removes (spec §5). */
export const permissionValue = z.union([z.literal(1), z.literal(0), z.literal(-1)]);
export const roleMapSchema = z.record(z.string(), permissionValue);
export type RoleMap = z.infer<typeof roleMapSchema>;
