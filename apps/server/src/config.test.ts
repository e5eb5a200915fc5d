import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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
});
