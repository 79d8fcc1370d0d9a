import type { ClassificationAnswer } from '../../../src/rules/kit-classification';

/**
 * root 0 -> Medical Aid (1), Gap Cover (2), Payroll (3)
 * Medical Aid -> Claims (11), Membership (12); Claims -> Rejected (111), Short paid (112); Rejected -> PMB (1111)
 * Gap Cover -> Shortfall (21) [single]; Shortfall -> Specialist (211) [single] -> Co-payment (2111), Sub-limit (2112)
 * Payroll has no children.
 */
export const answer: ClassificationAnswer = {
  errCode: 0,
  root_id: 0,
  parent_children_dict: {
    '0': [1, 2, 3],
    '1': [11, 12],
    '11': [111, 112],
    '111': [1111],
    '2': [21],
    '21': [211],
    '211': [2111, 2112],
  },
  msg: [
    { id: 1, value_name: 'Medical Aid' },
    { id: 2, value_name: 'Gap Cover' },
    { id: 3, value_name: 'Payroll' },
    { id: 11, value_name: 'Claims' },
    { id: 12, value_name: 'Membership' },
    { id: 111, value_name: 'Rejected' },
    { id: 112, value_name: 'Short paid' },
    { id: 1111, value_name: 'PMB' },
    { id: 21, value_name: 'Shortfall' },
    { id: 211, value_name: 'Specialist' },
    { id: 2111, value_name: 'Co-payment' },
    { id: 2112, value_name: 'Sub-limit' },
  ],
};
