// `npm run test:e2e`: checks for a browser (with a clear message when none is found), builds the
// production bundle, then runs the Playwright suite against it. E2E_DIST and E2E_PORT let several
// runs share a checkout without sharing a build or a port.
import { spawnSync } from 'node:child_process'
import { findBrowser, NO_BROWSER_MESSAGE } from './find-browser.mjs'

const browser = await findBrowser().catch((e) => {
  console.error(e.message)
  process.exit(1)
})
if (!browser) {
  console.error(NO_BROWSER_MESSAGE)
  process.exit(1)
}
console.log(`Browser: ${browser}`)

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', process.env.E2E_DIST ?? 'dist', '--emptyOutDir'])
run('npx', ['playwright', 'test', ...process.argv.slice(2)])
