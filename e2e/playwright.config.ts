import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium'

const here = path.dirname(fileURLToPath(import.meta.url))
// E2E_PORT lets two runs (say, a developer's and CI's) share one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100)
const BASE_URL = `http://127.0.0.1:${PORT}`
// Our own OAuth 2 provider for third-party sign-in (support/oauth-provider.mjs), beside the shop.
const OAUTH_PORT = PORT + 90
const oauthConfig = {
  application: {
    googleOauth: {
      clientId: 'e2e-shop',
      authorizeUrl: `http://127.0.0.1:${OAUTH_PORT}/authorize`,
      userInfoUrl: `http://127.0.0.1:${OAUTH_PORT}/userinfo`,
      authorizedRedirects: [{ uri: BASE_URL }]
    }
  }
}

/*
 * Every run starts a fresh shop in a data folder of its own below the system's temporary folder
 * (a new, unique path, so nothing from an earlier run can be reused).
 * Playwright starts the web server before globalSetup, so the path is chosen here, while the
 * config loads in the runner; the server creates the folder. Worker processes load this file
 * again but inherit E2E_DATA_DIR, so they agree on the path. global-teardown.ts deletes it.
 */
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `juice-shop-e2e-${Date.now().toString(36)}-${process.pid}`)
const dataDir = process.env.E2E_DATA_DIR

export default defineConfig({
  testDir: './tests',
  // Tests share one shop: each registers its own users, so files may run side by side.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // A whole journey (register, log in, review, basket) takes about 15 s on a quiet machine and
  // twice that when the two cores are shared with other work. Every step waits for an event,
  // so a longer limit costs time only when a test is already failing.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTeardown: './global-teardown.ts',
  outputDir: './test-results',
  use: {
    baseURL: BASE_URL,
    headless: true,
    viewport: { width: 1280, height: 900 },
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    locale: 'en-US',
    actionTimeout: 10_000,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure'
  },
  webServer: [{
    // The built server (root `npm run test:e2e` builds web and server first).
    command: 'node ../server/dist/main.js',
    cwd: here,
    url: `${BASE_URL}/rest/admin/application-version`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      NODE_CONFIG: JSON.stringify(oauthConfig)
    }
  }, {
    command: 'node support/oauth-provider.mjs',
    cwd: here,
    url: `http://127.0.0.1:${OAUTH_PORT}/health`,
    reuseExistingServer: false,
    timeout: 10_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { OAUTH_PORT: String(OAUTH_PORT), OAUTH_CLIENT_ID: 'e2e-shop' }
  }]
})
