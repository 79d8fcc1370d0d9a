import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { classifications, tenants } from '../schema';
import { systemScope } from '../../domain/system-scope';

type Branch = [string, Branch[]];
const leaf = (name: string): Branch => [name, []];

/** Case classification: Service → Category → Sub-category → Issues (spec §3), for a benefits advisory business. */
const caseTree: Branch[] = [
  [
    'Medical Aid',
    [
      [
        'Claims',
        [
          ['Rejected claim', [leaf('PMB dispute'), leaf('Out of network')]],
          ['Short payment', [leaf('Tariff difference')]],
          leaf('Late payment'),
        ],
      ],
      [
        'Membership',
        [
          ['New member', [leaf('Late joiner penalty'), leaf('Waiting period')]],
          leaf('Add dependant'),
          leaf('Resignation'),
        ],
      ],
      ['Contributions', [leaf('Debit order failed'), leaf('Premium increase')]],
    ],
  ],
  [
    'Gap Cover',
    [
      [
        'Shortfall Claims',
        [['Specialist', [leaf('Co-payment'), leaf('Sub-limit reached'), leaf('Anaesthetist shortfall')]]],
      ],
    ],
  ],
  [
    'Employee Benefits Advice',
    [
      [
        'Scheme comparison',
        [leaf('Hospital benefits'), leaf('Day-to-day benefits'), leaf('Chronic conditions')],
      ],
      ['Advice documents', [leaf('Resend documents')]],
    ],
  ],
  [
    'Funeral Cover',
    [['Claims', [['Document outstanding', [leaf('Death certificate')]]]], leaf('Policy changes')],
  ],
  ['Payroll Deductions', [leaf('Incorrect deduction'), leaf('Stop order')]],
];

const taskTree: Branch[] = [
  ['NA', [leaf('Follow-up call'), leaf('Send documents')]],
  ['Onboarding', [leaf('Collect ID copies'), leaf('Capture dependants')]],
  ['Renewals', [leaf('Annual review'), leaf('Premium notice')]],
];

const mobileTree: Branch[] = [
  [
    'Medical Aid',
    [
      ['Claims', [leaf('Claim query')]],
      ['Membership', [leaf('Card request')]],
    ],
  ],
  ['Gap Cover', [['Claims', [leaf('Shortfall query')]]]],
];

/** Seeds the group's classification once per workflow type; an administrator's later edits are kept. */
export async function seedClassification(db: Db): Promise<void> {
  const [group] = await db
    .select()
    .from(tenants)
    .where(isNull(tenants.parentId))
    .orderBy(tenants.id)
    .limit(1);
  if (!group) return;
  for (const [type, tree] of [
    ['case', caseTree],
    ['task', taskTree],
    ['mobile', mobileTree],
  ] as const) {
    const [existing] = await db
      .select({ id: classifications.id })
      .from(classifications)
      .where(
        and(
          systemScope('seed').tenant(group.id, classifications.tenantId),
          eq(classifications.workflowType, type),
        ),
      )
      .limit(1);
    if (existing) continue;
    await db.transaction(async (tx) => {
      const insert = async (branches: Branch[], parentId: number | null, level: number) => {
        for (const [position, [name, children]] of branches.entries()) {
          const [row] = await tx
            .insert(classifications)
            .values({ tenantId: group.id, workflowType: type, parentId, level, name, position })
            .returning({ id: classifications.id });
          await insert(children, row.id, level + 1);
        }
      };
      await insert(tree, null, 1);
    });
  }
}
