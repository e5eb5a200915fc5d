import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, id } from '../../db/schema/columns.ts';

/** Who may use the app, and as what. Managed by the owner. */
export const allowlistEntries = pgTable('allowlist_entries', {
  email: text('email').primaryKey(),
  role: text('role').notNull().default('viewer'),
  allowed: boolean('allowed').notNull().default(true),
  /** The contact a `trade` user is (decision 063); null for the household's roles. */
  contactId: uuid('contact_id'),
  ...auditColumns,
});

/** Accounts of the built-in identity provider, and users first seen through OIDC. */
export const accounts = pgTable('accounts', {
  id: id(),
  email: text('email').notNull().unique(),
  displayName: text('display_name'),
  /** argon2id; null for accounts that only sign in through a federated provider. */
  passwordHash: text('password_hash'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
  /** Notifications newer than this are unread. */
  notificationsReadAt: timestamp('notifications_read_at', { withTimezone: true, mode: 'date' }),
  ...auditColumns,
});

/**
 * Federated sign-in identities, keyed on the provider's issuer and subject: the e-mail a
 * provider reports can change or be reassigned, the subject is the provider's stable id.
 * Made on a first federated sign-in that creates its account, or by a signed-in user linking
 * their provider account (never from a matching e-mail alone).
 */
export const federatedIdentities = pgTable(
  'federated_identities',
  {
    id: id(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The e-mail the provider reported when the identity was linked (for people to read). */
    email: text('email'),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('federated_identities_issuer_subject_idx').on(table.issuer, table.subject),
    index('federated_identities_account_idx').on(table.accountId),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** All tokens rotated from one sign-in share a family; reuse of an old one revokes it. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /**
     * Set on the whole family when its session ends (sign-out, reuse of a rotated token, the
     * owner revoking or removing the user): the session's ID tokens stop working too, also
     * after the user is allowed again. While the user is not allowed, the access check answers
     * 403 user_disabled before reading it, so their token still says who they are.
     */
    sessionEndedAt: timestamp('session_ended_at', { withTimezone: true, mode: 'date' }),
    ...auditColumns,
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    // Revoking a user's sessions finds their tokens by account.
    index('refresh_tokens_account_idx').on(table.accountId),
  ],
);

export const accessRequests = pgTable('access_requests', {
  id: id(),
  email: text('email').notNull().unique(),
  status: text('status').notNull().default('pending'),
  ...auditColumns,
});

/** ES256 signing keys, shared by every server instance through the database. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  ...auditColumns,
});

/** Failed sign-ins per account and per address, for throttling across instances. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  ...auditColumns,
});

/**
 * Pending federated sign-ins: PKCE verifier, state and nonce kept server-side (not in a
 * cookie) for 10 minutes, so any instance can finish a flow another one started.
 */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** The web app's origin the popup posts its result to. */
  origin: text('origin').notNull(),
  /** Set when a signed-in user links their provider account to this account. */
  linkAccountId: uuid('link_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  ...auditColumns,
});

/**
 * Invitations (decision 036): a one-time link that lets an allowlisted e-mail set its own password.
 * Only the sha-256 of the link's token is kept; a resend replaces it (the old link stops).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    email: text('email').notNull(),
    /** The role it was sent with (the allowlist entry, set at the same time, is what applies). */
    role: text('role').notNull(),
    /** The contact of a `trade` invitation. */
    contactId: uuid('contact_id'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the current link was sent (the first send, or the latest resend). */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ...auditColumns,
  },
  (table) => [index('invitations_email_idx').on(table.email)],
);
