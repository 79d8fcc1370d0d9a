import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adviceReads } from '../../../src/machines/reads/advice-reads';

const api = vi.hoisted(() => ({
  contact: vi.fn(),
  familyFilters: vi.fn(),
  potentialDependants: vi.fn(),
  premium: vi.fn(),
}));
vi.mock('../../../src/services/advice-api', () => ({ adviceApi: api }));
const dropdownValues = vi.hoisted(() => vi.fn());
vi.mock('../../../src/services/workflow-api', () => ({ workflowApi: { dropdownValues } }));

const thandeka = { employee_id: 12, name: 'Thandeka Zulu', age: 38 };
const filters = { employee_id: 12, age: 38, monthly_salary: 42000, adult_dependent: 1, child_dependent: 2 };
const sipho = {
  dependant_id: 3,
  name: 'Sipho Zulu',
  relationship: 'spouse',
  counted_as: 'adult',
  eligible: true,
};

beforeEach(() => {
  vi.clearAllMocks();
  api.contact.mockResolvedValue(thandeka);
  api.familyFilters.mockResolvedValue(filters);
  api.potentialDependants.mockResolvedValue([sipho]);
  api.premium.mockImplementation(async (body: { scheme_id: number }) => ({
    scheme_id: body.scheme_id,
    total: body.scheme_id * 1000,
  }));
});

describe('the needs step’s reads', () => {
  it('the employee read asks get_filters_from_employee_id and get_potential_member_dependents', async () => {
    const read = await adviceReads['advice.employee'](12, undefined);
    expect(read).toEqual({ contact: thandeka, filters, dependants: [sipho] });
    expect(api.familyFilters).toHaveBeenCalledWith({ employee_id: 12 }, { signal: undefined });
    expect(api.potentialDependants).toHaveBeenCalledWith({ employee_id: 12 }, { signal: undefined });
  });

  it('prices every compared plan for the family with get_premium_from_scheme_id, in the plans’ order', async () => {
    const premiums = await adviceReads['advice.premiums'](
      { scheme_ids: [4, 2], adult_dependent: 1, child_dependent: 2 },
      undefined,
    );
    expect(premiums.map((p) => p.scheme_id)).toEqual([4, 2]);
    expect(api.premium.mock.calls.map(([body]) => body)).toEqual([
      { scheme_id: 4, adult_dependent: 1, child_dependent: 2 },
      { scheme_id: 2, adult_dependent: 1, child_dependent: 2 },
    ]);
  });

  it('fails as a whole when one plan cannot be priced (the table says so, not a partial answer)', async () => {
    api.premium.mockRejectedValueOnce(new Error('That plan does not exist'));
    await expect(
      adviceReads['advice.premiums'](
        { scheme_ids: [4, 2], adult_dependent: 0, child_dependent: 0 },
        undefined,
      ),
    ).rejects.toThrow('That plan does not exist');
  });

  it('the needs form’s dropdowns come by their §3 ids from /get_classification_value_data_dropdown', async () => {
    const entries = [{ id: 1, value_name: 'Any private Hospitals', classification_type: 214 }];
    dropdownValues.mockResolvedValue({ kind: 'ok', data: entries, msg: '' });
    expect(await adviceReads['advice.dropdowns']([214, 215])).toEqual(entries);
    expect(dropdownValues).toHaveBeenCalledWith([214, 215]);
  });
});
