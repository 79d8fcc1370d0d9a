/**
 * A case classification answer (spec §3 "Classification dropdown response"). Several options have exactly one
 * child, so the gallery shows the chain choosing for the user: Gap Cover -> Shortfall Claims -> Specialist.
 */
type Option = { id: number; value_name: string };

const tree: Array<[string, Array<[string, Array<[string, string[]]>]>]> = [
  [
    'Medical Aid',
    [
      [
        'Claims',
        [
          ['Rejected claim', ['PMB dispute', 'Out of network']],
          ['Short payment', ['Tariff difference']],
          ['Late payment', []],
        ],
      ],
      [
        'Membership',
        [
          ['New member', ['Late joiner penalty', 'Waiting period']],
          ['Add dependant', []],
          ['Resignation', []],
        ],
      ],
      [
        'Contributions',
        [
          ['Debit order failed', []],
          ['Premium increase', []],
        ],
      ],
    ],
  ],
  [
    'Gap Cover',
    [['Shortfall Claims', [['Specialist', ['Co-payment', 'Sub-limit reached', 'Anaesthetist shortfall']]]]],
  ],
  [
    'Employee Benefits Advice',
    [
      [
        'Scheme comparison',
        [
          ['Hospital benefits', []],
          ['Day-to-day benefits', []],
          ['Chronic conditions', []],
        ],
      ],
      ['Advice documents', [['Resend documents', []]]],
    ],
  ],
  [
    'Funeral Cover',
    [
      ['Claims', [['Document outstanding', ['Death certificate']]]],
      ['Policy changes', []],
    ],
  ],
  ['Payroll Deductions', []],
];

export type ClassificationDemo = {
  parent_children_dict: Record<string, number[]>;
  msg: Option[];
  root_id: number;
};

export function classificationDemo(): ClassificationDemo {
  const msg: Option[] = [];
  const dict: Record<string, number[]> = {};
  let next = 1;
  const add = (parent: number, name: string): number => {
    const id = next++;
    msg.push({ id, value_name: name });
    (dict[String(parent)] ??= []).push(id);
    return id;
  };
  for (const [service, cats] of tree) {
    const s = add(0, service);
    for (const [category, subs] of cats) {
      const c = add(s, category);
      for (const [sub, leaves] of subs) {
        const u = add(c, sub);
        for (const leaf of leaves) add(u, leaf);
      }
    }
  }
  return { parent_children_dict: dict, msg, root_id: 0 };
}
