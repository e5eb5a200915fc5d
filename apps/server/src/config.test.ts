import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, demoIgnoredWarning, loadConfig } from './config.ts';

describe('configuration', () => {
  it('needs nothing: every default makes npm start work', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.AI_PROVIDER).toBe('builtin');
    expect(config.PUBLIC_URL).toBe('http://localhost:8000');
  });

  it('derives the public address from the port unless one is given', () => {
    expect(loadConfig({ PORT: '9000' }).PUBLIC_URL).toBe('http://localhost:9000');
    expect(loadConfig({ PORT: '9000', PUBLIC_URL: 'https://reno.example.org/' }).PUBLIC_URL).toBe(
      'https://reno.example.org',
    );
  });

  it('lists DEV_ORIGINS exactly, and refuses anything that is not an origin', () => {
    expect(loadConfig({}).DEV_ORIGINS).toEqual([]);
    expect(
      loadConfig({ DEV_ORIGINS: 'http://localhost:5173, http://127.0.0.1:5173' }).DEV_ORIGINS,
    ).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173']);
    expect(() => loadConfig({ DEV_ORIGINS: 'http://localhost:5173/app' })).toThrow(
      /DEV_ORIGINS: "http:\/\/localhost:5173\/app" is not an origin/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', OIDC_ISSUER: '' }).DATABASE_URL).toBeUndefined();
  });

  it('fails fast with one readable list of every problem', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', MAX_UPLOAD_MB: '-1' }),
    ).toThrow(
      /Invalid configuration:\n {2}- PORT: .+\n {2}- DATABASE_URL: .+\n {2}- MAX_UPLOAD_MB: .+/,
    );
  });

  it('stores files on local disk unless STORAGE=s3 names a bucket', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const config = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'reno',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'reno',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('names the S3 settings that are missing or half given', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(
      'Invalid configuration:\n  - S3_BUCKET: required when STORAGE=s3',
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'Invalid configuration:\n  - S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set',
    );
    expect(() => loadConfig({ STORAGE: 'ftp', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /STORAGE: .+\n {2}- S3_FORCE_PATH_STYLE: /,
    );
  });

  it('sends mail over SMTP when a host is set, to the outbox otherwise', () => {
    expect(loadConfig({}).smtp).toBeUndefined();
    expect(
      loadConfig({
        SMTP_HOST: 'smtp.example.org',
        SMTP_SECURE: 'true',
        SMTP_USER: 'reno',
        SMTP_PASS: 'secret',
        SMTP_FROM: 'Our Renovation <reno@example.org>',
      }).smtp,
    ).toEqual({
      host: 'smtp.example.org',
      port: 465,
      secure: true,
      auth: { user: 'reno', pass: 'secret' },
      from: { name: 'Our Renovation', address: 'reno@example.org' },
      timeoutMs: 10_000,
    });
    expect(
      loadConfig({ SMTP_HOST: 'smtp.example.org', PUBLIC_URL: 'https://reno.example.org' }).smtp,
    ).toMatchObject({
      port: 587,
      secure: false,
      auth: undefined,
      from: { name: 'Home Renovation Tracker', address: 'no-reply@reno.example.org' },
    });
  });

  it('names the SMTP settings that are missing or malformed', () => {
    expect(() => loadConfig({ SMTP_HOST: 'smtp.example.org', SMTP_USER: 'reno' })).toThrow(
      'Invalid configuration:\n  - SMTP_PASS: required when SMTP_USER is set',
    );
    expect(() => loadConfig({ SMTP_USER: 'reno', SMTP_PASS: 'secret' })).toThrow(
      'Invalid configuration:\n  - SMTP_HOST: required when SMTP_USER is set\n  - SMTP_HOST: required when SMTP_PASS is set',
    );
    expect(() => loadConfig({ SMTP_HOST: 'h', SMTP_FROM: 'Reno <not-an-address>' })).toThrow(
      'Invalid configuration:\n  - SMTP_FROM: expected "address" or "Name <address>"',
    );
  });

  // Each pairing rule the README states, alone and with nothing else set that it could lean on.
  it.each([
    [
      'SMTP_USER needs SMTP_PASS',
      { SMTP_HOST: 'h', SMTP_USER: 'reno' },
      'SMTP_PASS: required when SMTP_USER is set',
    ],
    [
      'SMTP_USER needs SMTP_PASS without SMTP_HOST too',
      { SMTP_USER: 'reno' },
      'SMTP_PASS: required when SMTP_USER is set',
    ],
    [
      'SMTP_PASS needs SMTP_USER',
      { SMTP_HOST: 'h', SMTP_PASS: 'secret' },
      'SMTP_USER: required when SMTP_PASS is set',
    ],
    [
      'SMTP_PASS needs SMTP_USER without SMTP_HOST too',
      { SMTP_PASS: 'secret' },
      'SMTP_USER: required when SMTP_PASS is set',
    ],
    [
      'S3_ACCESS_KEY_ID needs S3_SECRET_ACCESS_KEY',
      { S3_ACCESS_KEY_ID: 'id' },
      'S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set',
    ],
    [
      'S3_SECRET_ACCESS_KEY needs S3_ACCESS_KEY_ID',
      { STORAGE: 's3', S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 's' },
      'S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set',
    ],
    ['STORAGE=s3 needs S3_BUCKET', { STORAGE: 's3' }, 'S3_BUCKET: required when STORAGE=s3'],
    [
      'OWNER_EMAIL needs OWNER_PASSWORD',
      { OWNER_EMAIL: 'owner@example.com' },
      'OWNER_PASSWORD: required when OWNER_EMAIL is set',
    ],
    [
      'OWNER_PASSWORD needs OWNER_EMAIL',
      { OWNER_PASSWORD: 'correct-horse' },
      'OWNER_EMAIL: required when OWNER_PASSWORD is set',
    ],
    [
      'OIDC_ISSUER needs OIDC_CLIENT_ID',
      { OIDC_ISSUER: 'https://id.example.org' },
      'OIDC_CLIENT_ID: required when OIDC_ISSUER is set',
    ],
    [
      'OIDC_CLIENT_ID needs OIDC_ISSUER',
      { OIDC_CLIENT_ID: 'reno' },
      'OIDC_ISSUER: required when OIDC_CLIENT_ID is set',
    ],
    [
      'OIDC_CLIENT_SECRET needs OIDC_ISSUER',
      { OIDC_CLIENT_ID: 'reno', OIDC_CLIENT_SECRET: 's' },
      'OIDC_ISSUER: required when OIDC_CLIENT_SECRET is set',
    ],
    [
      'OIDC_CLIENT_SECRET needs OIDC_CLIENT_ID',
      { OIDC_ISSUER: 'https://id.example.org', OIDC_CLIENT_SECRET: 's' },
      'OIDC_CLIENT_ID: required when OIDC_CLIENT_SECRET is set',
    ],
    [
      'AI_PROVIDER=openai needs OPENAI_BASE_URL',
      { AI_PROVIDER: 'openai', AI_MODEL: 'm' },
      'OPENAI_BASE_URL: required when AI_PROVIDER=openai',
    ],
    [
      'AI_PROVIDER=openai needs AI_MODEL',
      { AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://localhost:11434/v1' },
      'AI_MODEL: required when AI_PROVIDER=openai',
    ],
    [
      'SMTP_FROM needs SMTP_HOST',
      { SMTP_FROM: 'reno@example.org' },
      'SMTP_HOST: required when SMTP_FROM is set',
    ],
    [
      'SMTP_PORT needs SMTP_HOST',
      { SMTP_PORT: '2525' },
      'SMTP_HOST: required when SMTP_PORT is set',
    ],
  ])('refuses a half-given pair: %s', (_rule, env, problem) => {
    expect(() => loadConfig(env)).toThrow(`  - ${problem}`);
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it.each([
    ['both SMTP credentials', { SMTP_HOST: 'h', SMTP_USER: 'reno', SMTP_PASS: 'secret' }],
    [
      'both S3 keys',
      { STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 's' },
    ],
    ['the owner pair', { OWNER_EMAIL: 'owner@example.com', OWNER_PASSWORD: 'correct-horse' }],
    [
      'a public OIDC client (no secret)',
      { OIDC_ISSUER: 'https://id.example.org', OIDC_CLIENT_ID: 'reno' },
    ],
    [
      'the OIDC triple',
      { OIDC_ISSUER: 'https://id.example.org', OIDC_CLIENT_ID: 'reno', OIDC_CLIENT_SECRET: 's' },
    ],
  ])('accepts %s', (_rule, env) => {
    expect(() => loadConfig(env)).not.toThrow();
  });

  // An `.env` shared with the real installation, as the demo might find it beside it.
  const realInstallation = {
    BACKUP_DIR: '/srv/reno-backups',
    SMTP_HOST: 'smtp.example.org',
    SMTP_USER: 'reno',
    SMTP_PASS: 'secret',
    SMTP_FROM: 'Our Renovation <reno@example.org>',
    OIDC_ISSUER: 'https://id.example.org',
    OIDC_CLIENT_ID: 'reno',
    OIDC_CLIENT_SECRET: 's',
    METRICS_TOKEN: 'a-scraper-token-of-32-characters',
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: 'https://api.example.org/v1',
    OPENAI_API_KEY: 'sk-the-households-own-key',
    AI_MODEL: 'a-model',
  };

  it('keeps the real settings without DEMO', () => {
    const config = loadConfig(realInstallation);
    expect(config.backupDir).toBe('/srv/reno-backups');
    expect(config.smtp?.host).toBe('smtp.example.org');
    expect(config.OIDC_ISSUER).toBe('https://id.example.org');
    expect(config.METRICS_TOKEN).toBe('a-scraper-token-of-32-characters');
    expect(config.AI_PROVIDER).toBe('openai');
    expect(config.ignoredByDemo).toEqual([]);
    expect(demoIgnoredWarning(config)).toBeUndefined();
  });

  it('with DEMO, ignores every setting that reaches real data or real people, and says so', () => {
    const config = loadConfig({ ...realInstallation, DEMO: '1' });
    expect(config.backupDir).toBe(path.resolve('./data-demo/backups'));
    expect(config.smtp).toBeUndefined();
    expect(config.OIDC_ISSUER).toBeUndefined();
    expect(config.OIDC_CLIENT_ID).toBeUndefined();
    expect(config.OIDC_CLIENT_SECRET).toBeUndefined();
    expect(config.METRICS_TOKEN).toBeUndefined();
    expect(config.AI_PROVIDER).toBe('builtin');
    expect(config.OPENAI_API_KEY).toBeUndefined();
    expect(config.ignoredByDemo).toEqual([
      'AI_MODEL',
      'AI_PROVIDER',
      'BACKUP_DIR',
      'METRICS_TOKEN',
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
      'OIDC_ISSUER',
      'OPENAI_API_KEY',
      'OPENAI_BASE_URL',
      'SMTP_FROM',
      'SMTP_HOST',
      'SMTP_PASS',
      'SMTP_USER',
    ]);
    expect(demoIgnoredWarning(config)).toBe(
      'The demo ignores AI_MODEL, AI_PROVIDER, BACKUP_DIR, METRICS_TOKEN, OIDC_CLIENT_ID, ' +
        'OIDC_CLIENT_SECRET, OIDC_ISSUER, OPENAI_API_KEY, OPENAI_BASE_URL, SMTP_FROM, SMTP_HOST, ' +
        'SMTP_PASS, SMTP_USER: its accounts are public, so it keeps its backups in its own data ' +
        'directory, keeps mail in its outbox, offers no federated sign-in, serves no /metrics ' +
        'and reads invoices with the built-in reader.',
    );
  });

  it('with DEMO, keeps backups in a DATA_DIR given for the demo', () => {
    const config = loadConfig({ DEMO: 'true', DATA_DIR: '/tmp/my-demo', BACKUP_DIR: '/srv/b' });
    expect(config.backupDir).toBe('/tmp/my-demo/backups');
  });

  it('with DEMO, starts even when the ignored settings are half given or malformed', () => {
    const config = loadConfig({
      DEMO: '1',
      SMTP_USER: 'reno',
      SMTP_FROM: 'not an address',
      OIDC_CLIENT_SECRET: 's',
      METRICS_TOKEN: 'short',
    });
    expect(config.ignoredByDemo).toEqual([
      'METRICS_TOKEN',
      'OIDC_CLIENT_SECRET',
      'SMTP_FROM',
      'SMTP_USER',
    ]);
  });

  it('with DEMO, still refuses DATABASE_URL and STORAGE=s3', () => {
    expect(() =>
      loadConfig({ DEMO: '1', DATABASE_URL: 'postgres://localhost/reno', BACKUP_DIR: '/srv/b' }),
    ).toThrow(
      'Invalid configuration:\n  - DATABASE_URL: the demo (DEMO) runs on the embedded database only; unset one',
    );
    expect(() => loadConfig({ DEMO: '1', STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(
      '  - STORAGE: the demo (DEMO) keeps its files in its data directory; unset one',
    );
  });
});
