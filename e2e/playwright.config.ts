import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Free ports (app and test OIDC provider) and one temp data directory per run; workers
// inherit them through the env.
function findFreePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}
process.env.E2E_PORT ||= findFreePort();
while (!process.env.E2E_OIDC_PORT || process.env.E2E_OIDC_PORT === process.env.E2E_PORT) {
  process.env.E2E_OIDC_PORT = findFreePort();
}
while (
  !process.env.E2E_SHOP_PORT ||
  [process.env.E2E_PORT, process.env.E2E_OIDC_PORT].includes(process.env.E2E_SHOP_PORT)
) {
  process.env.E2E_SHOP_PORT = findFreePort();
}
if (!process.env.E2E_DATA_DIR) {
  // In memory where the machine has it: the browser tests exercise screens, not the disk, and
  // every answered write syncs the embedded database's WAL (decision 024), which on a disk costs
  // milliseconds per commit across thousands of seeded rows. The durability tests use a disk.
  const parent = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(parent, 'hrt-e2e-'));
  process.env.E2E_DATA_DIR_CREATED = '1';
}
export const ownerCredentials = { email: 'owner@example.com', password: 'owner-password-1' };

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');
const oidcIssuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
// The test provider's client (apps/server/src/test/oidc-test-provider.ts TEST_OIDC_CLIENT).
const oidcClient = { id: 'hrt-test', secret: 'hrt-test-secret-0123456789abcdef' };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  globalTeardown: './fixtures/remove-data-dir.ts',
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // A real OpenID Connect provider for the federated sign-in tests.
      command: `node --import tsx ${path.join(root, 'e2e/fixtures/oidc-server.ts')}`,
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      cwd: root,
      reuseExistingServer: false,
      // Generous: a loaded machine starts node with tsx slowly; a healthy start takes seconds.
      timeout: 120_000,
      env: {
        OIDC_PORT: String(process.env.E2E_OIDC_PORT),
        OIDC_REDIRECT_URI: `${baseURL}/api/identity/oidc/callback`,
      },
    },
    {
      // A fixture shop on loopback for the ideas tests (prices change through /__price).
      command: `node --import tsx ${path.join(root, 'e2e/fixtures/shop-server.ts')}`,
      url: `http://127.0.0.1:${process.env.E2E_SHOP_PORT}/__health`,
      cwd: root,
      reuseExistingServer: false,
      // Generous: a loaded machine starts node with tsx slowly; a healthy start takes seconds.
      timeout: 120_000,
      env: { SHOP_PORT: String(process.env.E2E_SHOP_PORT) },
    },
    {
      command: `node --import tsx ${path.join(root, 'apps/server/src/server.ts')}`,
      url: `${baseURL}/api/health`,
      cwd: root,
      reuseExistingServer: false,
      // A first start makes the embedded database in a child process: minutes on a loaded machine.
      timeout: 240_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        OWNER_EMAIL: ownerCredentials.email,
        OWNER_PASSWORD: ownerCredentials.password,
        OIDC_ISSUER: oidcIssuer,
        OIDC_CLIENT_ID: oidcClient.id,
        OIDC_CLIENT_SECRET: oidcClient.secret,
        FETCH_ALLOW_HOSTS: `127.0.0.1:${process.env.E2E_SHOP_PORT}`,
      },
    },
  ],
});
