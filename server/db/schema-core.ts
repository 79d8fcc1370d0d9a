import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

// One schema for PGlite and PostgreSQL: only plain pg-core types, no extensions.
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const now = (name: string) => at(name).notNull().defaultNow();

export const tenants = pgTable(
  'tenants',
  {
    id: id(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => tenants.id),
  },
  (t) => [index('tenants_parent_idx').on(t.parentId)],
);

export const roles = pgTable('roles', { id: id(), name: text('name').notNull().unique() });

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: smallint('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.key] }),
    check('role_permissions_value', sql`${t.value} in (-1, 0, 1)`),
  ],
);

export const users = pgTable('users', {
  id: id(),
  loginName: text('login_name').notNull().unique(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: now('created_at'),
  disabled: boolean('disabled').notNull().default(false),
});

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: userRef(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    /** The first profile (lowest ordinal) is the current one after sign-in. */
    ordinal: integer('ordinal').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Access to a tenant grants its whole subtree. */
export const userTenants = pgTable(
  'user_tenants',
  {
    userId: userRef(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tenantId] })],
);

/** Secrets are stored only as sha256 hashes; expires_at = min(last_seen_at + TTL, created_at + 7 days). */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: userRef(),
    accessHash: text('access_hash').notNull().unique(),
    refreshHash: text('refresh_hash').notNull().unique(),
    whHash: text('wh_hash').notNull(),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    createdAt: now('created_at'),
    lastSeenAt: now('last_seen_at'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Access tokens a refresh replaced. Each tab of one browser restores the same session through the refresh cookie
 * and gets a token of its own; the tokens the other tabs hold stay good while the session lives (the newest few).
 */
export const sessionPriorTokens = pgTable(
  'session_prior_tokens',
  {
    accessHash: text('access_hash').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: now('created_at'),
  },
  (t) => [index('session_prior_tokens_session_idx').on(t.sessionId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    /** Lower-cased as typed, so unknown names are throttled too. */
    loginName: text('login_name').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    succeeded: boolean('succeeded').notNull(),
    ip: text('ip'),
    at: now('at'),
  },
  // By address too: the sign-in throttle counts failures per address as well as per name.
  (t) => [
    index('login_attempts_name_at_idx').on(t.loginName, t.at),
    index('login_attempts_ip_at_idx').on(t.ip, t.at),
  ],
);

/** An administrator's lift of a sign-in throttle key: that key counts only failures after `at`. */
export const loginLockLifts = pgTable(
  'login_lock_lifts',
  {
    id: id(),
    /** pair, address or account (see server/domain/login-throttle-rule.ts). */
    key: text('key').notNull(),
    loginName: text('login_name'),
    ip: text('ip'),
    liftedBy: integer('lifted_by').references(() => users.id, { onDelete: 'set null' }),
    at: now('at'),
  },
  (t) => [index('login_lock_lifts_at_idx').on(t.at)],
);

export const passwordHistory = pgTable(
  'password_history',
  {
    id: id(),
    userId: userRef(),
    passwordHash: text('password_hash').notNull(),
    createdAt: now('created_at'),
  },
  (t) => [index('password_history_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  id: id(),
  userId: userRef(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: now('created_at'),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/**
 * Accepted requests for a reset mail, known address or not, so the limits per caller address and per typed e-mail
 * address hold across restarts and instances. The e-mail is kept as a hash: most of them may belong to no one.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: id(),
    ip: text('ip').notNull(),
    emailHash: text('email_hash').notNull(),
    at: now('at'),
  },
  (t) => [
    index('password_reset_requests_ip_at_idx').on(t.ip, t.at),
    index('password_reset_requests_email_at_idx').on(t.emailHash, t.at),
  ],
);

/** Mail is written here instead of sent: the reference service has no mail server. */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: now('created_at'),
});

export const feedback = pgTable('feedback', {
  id: id(),
  name: text('name'),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: now('created_at'),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: now('at'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_tenant_idx').on(t.tenantId)],
);
