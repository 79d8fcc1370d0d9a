import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../client';
import {
  campaignTargetOutcomes,
  campaignTargets,
  campaignVersions,
  campaigns,
  employees,
  employers,
  tenants,
  users,
} from '../schema';
import { systemScope } from '../../domain/system-scope';

type SeedVersion = {
  name: string;
  status: 'draft' | 'active' | 'paused' | 'closed';
  script: string;
  note: string;
  fields: string[];
  tags: string[];
  /** Employees with a mobile number, taken in order from these employers. */
  from: string[];
  skip: number;
  take: number;
  /** Login names the targets go to, in turn; empty leaves them unassigned. */
  agents: string[];
  /** [target index, disposition, status, fields, notes] */
  outcomes: [number, string, string, Record<string, string>, string][];
};
type SeedCampaign = {
  tenant: string;
  name: string;
  description: string;
  by: string;
  versions: SeedVersion[];
};

const renewalScript =
  'Good day {customer_name}, this is {agent_name} from Ubuntu Benefits about the {campaign_name}. Your scheme ' +
  'has published its 2027 contributions and we would like to confirm your plan and dependants before the ' +
  'renewal date.';

const seedCampaignList: SeedCampaign[] = [
  {
    tenant: 'Ubuntu Benefits Gauteng',
    name: '2027 medical aid renewal review',
    description: 'Year-end review of every member’s plan and dependants before the January 2027 increases.',
    by: 'supervisor',
    versions: [
      {
        name: 'Gauteng employers — first pass',
        status: 'active',
        script: renewalScript,
        note: 'Renewal review with {customer_name} on {today}: ',
        fields: ['current_scheme', 'dependants_confirmed'],
        tags: ['Medical aid', 'Renewal', 'Year-end review'],
        from: ['Jacaranda Logistics (Pty) Ltd'],
        skip: 0,
        take: 14,
        agents: ['agent', 'agent', 'sipho.dlamini'],
        outcomes: [
          [
            0,
            'RESOLVED',
            'Completed',
            { current_scheme: 'Bonitas BonClassic', dependants_confirmed: 'Yes' },
            'Stays on plan.',
          ],
          [
            1,
            'CALLBACK',
            'Call back',
            { current_scheme: 'Discovery Classic Saver', dependants_confirmed: 'Changed' },
            'New baby; call after 17:00.',
          ],
          [
            2,
            'NO_ANSWER',
            'Unreachable',
            { current_scheme: 'Unknown', dependants_confirmed: 'No' },
            'Voicemail three times.',
          ],
        ],
      },
    ],
  },
  {
    tenant: 'Ubuntu Benefits Gauteng',
    name: 'Gap cover cross-sell Q1',
    description:
      'Members on hospital plans without gap cover, offered a quote before the specialist tariffs rise.',
    by: 'supervisor',
    versions: [
      {
        name: 'Hospital-plan members',
        status: 'active',
        script:
          'Hello {customer_name}, {agent_name} here from Ubuntu Benefits. Specialists often charge above the scheme rate; gap cover pays that shortfall.',
        note: 'Gap cover offer to {customer_name}: ',
        fields: ['interest_level', 'preferred_callback'],
        tags: ['Gap cover', 'Cross-sell'],
        from: ['Highveld Engineering Works (Pty) Ltd', 'Rand Precision Mining Services (Pty) Ltd'],
        skip: 0,
        take: 22,
        agents: ['agent', 'lerato.khumalo'],
        outcomes: [
          [
            1,
            'TRANSFERRED',
            'Completed',
            { interest_level: 'High', preferred_callback: 'Weekday mornings' },
            'Quote sent by the adviser.',
          ],
        ],
      },
      {
        name: 'Second wave — draft',
        status: 'draft',
        script: 'Hello {customer_name}, following up on gap cover for {campaign_name}.',
        note: '',
        fields: ['interest_level'],
        tags: ['Gap cover'],
        from: ['Menlyn Medical Group Inc'],
        skip: 0,
        take: 4,
        agents: [],
        outcomes: [],
      },
    ],
  },
];

/** Seeded once per campaign name; targets are real seeded employees of the campaign's tenants. */
export async function seedCampaigns(db: Db): Promise<void> {
  for (const c of seedCampaignList) {
    const [tenant] = await db.select().from(tenants).where(eq(tenants.name, c.tenant));
    if (!tenant) continue;
    const [exists] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(systemScope('seed').tenant(tenant.id, campaigns.tenantId), eq(campaigns.name, c.name)));
    if (exists) continue;
    // Looked up before the transaction: PGlite has one connection, so a query outside tx inside it would wait.
    const logins = [c.by, ...c.versions.flatMap((v) => v.agents)];
    const ids = new Map(
      (
        await db
          .select({ id: users.id, login: users.loginName })
          .from(users)
          .where(inArray(users.loginName, logins))
      ).map((u) => [u.login, u.id]),
    );
    const userId = (login: string) => ids.get(login) ?? null;
    await db.transaction(async (tx) => {
      const [campaign] = await tx
        .insert(campaigns)
        .values({ tenantId: tenant.id, name: c.name, description: c.description, createdBy: userId(c.by) })
        .returning({ id: campaigns.id });
      for (const [index, v] of c.versions.entries()) {
        const [version] = await tx
          .insert(campaignVersions)
          .values({
            campaignId: campaign.id,
            tenantId: tenant.id,
            versionNumber: index + 1,
            name: v.name,
            status: v.status,
            callScript: v.script,
            outcomeNote: v.note,
            mandatoryFields: v.fields,
            tags: v.tags,
          })
          .returning({ id: campaignVersions.id });
        const people = await tx
          .select({
            id: employees.id,
            tenantId: employees.tenantId,
            first: employees.firstName,
            last: employees.lastName,
            mobile: employees.mobile,
          })
          .from(employees)
          .innerJoin(employers, eq(employers.id, employees.employerId))
          .where(and(inArray(employers.name, v.from), isNotNull(employees.mobile)))
          .orderBy(asc(employees.employeeNumber))
          .offset(v.skip)
          .limit(v.take);
        const agents = v.agents.map(userId);
        if (!people.length) continue;
        const targets = await tx
          .insert(campaignTargets)
          .values(
            people.map((p, i) => ({
              versionId: version.id,
              tenantId: p.tenantId,
              partyType: 'employee',
              partyId: p.id,
              partyName: `${p.first} ${p.last}`,
              phone: p.mobile,
              agentUserId: agents.length ? agents[i % agents.length] : null,
              status: v.outcomes.find((o) => o[0] === i)?.[2] ?? 'New',
            })),
          )
          .returning();
        for (const [i, disposition, status, fields, notes] of v.outcomes) {
          const t = targets[i];
          if (!t) continue;

          await tx.insert(campaignTargetOutcomes).values({
            targetId: t.id,
            versionId: version.id,
            campaignId: campaign.id,
            tenantId: t.tenantId,
            partyType: t.partyType,
            partyId: t.partyId,
            disposition,
            status,
            fields,
            notes,
            agentUserId: t.agentUserId,
          });
        }
      }
    });
  }
}
