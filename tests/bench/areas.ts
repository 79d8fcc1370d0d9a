/** The lazy areas the bundle suite visits after sign-in, each with the heading that says it has rendered.
 * Add each area here as it lands. */
export const areas: { name: string; path: string; heading: string }[] = [
  { name: 'kit gallery', path: '/dev/kit', heading: 'Component Kit' },
  { name: 'change password', path: '/user-profile/reset-password', heading: 'Change password' },
];
