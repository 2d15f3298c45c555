import { chromium } from '@playwright/test'
const [port, out, w, h, scheme, ...routes] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: +w, height: +h }, colorScheme: scheme })
for (const r of routes) {
  const [route, setup] = r.split('|')
  await page.goto(`http://127.0.0.1:${port}/#${route}`)
  await page.waitForTimeout(1000)
  if (setup) await page.evaluate(setup)
  await page.waitForTimeout(800)
  await page.screenshot({ path: `${out}-${route.replace(/\W+/g, '')}-${w}-${scheme}.png`, fullPage: false })
}
await browser.close()
