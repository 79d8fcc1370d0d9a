/**
 * What each seeded case or lead is about: the kind of party it concerns and the description an agent would have
 * typed, given the party's name and its employer. Keyed by the titles in data.ts.
 */
export type PartyKind = 'employer' | 'employee' | 'contact';
export type CaseText = { party: PartyKind; describe: (name: string, employer: string) => string };

const member = (describe: CaseText['describe']): CaseText => ({ party: 'employee', describe });
const hr = (describe: CaseText['describe']): CaseText => ({ party: 'contact', describe });
const company = (describe: CaseText['describe']): CaseText => ({ party: 'employer', describe });

export const caseTexts: Record<string, CaseText> = {
  'Hospital claim rejected by the scheme': member(
    (n, e) =>
      `${n} (${e}) was admitted to hospital last month; the scheme rejected the account saying no pre-authorisation was obtained. Member says the hospital phoned it in.`,
  ),
  'Gap-cover shortfall on specialist account': member(
    (n) =>
      `Anaesthetist charged 300% of the scheme rate for ${n}'s procedure. Gap-cover claim to be lodged with the specialist account and the scheme statement.`,
  ),
  'Add newborn dependant to medical aid': member(
    (n) =>
      `${n} wants to register a newborn as a dependant. Birth certificate received; must reach the scheme within 30 days of birth to avoid underwriting.`,
  ),
  'Change of banking details for debit order': member(
    (n) =>
      `${n} moved to a new bank and asks that claim refunds go to the new account. Bank letter attached.`,
  ),
  'Late-joiner penalty query': member(
    (n, e) =>
      `${n} joined the scheme through ${e} at 38 and was charged a late-joiner penalty; previous cover history to be sent to the scheme.`,
  ),
  'Tax certificate for the 2026 year of assessment': member(
    (n) =>
      `${n} needs the medical scheme tax certificate for the 2026 tax year to file with SARS; the one on the member portal shows the wrong dependants.`,
  ),
  'Pre-authorisation delayed for knee replacement': member(
    (n) =>
      `Surgery for ${n} is booked for next week and the scheme has not answered the pre-authorisation request sent ten days ago.`,
  ),
  'Chronic medication application declined': member(
    (n) =>
      `Chronic application for ${n}'s hypertension medication declined because the latest blood-pressure readings were missing. Doctor to resubmit them.`,
  ),
  'Premium increase query for January': member(
    (n, e) =>
      `${n} asks why the January deduction on the ${e} payslip went up more than the announced scheme increase.`,
  ),
  'Duplicate debit order on member account': company(
    (n) =>
      `${n} reports that the scheme collected the monthly contribution twice this month. Reversal of the second collection requested.`,
  ),
  'Member wants to downgrade plan option': member(
    (n) =>
      `${n} wants to move to a cheaper option at the next option-change window and asks what the hospital benefit will be.`,
  ),
  'Savings account depleted before mid-year': member(
    (n) =>
      `${n}'s medical savings account ran out in May; member asks which day-to-day claims the scheme will still pay from risk.`,
  ),
  'Oncology benefit query': member(
    (n) =>
      `${n} was diagnosed with breast cancer and asks how much of the oncology programme is covered and whether the treatment plan is registered.`,
  ),
  'Optometry claim paid at the wrong rate': member(
    (n) => `Spectacles claim for ${n} paid at R1 200 instead of the R2 450 optical benefit on the plan.`,
  ),
  'Maternity programme registration': member(
    (n) =>
      `${n} is 12 weeks pregnant and wants to register on the maternity programme for the antenatal visits and scans.`,
  ),
  'Membership card not received': member(
    (n) =>
      `${n} joined two months ago and still has no membership card; the pharmacy refused to dispense without a member number.`,
  ),
  'Waiting period applied incorrectly': member(
    (n, e) =>
      `A three-month waiting period was applied to ${n}, although ${e} joined the scheme as a group with no waiting periods.`,
  ),
  'Dependant over 21 still on the policy': member(
    (n) =>
      `${n}'s son turned 22 and is no longer a student; he must move to an adult dependant rate or come off the policy.`,
  ),
  'Claim paid to provider instead of member': member(
    (n) =>
      `${n} paid the GP upfront, but the scheme paid the claim to the practice as well. Refund to the member to be arranged.`,
  ),
  'Complaint about call-centre waiting times': hr(
    (n, e) =>
      `${n} at ${e} complains that staff wait more than 40 minutes on the scheme's call centre and asks us to escalate.`,
  ),
  'Employer contribution schedule mismatch': company(
    (n) =>
      `The scheme's contribution schedule for ${n} lists 4 more members than the payroll; the difference has to be reconciled before month-end.`,
  ),
  'Member resigned: terminate cover': hr(
    (n, e) =>
      `${n} from ${e} HR reports a resignation effective at month-end; cover to end and continuation options to be sent to the member.`,
  ),
  'Query on prescribed minimum benefits': member(
    (n) =>
      `${n} asks whether the diabetes treatment counts as a prescribed minimum benefit and should be paid in full.`,
  ),
  'Dental claim short-paid': member(
    (n) =>
      `Root canal treatment for ${n} was paid at 60% of the dentist's account; member asks for a review.`,
  ),
};

export const leadTexts: Record<string, CaseText> = {
  'Quote request: group medical scheme for 45 staff': hr(
    (n, e) =>
      `${n} asks for a quote on a group medical scheme for ${e}'s 45 permanent staff, starting on the first of next quarter.`,
  ),
  'Gap cover for management team': hr(
    (n, e) => `${n} wants gap cover for ${e}'s management team of 8, added to their existing hospital plans.`,
  ),
  'Referral from existing client: logistics firm': company(
    (n) => `${n} referred a logistics firm in their network that is unhappy with its current broker.`,
  ),
  'Website enquiry: retirement annuity for staff': hr(
    (n, e) => `${n} filled in the website form asking about a group retirement annuity for ${e}.`,
  ),
  'Walk-in: small business wants hospital plan': hr(
    (n) => `${n} came to the office asking about hospital plans for a sister company with 12 staff.`,
  ),
  'Broker transfer enquiry': company(
    (n) => `${n} asks what a broker transfer to Ubuntu Benefits involves and how long it takes.`,
  ),
  'Group life and disability quote': hr(
    (n, e) => `${n} asks for group life (3× annual salary) and income disability quotes for ${e}.`,
  ),
  'Renewal review: competitor offered lower premium': company(
    (n) => `${n} received a competing offer 9% below the current premium and wants a renewal review.`,
  ),
  'New franchise needs employee benefits': hr(
    (n, e) => `${n} says ${e} is opening a new franchise branch and needs benefits for 20 new employees.`,
  ),
  'Funeral cover for contract workers': hr(
    (n, e) => `${n} asks about funeral cover for ${e}'s seasonal contract workers.`,
  ),
};
