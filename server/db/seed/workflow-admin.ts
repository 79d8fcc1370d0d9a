import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  classPrioritySeverity,
  classifications,
  emailContent,
  notifications,
  severityPriorityTimes,
  tenants,
  users,
  workgroupRules,
  workgroups,
} from '../schema';
import { defaultTargets } from '../../../src/contracts/workflow-admin/working-time';
import { casePriorities, caseSeverities } from '../../../src/contracts/workflow/cases';
import { systemScope } from '../../domain/system-scope';

const group = 'Ubuntu Benefits Group';

/** The severity and priority of the seeded case issues: money and cover gaps first. */
const issueMap: Record<string, [string, string]> = {
  'PMB dispute': ['Major', 'High'],
  'Out of network': ['Moderate', 'Medium'],
  'Tariff difference': ['Moderate', 'Medium'],
  'Late payment': ['Major', 'High'],
  'Late joiner penalty': ['Minor', 'Low'],
  'Waiting period': ['Moderate', 'Medium'],
  'Debit order failed': ['Critical', 'Urgent'],
  'Premium increase': ['Minor', 'Low'],
  'Co-payment': ['Moderate', 'High'],
  'Sub-limit reached': ['Major', 'High'],
  'Anaesthetist shortfall': ['Moderate', 'Medium'],
};

const templates = [
  {
    recordType: 'case',
    name: 'Case acknowledgement',
    subject: 'We have received your query: {{case_number}}',
    body: 'Dear {{customer_name}},\n\nThank you for contacting Ubuntu Benefits. Your query {{case_number}} has been logged and will be answered within {{response_time}}.\n\nKind regards\n{{agent_name}}',
  },
  {
    recordType: 'case',
    name: 'Case resolved',
    subject: 'Your query {{case_number}} has been resolved',
    body: 'Dear {{customer_name}},\n\nYour query {{case_number}} has been resolved. Reply to this e-mail within 7 days if anything is still unclear.\n\nKind regards\n{{agent_name}}',
  },
  {
    recordType: 'lead',
    name: 'Lead follow-up',
    subject: 'Your enquiry about employee benefits',
    body: 'Dear {{customer_name}},\n\nThank you for your interest in our employee benefits advice. {{agent_name}} will call you to arrange a meeting.\n\nKind regards\nUbuntu Benefits',
  },
] as const;

/**
 * Case management set-up for the group (time targets, severity/priority of each issue, e-mail templates), a
 * dispatch rule for the Pretoria claims desk and a few notifications. Idempotent: only missing rows go in.
 */
export async function seedWorkflowAdmin(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [root] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, group));
    if (!root) return;
    await tx
      .insert(severityPriorityTimes)
      .values(
        caseSeverities.flatMap((severity) =>
          casePriorities.map((priority) => {
            const d = defaultTargets(severity, priority);
            return {
              tenantId: root.id,
              severity,
              priority,
              responseMinutes: d.response,
              resolutionMinutes: d.resolution,
            };
          }),
        ),
      )
      .onConflictDoNothing();
    const issues = await tx
      .select({ id: classifications.id, name: classifications.name })
      .from(classifications)
      .where(
        and(
          systemScope('seed').tenant(root.id, classifications.tenantId),
          eq(classifications.workflowType, 'case'),
          inArray(classifications.name, Object.keys(issueMap)),
        ),
      );
    if (issues.length)
      await tx
        .insert(classPrioritySeverity)
        .values(
          issues.map((i) => ({
            tenantId: root.id,
            classificationId: i.id,
            severity: issueMap[i.name][0],
            priority: issueMap[i.name][1],
          })),
        )
        .onConflictDoNothing();
    // Only missing templates: a conflicting insert would still move the identity sequence.
    const known = new Set(
      (
        await tx
          .select({ type: emailContent.recordType, name: emailContent.name })
          .from(emailContent)
          .where(systemScope('seed').tenant(root.id, emailContent.tenantId))
      ).map((r) => `${r.type}|${r.name}`),
    );
    const missing = templates.filter((t) => !known.has(`${t.recordType}|${t.name}`));
    if (missing.length)
      await tx.insert(emailContent).values(missing.map((t) => ({ ...t, tenantId: root.id })));
    const [desk] = await tx.select().from(workgroups).where(eq(workgroups.name, 'Pretoria Claims Desk'));
    const claims = issues.find((i) => i.name === 'PMB dispute');
    const hasRules = desk
      ? (
          await tx
            .select({ id: workgroupRules.id })
            .from(workgroupRules)
            .where(eq(workgroupRules.workgroupId, desk.id))
        ).length > 0
      : true;
    if (desk && !hasRules)
      await tx.insert(workgroupRules).values([
        {
          tenantId: desk.tenantId,
          workgroupId: desk.id,
          position: 0,
          classificationId: claims?.id ?? null,
          severity: claims ? null : 'Major',
          priority: null,
          assignment: 'round_robin',
        },
        {
          tenantId: desk.tenantId,
          workgroupId: desk.id,
          position: 1,
          classificationId: null,
          severity: 'Critical',
          priority: 'Urgent',
          assignment: 'manual',
        },
      ]);
    const [agent] = await tx.select({ id: users.id }).from(users).where(eq(users.loginName, 'agent'));
    const existing = agent
      ? await tx
          .select({ id: notifications.id })
          .from(notifications)
          .where(eq(notifications.userId, agent.id))
          .limit(1)
      : [{ id: 0 }];
    if (agent && desk && existing.length === 0)
      await tx.insert(notifications).values([
        {
          tenantId: desk.tenantId,
          userId: agent.id,
          subject: 'Welcome to the Pretoria Claims Desk',
          message: 'You were added to the Pretoria Claims Desk workgroup.',
          status: 'Read',
          createdAt: new Date(Date.now() - 3 * 86_400_000),
          readAt: new Date(Date.now() - 3 * 86_400_000),
        },
        {
          tenantId: desk.tenantId,
          userId: agent.id,
          subject: 'Time mapping updated',
          message: 'Resolution targets for critical cases are now 2 working hours.',
          createdAt: new Date(Date.now() - 86_400_000),
        },
      ]);
  });
}
