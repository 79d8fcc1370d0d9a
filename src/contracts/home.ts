import { z } from 'zod';
import { dbInt } from './db-int';

/** The home page's sections, in the order shown: the profile's own work first. */
export const homeSections = ['work', 'team', 'system'] as const;
export type HomeSection = (typeof homeSections)[number];

const n = dbInt();
/** Open records of one type by the SLA state of the target that counts (issue 18 "My work"). */
const bySla = z.object({ overdue: n, due_today: n, due_later: n, paused: n });

/** The caller's own work; calls_today is null when the profile has no phone. */
export const homeWork = z.object({
  cases: bySla,
  leads: bySla,
  tasks: z.object({ overdue: n, due_today: n }),
  meetings_today: n,
  unread_notifications: n,
  calls_today: n.nullable(),
});
export type HomeWork = z.infer<typeof homeWork>;

/** One workgroup the caller supervises: its open records and what needs a hand. */
export const teamWorkgroup = z.object({
  wrkgrp_id: n,
  wrkgrp_name: z.string(),
  record_type: z.enum(['case', 'lead']),
  open: n,
  unassigned: n,
  overdue: n,
  breached_today: n,
});
export type TeamWorkgroup = z.infer<typeof teamWorkgroup>;

/** A member of the caller's workgroups: open load and the phone state the service has recorded. */
export const teamAgent = z.object({
  user_id: n,
  user_name: z.string(),
  open_cases: n,
  open_leads: n,
  /** As Queues live says it (agentPhoneLabel): "Offline", "Ready", "Not ready: Lunch", "On call"; null without a phone extension. */
  phone: z.string().nullable(),
});
export type TeamAgent = z.infer<typeof teamAgent>;

export const homeFigures = z.object({
  sections: z.array(z.enum(homeSections)),
  work: homeWork.nullable(),
  team: z.object({ workgroups: z.array(teamWorkgroup), agents: z.array(teamAgent) }).nullable(),
  at: z.string(),
});
export type HomeFigures = z.infer<typeof homeFigures>;
