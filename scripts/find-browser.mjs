// Finds the Chromium the tests and benchmarks drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium
// (or another common system path), else Playwright's own download if one is installed.
// Run directly, it prints the path, or explains what to install and exits 1.
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable']

export async function findBrowser() {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`)
  }
  for (const p of SYSTEM_PATHS) if (existsSync(p)) return p
  try {
    const { chromium } = await import('playwright-core')
    const own = chromium.executablePath()
    if (own && existsSync(own)) return own
  } catch {
    // playwright-core is not installed yet (before npm ci): nothing more to look for.
  }
  return null
}

export const NO_BROWSER_MESSAGE = [
  'No Chromium found for the browser tests.',
  'Install one of these, then run the tests again:',
  '  - Debian/Ubuntu: sudo apt-get install chromium   (bash .ci/run does this when run as root)',
  '  - or point CHROMIUM_PATH at any Chromium or Chrome binary',
  '  - or, with internet access: npx playwright install chromium',
].join('\n')

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  findBrowser().then(
    (path) => {
      if (path) console.log(path)
      else {
        console.error(NO_BROWSER_MESSAGE)
        process.exit(1)
      }
    },
    (error) => {
      console.error(error.message)
      process.exit(1)
    },
  )
}
