import path from 'node:path';
import { z } from 'zod';
import type { SmtpSettings } from './mail/smtp-transport.ts';
import { parseAllowHosts } from './net/address-policy.ts';
import type { S3Settings } from './storage/s3-file-store.ts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
/** 'true'/'false' (also 1/0, yes/no), as environment variables spell booleans. */
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .default(fallback ? 'true' : 'false')
      .transform((value) => ['true', '1', 'yes'].includes(value)),
  );

/** `address` or `Name <address>`, on one line (it becomes the From header). */
const mailboxSchema = z.string().transform((value, context) => {
  const match = /^\s*(?:"?([^"<>\r\n]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
  const address = match?.[2] ?? match?.[3];
  if (!address || !z.email().safeParse(address).success) {
    context.addIssue({ code: 'custom', message: 'expected "address" or "Name <address>"' });
    return z.NEVER;
  }
  return { name: match?.[1]?.trim() || undefined, address };
});

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  /** Unset: every interface, or loopback only with DEMO (its passwords are public). */
  HOST: optionalString,
  /** Unset: ./data, or ./data-demo when DEMO is set (the demo never mixes with real data). */
  DATA_DIR: optionalString,
  /**
   * Starts the demo project (decision 042): the data directory is emptied and filled with a
   * renovation made by code from fixtures; its accounts are printed. The embedded database only.
   */
  DEMO: booleanFlag(false),
  /** The demo's random seed: the same seed gives the same renovation. */
  DEMO_SEED: z.coerce.number().int().min(0).max(4_294_967_295).default(42),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** S3-compatible object storage (STORAGE=s3); the endpoint is unset for AWS itself. */
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_BUCKET: optionalString,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** MinIO and most self-hosted servers want bucket-in-path URLs. */
  S3_FORCE_PATH_STYLE: booleanFlag(false),
  /** Outgoing mail; with no SMTP_HOST, messages wait in the outbox the owner reads. */
  SMTP_HOST: optionalString,
  SMTP_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
  SMTP_SECURE: booleanFlag(false),
  SMTP_USER: optionalString,
  SMTP_PASS: optionalString,
  /** `address` or `Name <address>`; defaults to no-reply at the PUBLIC_URL host. */
  SMTP_FROM: z.preprocess(emptyToUndefined, mailboxSchema.optional()),
  /** How long one SMTP conversation may wait for the server before it counts as failed. */
  SMTP_TIMEOUT_SECONDS: z.coerce.number().positive().max(60).default(10),
  /** The address people use; defaults to http://localhost:<PORT>. */
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /**
   * How many reverse proxies stand in front of the server. 0 (default) ignores
   * X-Forwarded-For, so a client cannot fake its address to dodge the sign-in throttle.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The bearer token a Prometheus scraper sends to GET /metrics; unset, /metrics answers 404.
   * At least 16 characters a bearer token may carry (e.g. `openssl rand -hex 32`).
   */
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9._~+/-]{16,}=*$/, 'expected 16 or more of A-Z a-z 0-9 - . _ ~ + /')
      .optional(),
  ),
  /** Largest accepted upload, in megabytes. */
  MAX_UPLOAD_MB: z.coerce.number().positive().max(200).default(15),
  /** Where the built web app lives; the server serves it with history fallback. */
  WEB_DIST_DIR: optionalString,
  /** Secret for signed download URLs; generated and kept in DATA_DIR when unset. */
  SIGNING_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  OWNER_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  OWNER_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  OIDC_ISSUER: z.preprocess(emptyToUndefined, z.url().optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  /**
   * Origins besides PUBLIC_URL's that the federated sign-in popup may post its result to and
   * that a session refresh may come from (decision 020),
   * comma-separated (the Vite dev server: http://localhost:5173). Empty: PUBLIC_URL's only.
   */
  DEV_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((value, context) => {
        const origins = value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        for (const origin of origins) {
          if (!isExactOrigin(origin)) {
            context.addIssue({
              code: 'custom',
              message: `"${origin}" is not an origin (scheme, host and port only, e.g. http://localhost:5173)`,
            });
          }
        }
        return origins;
      }),
  ),
  /**
   * Where the nightly backup writes its archives; defaults to DATA_DIR/backups (decision 025).
   * The demo ignores it and always uses its own data directory's.
   */
  BACKUP_DIR: optionalString,
  /** How many nightly archives are kept (the newest). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  /** Any OpenAI-compatible server (OpenAI, Ollama, vLLM, LM Studio), e.g. http://localhost:11434/v1 */
  OPENAI_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  OPENAI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  /**
   * Comma-separated `host` or `host:port` entries that outbound fetching (shop pages) may
   * reach although they are on a private network: tests and intranet shops. Empty by default.
   */
  FETCH_ALLOW_HOSTS: z.preprocess(emptyToUndefined, z.string().default('')),
  /** How long one document may take to read (OCR included) before it is stopped. */
  EXTRACTION_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(60),
  /** Resident memory one document's reading process may use before it is stopped. */
  EXTRACTION_MEMORY_MB: z.coerce.number().int().min(256).max(16_384).default(1536),
  /** How long the reading process (and its OCR engine) stays loaded after its last document. */
  EXTRACTION_IDLE_SECONDS: z.coerce.number().min(1).max(86_400).default(300),
  /** Documents that may wait for a free core; the next one is answered 429. */
  EXTRACTION_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100).default(4),
});

type Values = z.infer<typeof configSchema>;

function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * Settings given in pairs, as the README's configuration table states them: one without the
 * other is a typo, not a wish for a default (e.g. the SDK's own credentials, or the set-up link
 * instead of the owner account), so it is refused whatever else is set.
 */
const PAIRED_SETTINGS = [
  ['SMTP_USER', 'SMTP_PASS'],
  ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
  ['OWNER_EMAIL', 'OWNER_PASSWORD'],
  ['OIDC_ISSUER', 'OIDC_CLIENT_ID'],
] as const satisfies ReadonlyArray<readonly [keyof Values, keyof Values]>;

/** Settings that only make sense together. */
function crossFieldProblems(values: Values): string[] {
  const problems: string[] = [];
  const require = (key: keyof Values, when: string) => {
    if (!values[key]) problems.push(`  - ${key}: required when ${when}`);
  };
  for (const [first, second] of PAIRED_SETTINGS) {
    if (values[first]) require(second, `${first} is set`);
    if (values[second]) require(first, `${second} is set`);
  }
  // A public client (PKCE only) needs no secret; a secret alone configures nothing.
  if (values.OIDC_CLIENT_SECRET) {
    require('OIDC_ISSUER', 'OIDC_CLIENT_SECRET is set');
    require('OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET is set');
  }
  if (values.AI_PROVIDER === 'openai') {
    require('OPENAI_BASE_URL', 'AI_PROVIDER=openai');
    require('AI_MODEL', 'AI_PROVIDER=openai');
  }
  if (values.STORAGE === 's3') require('S3_BUCKET', 'STORAGE=s3');
  // The demo empties its data at every start: only a directory of its own may hold it.
  if (values.DEMO && values.DATABASE_URL) {
    problems.push(
      '  - DATABASE_URL: the demo (DEMO) runs on the embedded database only; unset one',
    );
  }
  if (values.DEMO && values.STORAGE === 's3') {
    problems.push('  - STORAGE: the demo (DEMO) keeps its files in its data directory; unset one');
  }
  for (const key of ['SMTP_PORT', 'SMTP_USER', 'SMTP_PASS', 'SMTP_FROM'] as const) {
    if (values[key] !== undefined) require('SMTP_HOST', `${key} is set`);
  }
  return problems;
}

/**
 * A configuration mistake: its message is the whole list of problems, for a person to read
 * (the server prints it without a stack trace: the trace would only say where it was found).
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type Config = Omit<Values, 'PUBLIC_URL' | 'DATA_DIR' | 'HOST'> & {
  PUBLIC_URL: string;
  DATA_DIR: string;
  HOST: string;
  /** Absolute forms of the paths above. */
  dataDir: string;
  /** BACKUP_DIR, absolute. */
  backupDir: string;
  webDistDir: string;
  maxUploadBytes: number;
  /** FETCH_ALLOW_HOSTS, split and lower-cased. */
  fetchAllowHosts: string[];
  /** Set when STORAGE=s3. */
  s3: S3Settings | undefined;
  /** Set when SMTP_HOST is; otherwise mail goes to the outbox. */
  smtp: SmtpSettings | undefined;
  /** The settings DEMO left unread (BACKUP_DIR, SMTP_*, OIDC_*, METRICS_TOKEN); logged at start. */
  ignoredByDemo: string[];
};

function smtpSettings(values: Values, publicUrl: string): SmtpSettings | undefined {
  if (!values.SMTP_HOST) return undefined;
  return {
    host: values.SMTP_HOST,
    port: values.SMTP_PORT ?? (values.SMTP_SECURE ? 465 : 587),
    secure: values.SMTP_SECURE,
    auth:
      values.SMTP_USER && values.SMTP_PASS
        ? { user: values.SMTP_USER, pass: values.SMTP_PASS }
        : undefined,
    from: values.SMTP_FROM ?? {
      name: 'Home Renovation Tracker',
      address: `no-reply@${new URL(publicUrl).hostname}`,
    },
    timeoutMs: values.SMTP_TIMEOUT_SECONDS * 1000,
  };
}

function s3Settings(values: Values): S3Settings | undefined {
  if (values.STORAGE !== 's3' || !values.S3_BUCKET) return undefined;
  return {
    endpoint: values.S3_ENDPOINT,
    bucket: values.S3_BUCKET,
    region: values.S3_REGION,
    credentials:
      values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
  };
}

/**
 * Settings that reach the real installation's data or real people: its archives (password
 * hashes, the token-signing key), its mail server, its identity provider, its metrics scraper,
 * its paid model server (anyone with the public login could spend the key; the demo reads
 * invoices with the built-in reader).
 * The demo's owner password is public, so under DEMO they are dropped before validation, not
 * refused: an `.env` shared with the real installation still starts the demo (decision 042).
 */
const REACHES_REAL_DATA =
  /^(?:SMTP_|OIDC_|OPENAI_)|^(?:BACKUP_DIR|METRICS_TOKEN|AI_PROVIDER|AI_MODEL)$/;

/** The names of the settings DEMO drops from `env`, sorted; none when DEMO is not set. */
function settingsIgnoredByDemo(env: NodeJS.ProcessEnv): string[] {
  const demo = configSchema.shape.DEMO.safeParse(env.DEMO);
  if (!demo.success || !demo.data) return [];
  return Object.keys(env)
    .filter((key) => REACHES_REAL_DATA.test(key) && env[key])
    .sort();
}

/** The start-up warning naming what the demo ignored, or undefined when it ignored nothing. */
export function demoIgnoredWarning(config: Pick<Config, 'ignoredByDemo'>): string | undefined {
  if (!config.ignoredByDemo.length) return undefined;
  return (
    `The demo ignores ${config.ignoredByDemo.join(', ')}: its accounts are public, so it keeps ` +
    'its backups in its own data directory, keeps mail in its outbox, offers no federated ' +
    'sign-in, serves no /metrics and reads invoices with the built-in reader.'
  );
}

/** Reads and validates the environment; throws one readable message listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const ignoredByDemo = settingsIgnoredByDemo(env);
  const parsed = configSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([key]) => !ignoredByDemo.includes(key))),
  );
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const problems = crossFieldProblems(values);
  if (problems.length) throw new ConfigError(problems);
  // Without it, the setup link and sign-in redirects follow the port actually used.
  const dataDirSetting = values.DATA_DIR ?? (values.DEMO ? './data-demo' : './data');
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  return {
    ...values,
    PUBLIC_URL: publicUrl,
    HOST: values.HOST ?? (values.DEMO ? '127.0.0.1' : '0.0.0.0'),
    DATA_DIR: dataDirSetting,
    dataDir: path.resolve(dataDirSetting),
    backupDir: path.resolve(values.BACKUP_DIR ?? path.join(dataDirSetting, 'backups')),
    webDistDir: path.resolve(
      values.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist'),
    ),
    maxUploadBytes: Math.round(values.MAX_UPLOAD_MB * 1024 * 1024),
    fetchAllowHosts: parseAllowHosts(values.FETCH_ALLOW_HOSTS),
    s3: s3Settings(values),
    smtp: smtpSettings(values, publicUrl),
    ignoredByDemo,
  };
}
