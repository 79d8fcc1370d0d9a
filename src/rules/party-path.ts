type PartyKind = 'employer' | 'contact' | 'employee';

/** The page of a party, with its timeline: the customer's overview, a contact's or an employee's own page. */
export const partyPagePath = (type: PartyKind, id: number): string =>
  type === 'employer'
    ? `/busorg/customer-details/${id}`
    : type === 'employee'
      ? `/busorg/emp-details/${id}`
      : `/busorg/contact-details/${id}`;
