import { z } from 'zod';
import { fieldMessages } from '../../contracts/field-messages';
import {
  caseChannels,
  casePriorities,
  caseSeverities,
  partyTypes,
  type CreateCaseInput,
  type RecordType,
  type WorkgroupMember,
} from '../../contracts/workflow/cases';
import type { NewCaseParty } from '../../machines/new-case-actors';

const level = z.number().int().positive().nullable();
const chosenParty = z.object({
  party_type: z.enum(partyTypes),
  party_id: z.number().int().positive(),
  name: z.string(),
});

export const notInListMessage = 'Choose a customer or employee from the list';

/** The form's rules (spec §5 messages); the service checks the same limits again (createCaseInput). */
export const newCaseFormSchema = z.object({
  /** What the type-ahead shows and the item chosen there: words typed after a choice no longer name it. */
  party: z
    .object({ text: z.string(), chosen: chosenParty.nullable() })
    .refine((p) => p.text.trim() === '' || p.chosen !== null, notInListMessage),
  classification: z.object({ l1: level, l2: level, l3: level, l4: level }),
  // The picker marks its own levels; this only keeps an incomplete classification from being sent.
  classification_valid: z.boolean().refine((v) => v, fieldMessages.required),
  title: z
    .string()
    .trim()
    .min(1, fieldMessages.required)
    .min(3, fieldMessages.minlength(3))
    .max(200, fieldMessages.maxlength(200)),
  description: z.string().trim().max(5000, fieldMessages.maxlength(5000)),
  source: z.enum(caseChannels, fieldMessages.required),
  // '' leaves it to the classification's mapping in the case set-up (the service's default).
  priority: z.union([z.enum(casePriorities), z.literal('')]),
  severity: z.union([z.enum(caseSeverities), z.literal('')]),
  wrkgrp_id: z.string().min(1, fieldMessages.required),
  /** '' is the workgroup's queue. */
  owner: z.string(),
});
export type NewCaseFormValues = z.infer<typeof newCaseFormSchema>;

/** Owner by default: me, where I am a member of the workgroup; otherwise its queue. */
export const ownerFor = (me: number | null, members: readonly WorkgroupMember[] | undefined): string =>
  me !== null && members?.some((m) => m.user_id === me) ? String(me) : '';

export const newCaseDefaults = (p: {
  party: NewCaseParty | null;
  defaultWrkgrpId: number | null;
  members: Record<number, WorkgroupMember[]>;
  me: number | null;
}): NewCaseFormValues => ({
  party: { text: p.party?.name ?? '', chosen: p.party },
  classification: { l1: null, l2: null, l3: null, l4: null },
  classification_valid: false,
  title: '',
  description: '',
  source: 'call',
  priority: '',
  severity: '',
  wrkgrp_id: p.defaultWrkgrpId === null ? '' : String(p.defaultWrkgrpId),
  owner: p.defaultWrkgrpId === null ? '' : ownerFor(p.me, p.members[p.defaultWrkgrpId]),
});

/** The one create call: empty choices are left out, so the service applies its defaults. */
export const toCreateInput = (v: NewCaseFormValues, recordType: RecordType): CreateCaseInput => ({
  record_type: recordType,
  title: v.title,
  description: v.description,
  classification: {
    classification_l1: v.classification.l1,
    classification_l2: v.classification.l2,
    classification_l3: v.classification.l3,
    classification_l4: v.classification.l4,
  },
  ...(v.priority ? { priority: v.priority } : {}),
  ...(v.severity ? { severity: v.severity } : {}),
  source: v.source,
  wrkgrp_id: Number(v.wrkgrp_id),
  owner_user_id: v.owner ? Number(v.owner) : null,
  party: v.party.chosen ? { party_type: v.party.chosen.party_type, party_id: v.party.chosen.party_id } : null,
});
