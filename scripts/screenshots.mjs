// Takes screenshots of the built app in light and dark (DESIGN.md "Checking it").
// Usage: npm run build && node scripts/screenshots.mjs [out-dir] [route ...]
// E2E_DIST picks another build folder, SHOT_PORT another port (for runs side by side).
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { findBrowser } from './find-browser.mjs'

const out = process.argv[2] ?? 'test-results/screens'
const routes = process.argv.slice(3).length ? process.argv.slice(3) : ['/', '/json-formatter', '/base64', '/nope']
mkdirSync(out, { recursive: true })
const port = Number(process.env.SHOT_PORT ?? 4199)
const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1', '--outDir', process.env.E2E_DIST ?? 'dist'], { stdio: 'ignore', detached: true })
await new Promise((r) => setTimeout(r, 1500))
const browser = await chromium.launch({ executablePath: (await findBrowser()) ?? undefined, args: ['--no-sandbox', '--disable-gpu'] })
try {
  for (const scheme of ['light', 'dark']) {
    for (const size of [{ width: 1280, height: 800 }]) {
      const page = await browser.newPage({ viewport: size, colorScheme: scheme })
      for (const route of routes) {
        await page.goto(`http://127.0.0.1:${port}/#${route}`)
        await page.waitForTimeout(600)
        const name = route === '/' ? 'home' : route.slice(1).replace(/\W+/g, '-')
        await page.screenshot({ path: `${out}/${name}-${scheme}.png` })
      }
      await page.close()
    }
  }
} finally {
  await browser.close()
  // npx starts vite as a child: end the whole process group, not only npx.
  try {
    process.kill(-server.pid)
  } catch {
    server.kill()
  }
}
