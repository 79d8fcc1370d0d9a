// The customers area's domain: reads (read.ts), caller lookup by phone (parties.ts) and employee search
// (search.ts). Other areas (telephony, advice) import from here, never from the files directly.
export {
  getContact,
  getDivision,
  getEmployee,
  getEmployer,
  getSite,
  listContacts,
  listDivisions,
  listEmployees,
  listEmployers,
  listSites,
  type TenantScope,
} from './read';
export { findPartiesByPhone } from './parties';
export { searchEmployees } from './search';
