/**
 * Configurable labels (spec §1): the organisation is called Organisation/Organisations, the employer Customer,
 * cost_price Cost and wg_user_name User. A deployment renames them with VITE_LABEL_* variables at build time.
 */
export type Labels = {
  organisation: string;
  organisations: string;
  customer: string;
  customers: string;
  cost: string;
  user: string;
};

export const defaultLabels: Labels = {
  organisation: 'Organisation',
  organisations: 'Organisations',
  customer: 'Customer',
  customers: 'Customers',
  cost: 'Cost',
  user: 'User',
};

type EnvLabels = Partial<Record<string, string | undefined>>;

/** Only non-empty overrides count, so an unset or blank variable keeps the default. */
export const resolveLabels = (env: EnvLabels): Labels => {
  const pick = (name: string, fallback: string): string => env[name]?.trim() || fallback;
  return {
    organisation: pick('VITE_LABEL_ORGANISATION', defaultLabels.organisation),
    organisations: pick('VITE_LABEL_ORGANISATIONS', defaultLabels.organisations),
    customer: pick('VITE_LABEL_CUSTOMER', defaultLabels.customer),
    customers: pick('VITE_LABEL_CUSTOMERS', defaultLabels.customers),
    cost: pick('VITE_LABEL_COST', defaultLabels.cost),
    user: pick('VITE_LABEL_USER', defaultLabels.user),
  };
};

// Vite fills import.meta.env in the console; the service (Node) reads the same rules without it: the defaults.
export const labels: Labels = resolveLabels((import.meta.env ?? {}) as EnvLabels);
