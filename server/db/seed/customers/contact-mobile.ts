/**
 * Contact mobiles follow a fixed pattern, +27 82 555 <NN><n> (NN = 10 + the employer's place in the seed, n = the
 * contact's place under it), so telephony demos and tests can dial a caller the lookup knows.
 */
export const contactMobile = (employerIndex: number, contactIndex: number): string =>
  `2782555${String(employerIndex + 10).padStart(2, '0')}${String(contactIndex + 1).padStart(2, '0')}`;

/**
 * The test caller's number unless TELEPHONY_TEST_CALLER_NUMBER says otherwise: the first contact of the first seeded
 * employer (Jacaranda Logistics, Pretoria Office, where the demo agent works), so a test call finds its customer.
 */
export const demoCallerNumber = contactMobile(0, 0);
