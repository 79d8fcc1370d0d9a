import type { LoginRequest, RegisterRequest, RoleMap, SessionData } from '../contracts/auth';
import { paths } from '../contracts/paths';
import { post } from './http';

/** Calls of spec §7 "Authentication and user". */
export const authApi = {
  // The sign-in form shows every failure on its own error line (the auth layout has toasts for the restore).
  login: (body: LoginRequest) => post<SessionData>(paths.login, body, { quiet: 'failures' }),
  /** Restores a session after a reload through the httpOnly cookie; silent because "no session" is normal. */
  refresh: () => post<SessionData>(paths.userDetailsRefresh, {}, { quiet: true }),
  roleMap: () => post<RoleMap>(paths.userRoleMap, {}),
  /** Role switch: failures are silent by the catalogue (§8). */
  switchRole: (roleId: number) => post<SessionData>(paths.roleSwitch, { role_id: roleId }, { quiet: true }),
  logout: () => post<null>(paths.logout, {}, { quiet: true }),
  register: (body: RegisterRequest) => post<null>(paths.register, body),
  sendForgotPasswordEmail: (email: string) => post<null>(paths.sendForgotPasswordEmail, { email }),
  resetPassword: (reset_token: string, password: string) =>
    post<null>(paths.forgotPassword, { reset_token, password }),
  /** Without a reset token the service asks the signed-in caller's own history (the change-password form). */
  checkPasswordUsed: (reset_token: string | null, password: string, signal?: AbortSignal) =>
    post<{ used: boolean }>(
      paths.checkPasswordAlreadyUsed,
      reset_token ? { reset_token, password } : { password },
      { quiet: true, signal },
    ),
  changePassword: (current_password: string, new_password: string) =>
    post<null>('/user/change_password', { current_password, new_password }),
  feedback: (body: { name?: string; email: string; message: string }) => post<null>(paths.feedback, body),
};
