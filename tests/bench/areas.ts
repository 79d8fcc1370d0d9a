/** The lazy areas the bundle suite visits after sign-in, each with the heading that says it has rendered.
 * Add each area here as it lands. */
export const areas: { name: string; path: string; heading: string }[] = [
  { name: 'kit gallery', path: '/dev/kit', heading: 'Component Kit' },
  { name: 'change password', path: '/user-profile/reset-password', heading: 'Change password' },
  { name: 'customers (employers)', path: '/busorg/bus-home/div', heading: 'Division and Employees' },
  { name: 'classification', path: '/classification/class/-1', heading: 'Classification' },
  { name: 'sales orders', path: '/sales-order/request', heading: 'Requests for quote' },
  { name: 'case management', path: '/case-management/case-management', heading: 'Case Management' },
  { name: 'metadata (message types)', path: '/ls-metadata/message-type', heading: 'Message Type' },
  { name: 'metadata (query builder)', path: '/ls-metadata/query', heading: 'Query' },
  { name: 'advice', path: '/advice/employees', heading: 'Employee advice' },
  { name: 'telephony call-to-case', path: '/telephony/call', heading: 'Call to case' },
];
