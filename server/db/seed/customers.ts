import { and, eq, inArray } from 'drizzle-orm';
import { normalisePhone } from '../../../src/contracts/customers/phone';
import type { Db } from '../client';
import { contacts, dependants, divisions, employees, employers, sites, tenants } from '../schema';
import { seedClassification } from './classification';
import { seedProducts } from './products';
import { contactMobile } from './customers/contact-mobile';
import { seedEmployers, type SeedEmployer } from './customers/employers';
import {
  birthDate,
  gradeFor,
  idFor,
  jobTitlesByGrade,
  mobile,
  person,
  pick,
  random,
  salaryFor,
} from './customers/people';
import { systemScope } from '../../domain/system-scope';

/**
 * Demo customers per tenant. Idempotent by employer (tenant, name): an employer already present is left as
 * it is with everything under it, so administrators' edits survive restarts and a second run inserts nothing.
 */
export async function seedCustomers(db: Db): Promise<void> {
  const tenantRows = await db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(inArray(tenants.name, [...new Set(seedEmployers.map((e) => e.tenant))]));
  const tenantIds = new Map(tenantRows.map((t) => [t.name, t.id]));
  await db.transaction(async (tx) => {
    for (const [index, employer] of seedEmployers.entries()) {
      const tenantId = tenantIds.get(employer.tenant);
      if (tenantId === undefined) continue;
      const [existing] = await tx
        .select({ id: employers.id })
        .from(employers)
        .where(
          and(systemScope('seed').tenant(tenantId, employers.tenantId), eq(employers.name, employer.name)),
        );
      if (!existing) await seedEmployer(tx, tenantId, employer, index);
    }
  });
  // Classification is administered in the same area (issue 9); seeded from here to keep seed/index.ts to one line.
  await seedClassification(db);
  await seedProducts(db);
}

const must = (phone: string): string => {
  const n = normalisePhone(phone);
  if (!n) throw new Error(`Seed phone number ${phone} is not valid`);
  return n;
};

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

async function seedEmployer(db: Db, tenantId: number, e: SeedEmployer, index: number): Promise<void> {
  const rng = random(9001 + index * 7919);
  const domain = e.email.split('@')[1];
  const [employer] = await db
    .insert(employers)
    .values({
      tenantId,
      name: e.name,
      tradingName: e.tradingName,
      registrationNumber: e.registrationNumber,
      vatNumber: e.vatNumber,
      industry: e.industry,
      email: e.email,
      phone: must(e.phone),
      street: e.street,
      suburb: e.suburb,
      city: e.city,
      province: e.province,
      postalCode: e.postalCode,
      clientSince: e.clientSince,
    })
    .returning({ id: employers.id });
  const divisionRows = await db
    .insert(divisions)
    .values(e.divisions.map((d) => ({ tenantId, employerId: employer.id, ...d })))
    .returning({ id: divisions.id });
  const siteRows = await db
    .insert(sites)
    .values(
      e.sites.map((s, i) => ({
        tenantId,
        employerId: employer.id,
        divisionId: divisionRows[i % divisionRows.length].id,
        phone: must(e.phone),
        ...s,
      })),
    )
    .returning({ id: sites.id });
  // Contact numbers follow a fixed pattern so telephony demos can dial a known caller (contact-mobile.ts).
  await db.insert(contacts).values(
    e.contacts.map((c, i) => {
      const p = person(rng);
      return {
        tenantId,
        employerId: employer.id,
        siteId: siteRows[0].id,
        firstName: p.firstName,
        lastName: p.lastName,
        jobTitle: c.jobTitle,
        email: `${slug(p.firstName)}.${slug(p.lastName)}@${domain}`,
        phone: null,
        mobile: contactMobile(index, i),
        isPrimary: i === 0,
      };
    }),
  );
  const used = new Set<string>();
  for (let n = 0; n < e.employees; n += 1) {
    const grade = gradeFor(n, rng);
    const p = person(rng);
    const dateOfBirth = birthDate(rng, grade === 'Staff' ? 19 : 28, 62);
    let idNumber = idFor(rng, dateOfBirth, p.gender);
    while (used.has(idNumber)) idNumber = idFor(rng, dateOfBirth, p.gender);
    used.add(idNumber);
    const age = 2026 - Number(dateOfBirth.slice(0, 4));
    const married = age > 26 && rng() < 0.55;
    const [row] = await db
      .insert(employees)
      .values({
        tenantId,
        employerId: employer.id,
        divisionId: divisionRows[n % divisionRows.length].id,
        siteId: siteRows[n % siteRows.length].id,
        employeeNumber: `${e.code}${String(n + 1).padStart(4, '0')}`,
        firstName: p.firstName,
        lastName: p.lastName,
        idNumber,
        dateOfBirth,
        gender: p.gender,
        jobTitle: pick(rng, jobTitlesByGrade[grade]),
        jobGrade: grade,
        monthlySalary: salaryFor(grade, rng),
        maritalStatus: married ? 'married' : age > 45 && rng() < 0.3 ? 'divorced' : 'single',
        email: `${slug(p.firstName)}.${slug(p.lastName)}${n}@${domain}`,
        mobile: mobile(rng),
        workPhone: null,
        startDate: birthDate(rng, 1, Math.min(age - 18, 25)),
      })
      .returning({ id: employees.id });
    const family = [];
    if (married) {
      const spouse = person(rng, p.lastName, p.gender === 'F' ? 'M' : 'F');
      const dob = birthDate(rng, Math.max(21, age - 6), age + 4);
      family.push({
        ...spouse,
        relationship: 'spouse',
        dateOfBirth: dob,
        idNumber: idFor(rng, dob, spouse.gender),
      });
    }
    const children = age < 24 ? 0 : Math.floor(rng() * (married ? 4 : 2));
    for (let c = 0; c < children; c += 1) {
      const child = person(rng, p.lastName);
      const dob = birthDate(rng, 1, Math.min(age - 20, 23));
      family.push({
        ...child,
        relationship: 'child',
        dateOfBirth: dob,
        idNumber: idFor(rng, dob, child.gender),
      });
    }
    if (family.length)
      await db.insert(dependants).values(
        family.map((f) => ({
          tenantId,
          employeeId: row.id,
          firstName: f.firstName,
          lastName: f.lastName,
          relationship: f.relationship,
          idNumber: f.idNumber,
          dateOfBirth: f.dateOfBirth,
          gender: f.gender,
          student: f.relationship === 'child' && Number(f.dateOfBirth.slice(0, 4)) <= 2007,
        })),
      );
  }
}
