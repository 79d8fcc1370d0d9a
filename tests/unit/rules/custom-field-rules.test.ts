import { describe, expect, it } from 'vitest';
import { employeeBenefitsData } from '../../../src/contracts/crm-more';
import {
  customRuleMessages,
  isExemptionDependentDate,
  isNotBeforeOrgStart,
  isNotExemptionDependentDate,
  tenantPrefixError,
  tenantPrefixField,
} from '../../../src/contracts/custom-field-rules';
import { tenantNumbering } from '../../../src/contracts/internal-org/requests';

describe('start_date_org', () => {
  it.each([
    ['2020-03-01', '2019-07-01', true],
    ['2019-07-01', '2019-07-01', true],
    ['2019-06-30', '2019-07-01', false],
    ['', '2019-07-01', true],
    ['2019-06-30', null, true],
    ['30 June 2019', '2019-07-01', true],
  ])('%j against an organisation started %j → %s', (start, org, ok) =>
    expect(isNotBeforeOrgStart(start, org)).toBe(ok),
  );
  it('names the organisation’s date in its message', () =>
    expect(customRuleMessages.startDateOrg('2019-07-01')).toContain('2019-07-01'));
});

describe('exemption-dependent dates', () => {
  const today = '2026-11-27';
  it('asks an exempt employee for the exemption date, not later than today', () => {
    expect(isExemptionDependentDate(true, '', today)).toBe(customRuleMessages.exemptionDate);
    expect(isExemptionDependentDate(true, '2026-12-01', today)).toBe(customRuleMessages.exemptionDateFuture);
    expect(isExemptionDependentDate(true, '2026-11-27', today)).toBeNull();
    expect(isExemptionDependentDate(false, '', today)).toBeNull();
  });
  it('asks an employee who is not exempt for the date cover starts', () => {
    expect(isNotExemptionDependentDate(false, null)).toBe(customRuleMessages.noExemptionDate);
    expect(isNotExemptionDependentDate(false, '2027-01-01')).toBeNull();
    expect(isNotExemptionDependentDate(true, null)).toBeNull();
  });
});

describe('tenantPrefix', () => {
  it.each([
    ['CAS', null],
    ['C', 'A prefix has at least 2 characters'],
    ['CASESX', 'A prefix has at most 5 characters'],
    ['ca1', 'A prefix uses capital letters A to Z only'],
  ])('%j → %j', (prefix, message) => expect(tenantPrefixError(prefix)).toBe(message));

  it('refuses a prefix another tenant has, and the field shows the check’s own message', () => {
    expect(tenantPrefixError('MED', ['med'])).toBe('The prefix MED is already used by another tenant');
    const result = tenantPrefixField(['GAP']).safeParse('GAP');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The prefix GAP is already used by another tenant');
    expect(tenantPrefixField(['GAP']).safeParse('MED').success).toBe(true);
  });

  it('checks both prefixes of the Numbering section, trimmed, and keeps cases and leads apart', () => {
    const messages = (numbering: { case_prefix: string; lead_prefix: string }) => {
      const result = tenantNumbering.safeParse(numbering);
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(tenantNumbering.parse({ case_prefix: ' PTA ', lead_prefix: 'PTL' }).case_prefix).toBe('PTA');
    expect(messages({ case_prefix: 'pt', lead_prefix: 'LEADS1' })).toEqual([
      'case_prefix: A prefix uses capital letters A to Z only',
      'lead_prefix: A prefix has at most 5 characters',
    ]);
    expect(messages({ case_prefix: 'PTA', lead_prefix: 'PTA' })).toEqual([
      'lead_prefix: Cases and leads need different prefixes',
    ]);
  });
});

describe('the exemption rules on the employee benefits form', () => {
  const base = {
    medical_scheme_plan: 'Bonitas BonClassic',
    group_life_multiple: 2,
    provident_fund: 'Jacaranda Logistics Provident Fund',
    member_contribution_pct: 5,
    employer_contribution_pct: 7.5,
    effective_date: '2026-04-01',
  };
  const issues = (patch: Record<string, unknown>) => {
    const result = employeeBenefitsData.safeParse({ ...base, ...patch });
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  it('asks a member with a plan for the date cover starts, and an exempt employee for the exemption date', () => {
    expect(issues({})).toEqual([`scheme_join_date: ${customRuleMessages.noExemptionDate}`]);
    expect(issues({ scheme_join_date: '2026-04-01' })).toEqual([]);
    expect(issues({ medical_scheme_exempt: true })).toEqual([
      `exemption_date: ${customRuleMessages.exemptionDate}`,
    ]);
    expect(issues({ medical_scheme_exempt: true, exemption_date: '2099-01-01' })).toEqual([
      `exemption_date: ${customRuleMessages.exemptionDateFuture}`,
    ]);
    expect(issues({ medical_scheme_exempt: true, exemption_date: '2026-01-15' })).toEqual([]);
    expect(issues({ scheme_join_date: '1 April' })).toContain('scheme_join_date: Enter a date as yyyy-mm-dd');
  });
});
