import type { Employer } from '../../../src/contracts/customers/entities';
import { customerPaths as p } from '../../../src/contracts/customers/paths';
import { customersWorld } from './fixtures';

type Issues = { issues: { path: string; message: string }[] };
/** The field messages of a validation answer as `path: message`, the way a form shows them. */
export const issuesOf = (data: unknown) => (data as Issues).issues.map((i) => `${i.path}: ${i.message}`);

/** The seeded customers world plus the tenants and the Cape Town customer the write tests refer to. */
export async function writeWorld() {
  const w = await customersWorld();
  const pretoria = await w.tenantId('Pretoria Office');
  const newEmployer = {
    id: -1,
    tenant_id: pretoria,
    name: 'Magaliesberg Citrus (Pty) Ltd',
    trading_name: 'Magaliesberg Citrus',
    registration_number: '2012/045871/07',
    vat_number: '4450178823',
    industry: 'Agriculture',
    email: 'hr@magcitrus.co.za',
    phone: '014 577 1200',
    street: '4 Rustenburg Road',
    suburb: 'Brits',
    city: 'Brits',
    province: 'North West',
    postal_code: '0250',
  };
  /** A fresh customer in Pretoria, saved by the administrator, to add divisions, locations and contacts to. */
  const addEmployer = async (name: string) =>
    (await w.call<Employer>(p.employerSave, { ...newEmployer, name }, w.admin.token)).body.data;
  return {
    w,
    pretoria,
    capeTown: await w.tenantId('Cape Town Office'),
    tableBay: await w.employerId('Table Bay Fisheries (Pty) Ltd'),
    newEmployer,
    addEmployer,
  };
}
