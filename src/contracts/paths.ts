/** Paths of the calls of spec §7, relative to the configured service url. One table for both sides. */
export const paths = {
  login: '/login',
  register: '/register',
  sendForgotPasswordEmail: '/send_forgot_password_email',
  forgotPassword: '/forgot_password',
  checkPasswordAlreadyUsed: '/check_password_already_used',
  feedback: '/feedback',
  userDetailsRefresh: '/get_internal_user_details_refresh',
  userRoleMap: '/get_user_role_map',
  roleSwitch: '/get_data_after_refresh',
  logout: '/logout',
  tenantList: '/tenant/list',
  tenantSelect: '/tenant/select',
  version: '/version',
  clientIp: '/client_ip',
  dashboardSummary: '/dashboard/summary',
  /** The home page by persona (issue 18): my work, my team, which sections the profile has. */
  dashboardHome: '/dashboard/home',
  /** The supervisor's last 14 days: cases opened, closed and breached per day in the supervised workgroups. */
  dashboardTeamTrend: '/dashboard/team/trend',
  /** Signed-in password change (changePasswordRequest); keeps the caller's session, ends the others. */
  changePassword: '/user/change_password',
  /** Debug panel (issue 7): access check, each console's state report, the supervisor's team view. */
  debugAccess: '/debug/access',
  debugReport: '/debug/report',
  debugTeam: '/debug/team',
} as const;

/** Calls that need no token (spec §7). A POST without a token to anything else is refused by the client. */
export const noTokenPaths: readonly string[] = [
  paths.login,
  paths.register,
  paths.sendForgotPasswordEmail,
  paths.forgotPassword,
  paths.checkPasswordAlreadyUsed,
  paths.feedback,
  paths.userDetailsRefresh,
  paths.version,
  paths.clientIp,
];
