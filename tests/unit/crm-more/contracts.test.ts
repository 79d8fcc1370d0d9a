import { describe, expect, it } from 'vitest';
import { employeeBenefitsData, offeringSave, rfqMapAdd, stockAdjust } from '../../../src/contracts/crm-more';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('crm-more contracts (shared by the forms and the service)', () => {
  it('reads form strings as numbers and gives the §5 messages', () => {
    const ok = offeringSave.safeParse({
      id: -1,
      name: 'Pack',
      product_id: '',
      classification_id: '',
      price: '12.50',
      cost_price: '4',
      stock_quantity: '3',
      note: '',
    });
    expect(ok.success && ok.data).toMatchObject({ price: 12.5, product_id: null, stock_quantity: 3 });
    expect(
      messages(
        offeringSave.safeParse({ id: -1, name: '', price: '', cost_price: '-1', stock_quantity: '1' }),
      ),
    ).toEqual(expect.arrayContaining(['This field is required', 'Value cannot be less than 0']));
    expect(
      messages(
        offeringSave.safeParse({ id: -1, name: 'x', price: '1.234', cost_price: 1, stock_quantity: 1 }),
      ),
    ).toContain('Use at most two decimals');
  });

  it('a received movement is positive, an adjustment never 0', () => {
    expect(messages(stockAdjust.safeParse({ offering_id: '4', kind: 'received', quantity: '-2' }))).toContain(
      'Value cannot be less than 1',
    );
    expect(messages(stockAdjust.safeParse({ offering_id: 4, kind: 'adjusted', quantity: 0 }))).toContain(
      'The quantity cannot be 0',
    );
    expect(stockAdjust.safeParse({ offering_id: 4, kind: 'adjusted', quantity: '-2' }).success).toBe(true);
  });

  it('benefits: contributions capped, a fund named when contributions are captured', () => {
    const base = {
      group_life_multiple: '2',
      member_contribution_pct: '5',
      employer_contribution_pct: '7.5',
      effective_date: '2026-04-01',
      provident_fund: 'Fund',
    };
    expect(employeeBenefitsData.safeParse(base).success).toBe(true);
    expect(messages(employeeBenefitsData.safeParse({ ...base, provident_fund: '' }))).toContain(
      'This field is required',
    );
    expect(messages(employeeBenefitsData.safeParse({ ...base, member_contribution_pct: '31' }))).toContain(
      'Value cannot be greater than 30',
    );
    expect(messages(employeeBenefitsData.safeParse({ ...base, effective_date: '' }))).toContain(
      'This field is required',
    );
  });

  it('an RFQ mapping needs a workgroup', () => {
    expect(
      messages(rfqMapAdd.safeParse({ category: 'gap_cover', product_id: '', workgroup_id: '' })),
    ).toEqual(['This field is required']);
  });
});
