import { z } from 'zod';
import { dbInt } from '../db-int';

// Workgroups as the workflow calls answer them (spec §7 /workflow/user/workgroups and the desk's choices).
const id = dbInt().positive();

export const workgroupOfUser = z.object({
  wrkgrp_id: dbInt(),
  wrkgrp_name: z.string(),
  wrkgrp_type: z.enum(['Case', 'Lead']),
  tenant_id: dbInt(),
  is_default: z.boolean(),
  is_supervisor: z.boolean(),
});
export type WorkgroupOfUser = z.infer<typeof workgroupOfUser>;
export const userWorkgroupsInput = z.object({ wrkgrp_type: z.enum(['Case', 'Lead']).default('Case') });

export const workgroupSummary = z.object({
  wrkgrp_id: dbInt(),
  wrkgrp_name: z.string(),
  wrkgrp_type: z.enum(['Case', 'Lead']),
  tenant_id: dbInt(),
});
export type WorkgroupSummary = z.infer<typeof workgroupSummary>;
export const workgroupMember = z.object({
  user_id: dbInt(),
  user_name: z.string(),
  is_default: z.boolean(),
});
export type WorkgroupMember = z.infer<typeof workgroupMember>;
export const workgroupIdInput = z.object({ wrkgrp_id: id });
