/** Texts the shell shows, in one place so wording stays consistent (field messages live in contracts). */
export const messages = {
  loading: 'Loading...',
  pleaseWait: 'Please wait',
  restoringSession: 'Restoring your session…',
  loadingPermissions: 'Loading your permissions…',
  permissionsFailed: 'Your permissions could not be loaded. Retrying shortly.',
  loadingScreen: 'Loading screen…',
  notAvailable: 'This screen is not available yet.',
  passwordsDiffer: 'The passwords do not match',
  noNotifications: 'No notifications',
  missingResetToken: 'This reset link has no token. Ask for a new link.',
  noTenants: 'No tenants are available to your account.',
  noCustomerSelected:
    'No customer is selected. Open a customer, contact, employee or case, and who it is about appears here.',
  notFoundTitle: 'Page not found',
  notFoundText: 'The address does not match any screen of the console.',
  notPermittedTitle: 'Not available for your profile',
} as const;
