import { defineConfig, devices } from '@playwright/test'
import { findBrowser, NO_BROWSER_MESSAGE } from './scripts/find-browser.mjs'

const executablePath = await findBrowser()
if (!executablePath) throw new Error(NO_BROWSER_MESSAGE)

export const PORT = Number(process.env.E2E_PORT ?? 4317)
/** The local API the network tools are tested against (tests/server/api-server.mjs). */
export const API_PORT = Number(process.env.E2E_API_PORT ?? PORT + 1)
/** The build under test; E2E_DIST lets parallel runs each test their own build. */
const DIST = process.env.E2E_DIST ?? 'dist'

/**
 * The e2e suite runs against the production build (`vite build`, served by `vite preview` on
 * 127.0.0.1) in Chromium, with locale and time zone pinned. Nothing in it reaches the internet.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_DIST ? `${process.env.E2E_DIST}-results` : 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
    // A trace only on the retry (CI retries once, so a failing test still leaves one): recording
    // one for every test cost ~7% of the suite's time.
    trace: 'on-first-retry',
    // Every new context is a first visit, and the app's service worker would precache the whole
    // build (some 550 files) behind each of the ~650 tests: measured, that doubled the suite's
    // time (163 s -> 80 s on four specs). The specs about offline work and updates allow it.
    serviceWorkers: 'block',
    permissions: ['clipboard-read', 'clipboard-write'],
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined } }],
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node tests/server/api-server.mjs ${API_PORT}`,
      url: `http://127.0.0.1:${API_PORT}/log`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
})
