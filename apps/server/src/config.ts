import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  STORAGE: z.enum(['local']).default('local'),
  /** The address people use; defaults to http://localhost:<PORT>. */
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /**
   * How many reverse proxies stand in front of the server. 0 (default) ignores
   * X-Forwarded-For, so a client cannot fake its address to dodge the sign-in throttle.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
});

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /** Absolute forms of the paths above. */
  dataDir: string;
  webDistDir: string;
  maxUploadBytes: number;
};

/** Reads and validates the environment; throws one readable message listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    ...values,
    // Without it, the setup link and sign-in redirects follow the port actually used.
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(values.DATA_DIR),
    webDistDir: path.resolve(
      values.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist'),
    ),
    maxUploadBytes: Math.round(values.MAX_UPLOAD_MB * 1024 * 1024),
  };
}
