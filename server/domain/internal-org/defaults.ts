import { defaultReopenDays } from '../../../src/contracts/workflow/lifecycle';
import { defaultNumbering, type TenantConfigValues } from '../../../src/contracts/internal-org/requests';

/** The configuration a tenant starts with (seed, and a tenant created later reads these until saved). */
export const defaultTenantConfig = (tenantName: string): TenantConfigValues => ({
  knowledge: { enabled: true, review_days: 90, default_category: 'Medical schemes' },
  notifications: { email: true, sms: false, in_app: true, digest_hour: 7 },
  dispatch: { strategy: 'round_robin', max_open_per_agent: 25, escalate_after_hours: 48 },
  email_templates: {
    case_created_subject: 'We have logged your query: {{case_number}}',
    case_closed_subject: 'Your query {{case_number}} has been resolved',
    signature: `Kind regards\n${tenantName}`,
  },
  user_roles: ['Administrator', 'Supervisor', 'Team Lead', 'Agent', 'Adviser'],
  numbering: { ...defaultNumbering },
  lifecycle: { reopen_days: defaultReopenDays },
  phone: { service_level_percent: 80, service_level_seconds: 20, monitor_notice: true },
});
