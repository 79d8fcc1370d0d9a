import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { MessageAttribute } from '../../../src/contracts/metadata';
import { transformSpecSchema, type TransformSpec } from '../../../src/contracts/metadata/transform';
import { prepareDocument } from '../../domain/metadata/documents';
import type { Db } from '../client';
import {
  metaDocuments,
  metaIndexAttributes,
  metaIndexes,
  metaMessages,
  metaMessageTypes,
  metaQueries,
  metaTransforms,
  tenants,
} from '../schema';
import { systemScope } from '../../domain/system-scope';

/** A GUID derived from a seed key, so the demo messages keep their GUIDs across fresh databases. */
export function seedGuid(key: string): string {
  const h = createHash('sha1').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const enrolmentAttributes: MessageAttribute[] = [
  { name: 'member_number', datatype: 'STRING', required: true, description: 'Scheme membership number' },
  { name: 'first_name', datatype: 'STRING', required: true, description: '' },
  { name: 'surname', datatype: 'STRING', required: true, description: '' },
  { name: 'date_of_birth', datatype: 'DATE', required: true, description: '' },
  { name: 'scheme', datatype: 'STRING', required: true, description: 'Medical scheme' },
  { name: 'plan', datatype: 'STRING', required: false, description: 'Plan option' },
  { name: 'monthly_premium', datatype: 'FLOAT', required: true, description: 'Rand a month' },
  { name: 'dependants', datatype: 'INTEGER', required: false, description: 'Number of dependants' },
  { name: 'employer', datatype: 'DICT', required: false, description: '{name, city}' },
  { name: 'chronic_conditions', datatype: 'LIST', required: false, description: '' },
  { name: 'enrolled_at', datatype: 'DATETIME', required: true, description: '' },
];

export const enrolmentTransform: TransformSpec = {
  keep_unmapped: false,
  fields: [
    { source: 'member_number', target: 'member_no', required: true },
    { source: 'surname', target: 'surname' },
    { source: 'first_name', target: 'first_name' },
    { source: 'scheme', target: 'scheme' },
    { source: 'plan', target: 'plan', default: 'Unspecified' },
    { source: 'monthly_premium', target: 'premium', cast: 'FLOAT' },
    { source: 'dependants', target: 'dependants', cast: 'INTEGER', default: 0 },
    { source: 'employer.name', target: 'employer' },
    { source: 'employer.city', target: 'city' },
    { source: 'date_of_birth', target: 'born', cast: 'DATE' },
    { source: 'enrolled_at', target: 'enrolled_at', cast: 'DATETIME' },
  ],
};

const indexAttributes = [
  { name: 'member_no', datatype: 'STRING', sortable: true },
  { name: 'surname', datatype: 'STRING', sortable: true },
  { name: 'scheme', datatype: 'STRING' },
  { name: 'plan', datatype: 'STRING' },
  { name: 'premium', datatype: 'FLOAT', sortable: true },
  { name: 'dependants', datatype: 'INTEGER' },
  { name: 'employer', datatype: 'STRING' },
  { name: 'city', datatype: 'STRING' },
  { name: 'born', datatype: 'DATE' },
  { name: 'enrolled_at', datatype: 'DATETIME' },
] as const;

const firstNames = [
  'Thabo',
  'Lerato',
  'Sipho',
  'Ayesha',
  'Johan',
  'Zanele',
  'Pieter',
  'Naledi',
  'Kagiso',
  'Fatima',
  'Bongani',
  'Anele',
];
const surnames = [
  'Nkosi',
  'Dlamini',
  'Botha',
  'Patel',
  'Mokoena',
  'van Wyk',
  'Khumalo',
  'Naidoo',
  'Molefe',
  'Pretorius',
  'Mthembu',
  'Jacobs',
];
const schemes = [
  ['Discovery Health', ['Classic Saver', 'Essential Smart', 'Executive']],
  ['Bonitas', ['BonCap', 'BonClassic', 'Standard']],
  ['Momentum Health', ['Ingwe', 'Evolve', 'Custom']],
  ['Medshield', ['MediCore', 'MediPlus']],
  ['GEMS', ['Sapphire', 'Emerald Value', 'Onyx']],
] as const;
const employers = [
  { name: 'Sasol Mining', city: 'Secunda' },
  { name: 'Shoprite Holdings', city: 'Cape Town' },
  { name: 'Tshwane Municipality', city: 'Pretoria' },
  { name: 'Netcare Group', city: 'Johannesburg' },
  { name: 'Transnet Freight Rail', city: 'Durban' },
];
const conditions = ['Hypertension', 'Type 2 diabetes', 'Asthma', 'Hyperlipidaemia', 'HIV'];

/** A deterministic demo enrolment message; every 40th one misses its premium (shows a rejected message). */
export function enrolmentMessage(i: number): Record<string, unknown> {
  const [scheme, plans] = schemes[i % schemes.length];
  const year = 1960 + (i % 40);
  const month = String((i % 12) + 1).padStart(2, '0');
  const day = String((i % 28) + 1).padStart(2, '0');
  const message: Record<string, unknown> = {
    member_number: `M${String(100000 + i)}`,
    first_name: firstNames[i % firstNames.length],
    surname: surnames[(i * 7) % surnames.length],
    date_of_birth: `${year}-${month}-${day}`,
    scheme,
    plan: plans[i % plans.length],
    monthly_premium: Math.round((1450 + ((i * 137) % 5200)) * 100) / 100,
    dependants: i % 5,
    employer: employers[i % employers.length],
    chronic_conditions: i % 3 === 0 ? [conditions[i % conditions.length]] : [],
    enrolled_at: `2026-${String((i % 10) + 1).padStart(2, '0')}-${day}T08:${String(i % 60).padStart(2, '0')}:00Z`,
  };
  if (i % 40 === 39) delete message.monthly_premium;
  return message;
}

type MetadataSet = {
  tenant: 'group' | 'Ubuntu Benefits Gauteng';
  type: string;
  typeDescription: string;
  transform: string;
  index: string;
  indexDescription: string;
  /** Messages numbered from `first`, so each set has members of its own. */
  first: number;
  count: number;
  guidKey: string;
  query: { name: string; description: string; scheme: string; premium: number };
};

/**
 * The group's demo set, and a smaller one of the Gauteng region, so that the region's supervisors (who may view
 * metadata, and see only their tenants) find records behind every metadata link (issue 41: five of the eight
 * said "There are no records").
 */
const metadataSets: readonly MetadataSet[] = [
  {
    tenant: 'group',
    type: 'member_enrolment',
    typeDescription: 'A member joining a medical scheme through an employer group',
    transform: 'enrolment_to_member_search',
    index: 'member_search',
    indexDescription: 'Members by scheme, plan, premium and employer',
    first: 0,
    count: 240,
    guidKey: 'enrolment',
    query: {
      name: 'Discovery members over R3000',
      description: 'Discovery Health members paying more than R3000 a month',
      scheme: 'Discovery Health',
      premium: 3000,
    },
  },
  {
    tenant: 'Ubuntu Benefits Gauteng',
    type: 'gauteng_enrolment',
    typeDescription: 'Enrolments captured by the Gauteng offices for their employer groups',
    transform: 'gauteng_enrolment_to_member_search',
    index: 'gauteng_member_search',
    indexDescription: 'Gauteng members by scheme, plan, premium and employer',
    first: 1000,
    count: 60,
    guidKey: 'gauteng-enrolment',
    query: {
      name: 'Bonitas members over R2500',
      description: 'Gauteng Bonitas members paying more than R2500 a month',
      scheme: 'Bonitas',
      premium: 2500,
    },
  },
];

/** Idempotent: each demo set is written once per database (found by its message type's name in its tenant). */
export async function seedMetadata(db: Db): Promise<void> {
  for (const set of metadataSets) {
    const [tenant] = await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(set.tenant === 'group' ? isNull(tenants.parentId) : eq(tenants.name, set.tenant));
    if (tenant) await seedSet(db, tenant.id, set);
  }
}

async function seedSet(db: Db, tenantId: number, set: MetadataSet): Promise<void> {
  const [existing] = await db
    .select({ id: metaMessageTypes.id })
    .from(metaMessageTypes)
    .where(
      and(
        systemScope('seed').tenant(tenantId, metaMessageTypes.tenantId),
        eq(metaMessageTypes.name, set.type),
      ),
    );
  if (existing) return;
  await db.transaction(async (tx) => {
    const [type] = await tx
      .insert(metaMessageTypes)
      .values({ tenantId, name: set.type, description: set.typeDescription, attributes: enrolmentAttributes })
      .returning();
    const [transform] = await tx
      .insert(metaTransforms)
      .values({
        tenantId,
        name: set.transform,
        description: 'Flattens the employer and renames fields for member search',
        sourceTypeId: type.id,
        spec: enrolmentTransform,
      })
      .returning();
    const [index] = await tx
      .insert(metaIndexes)
      .values({
        tenantId,
        name: set.index,
        description: set.indexDescription,
        messageTypeId: type.id,
        transformId: transform.id,
      })
      .returning();
    await tx
      .insert(metaIndexAttributes)
      .values(indexAttributes.map((a) => ({ tenantId, indexId: index.id, ...a })));
    const messages = Array.from({ length: set.count }, (_, k) => {
      const i = set.first + k;
      const payload = enrolmentMessage(i);
      const missing = !('monthly_premium' in payload);
      return {
        tenantId,
        messageTypeId: type.id,
        guid: seedGuid(`${set.guidKey}-${k}`),
        payload,
        status: missing ? 'rejected' : 'received',
        reason: missing ? 'monthly_premium is required' : '',
      };
    });
    await tx.insert(metaMessages).values(messages);
    const spec = transformSpecSchema.parse(enrolmentTransform);
    const docs = messages.flatMap((m) => {
      if (m.status !== 'received') return [];
      const prepared = prepareDocument(spec, indexAttributes, m.payload);
      return prepared.ok ? [{ indexId: index.id, guid: m.guid, doc: prepared.doc }] : [];
    });
    await tx.insert(metaDocuments).values(docs);
    await tx.insert(metaQueries).values({
      tenantId,
      indexId: index.id,
      name: set.query.name,
      description: set.query.description,
      query: {
        and: [
          { operator: 'equal', type: 'str', data_type: 'STRING', op1: 'scheme', op2: set.query.scheme },
          { operator: 'greater', type: 'str', data_type: 'FLOAT', op1: 'premium', op2: set.query.premium },
        ],
      },
    });
  });
}
