import { expect, test, type Page } from '@playwright/test'
import cronstrue from 'cronstrue'
import { collectErrors, expectAxeClean, expectToast } from './helpers'

/** 'Now' is fixed: Tuesday 27 February 2024, 10:07 UTC (a leap year, so 29 February comes next). */
const NOW = new Date('2024-02-27T10:07:00Z')
const expression = (page: Page) => page.getByLabel('Cron expression', { exact: true })
const runs = (page: Page) => page.getByTestId('cron-runs').locator('li')
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW)
  await page.goto('/#/cron')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cron Designer')
})

test("starts at '0 0 * * *' with cronstrue's sentence and the real next 5 runs (local = UTC here)", async ({ page }) => {
  const errors = collectErrors(page)
  await expect(expression(page)).toHaveValue('0 0 * * *')
  await expect(page.getByTestId('cron-description')).toHaveText('At 00:00')
  await expect(runs(page)).toHaveText([
    'Wed, Feb 28, 2024, 00:00 UTC',
    'Thu, Feb 29, 2024, 00:00 UTC',
    'Fri, Mar 1, 2024, 00:00 UTC',
    'Sat, Mar 2, 2024, 00:00 UTC',
    'Sun, Mar 3, 2024, 00:00 UTC',
  ])
  await expect(button(page, 'Local (UTC)')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('heading', { name: 'Cron Format' })).toBeVisible()
  expect(errors).toEqual([])
})

test('the eight presets set their real expressions (D11)', async ({ page }) => {
  const presets: [string, string][] = [
    ['Every minute', '* * * * *'],
    ['Every hour', '0 * * * *'],
    ['Daily at midnight', '0 0 * * *'],
    ['Daily at 9 AM', '0 9 * * *'],
    ['Weekly (Sunday)', '0 0 * * 0'],
    ['Monthly (1st)', '0 0 1 * *'],
    ['Weekdays at 9 AM', '0 9 * * 1-5'],
    ['Every 15 minutes', '*/15 * * * *'],
  ]
  for (const [name, cron] of presets) {
    await page.getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }).click()
    await expect(expression(page)).toHaveValue(cron)
    await expect(page.getByTestId('cron-description')).toHaveText(cronstrue.toString(cron, { use24HourTimeFormat: true }))
  }
  await page.getByRole('button', { name: /^Weekdays at 9 AM/ }).click()
  await expect(runs(page)).toHaveText([
    'Wed, Feb 28, 2024, 09:00 UTC',
    'Thu, Feb 29, 2024, 09:00 UTC',
    'Fri, Mar 1, 2024, 09:00 UTC',
    'Mon, Mar 4, 2024, 09:00 UTC',
    'Tue, Mar 5, 2024, 09:00 UTC',
  ])
  // The builder follows the preset.
  await expect(page.getByLabel('Day of week', { exact: true })).toHaveValue('1-5')
  await expect(page.getByLabel('Hour', { exact: true })).toHaveValue('9')
})

test('Build Cron Expression joins the five builder fields', async ({ page }) => {
  await page.getByLabel('Minute', { exact: true }).fill('*/20')
  await page.getByLabel('Hour', { exact: true }).fill('9-17')
  await page.getByLabel('Day of month', { exact: true }).fill('*')
  await page.getByLabel('Month', { exact: true }).fill('JAN,JUL')
  await page.getByLabel('Day of week', { exact: true }).fill('MON-FRI')
  await button(page, 'Build Cron Expression').click()
  await expect(expression(page)).toHaveValue('*/20 9-17 * JAN,JUL MON-FRI')
  await expect(page.getByTestId('cron-description')).toHaveText(cronstrue.toString('*/20 9-17 * JAN,JUL MON-FRI', { use24HourTimeFormat: true }))
  await expect(runs(page).first()).toHaveText('Mon, Jul 1, 2024, 09:00 UTC')
})

test('Parse reads a typed expression into the builder; Ctrl/Cmd+Enter parses too', async ({ page }) => {
  await expression(page).fill('30 6 29 2 *')
  await button(page, 'Parse').click()
  await expect(page.getByLabel('Minute', { exact: true })).toHaveValue('30')
  await expect(page.getByLabel('Day of month', { exact: true })).toHaveValue('29')
  await expect(runs(page)).toHaveText([
    'Thu, Feb 29, 2024, 06:30 UTC',
    'Tue, Feb 29, 2028, 06:30 UTC',
    'Sun, Feb 29, 2032, 06:30 UTC',
    'Fri, Feb 29, 2036, 06:30 UTC',
    'Wed, Feb 29, 2040, 06:30 UTC',
  ])
  await expression(page).fill('0 12 * * *')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByLabel('Hour', { exact: true })).toHaveValue('12')
})

for (const [bad, detail] of [
  ['0 0 * *', 'Expected exactly 5 fields (minute hour day-of-month month day-of-week), got 4'],
  ['0 0 * * * *', 'Expected exactly 5 fields (minute hour day-of-month month day-of-week), got 6'],
  ['60 * * * *', 'Minute: 60 is out of range (0-59)'],
  ['0 0 32 * *', 'Day of month: 32 is out of range (1-31)'],
  ['*/0 * * * *', "Minute: a step of 0 in '*/0' is not allowed"],
] as const) {
  test(`'${bad}' is an invalid cron expression`, async ({ page }) => {
    await expression(page).fill(bad)
    await button(page, 'Parse').click()
    await expect(page.getByTestId('cron-error')).toHaveText(`Invalid cron expression${detail}`)
    await expectToast(page, '❌ Invalid cron expression format')
    await expect(page.getByTestId('cron-runs')).toHaveCount(0)
    await expect(expression(page)).toHaveValue(bad)
  })
}

test('nicknames run as their expressions; @reboot is explained (issue 21)', async ({ page }) => {
  await expression(page).fill('@daily')
  await button(page, 'Parse').click()
  await expect(page.getByTestId('cron-description')).toHaveText(cronstrue.toString('0 0 * * *', { use24HourTimeFormat: true }))
  await expect(page.getByTestId('cron-expands')).toHaveText('@daily stands for 0 0 * * *')
  await expect(runs(page).first()).toHaveText('Wed, Feb 28, 2024, 00:00 UTC')
  await expect(page.getByLabel('Hour', { exact: true })).toHaveValue('0')
  await expression(page).fill('@hourly')
  await expect(runs(page).first()).toHaveText('Tue, Feb 27, 2024, 11:00 UTC')
  await expression(page).fill('@yearly')
  await expect(runs(page).first()).toHaveText('Wed, Jan 1, 2025, 00:00 UTC')
  await expression(page).fill('@reboot')
  await expect(page.getByTestId('cron-error')).toHaveText('Invalid cron expression@reboot runs once when the cron daemon starts (at start-up), not on a schedule, so it has no description or next runs here.')
})

test('an out-of-range or unknown value is marked at its field, in plain words (issue 21)', async ({ page }) => {
  await expression(page).fill('0 24 * * *')
  await button(page, 'Parse').click()
  await expect(page.getByLabel('Hour', { exact: true })).toHaveValue('24')
  await expect(page.getByLabel('Hour', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('cron-hour-error')).toHaveText('Hour: 24 is out of range (0-23)')
  await expect(page.getByLabel('Minute', { exact: true })).not.toHaveAttribute('aria-invalid', 'true')
  await expression(page).fill('a * * * *')
  await button(page, 'Parse').click()
  await expect(page.getByTestId('cron-minute-error')).toHaveText("Minute: 'a' is not something this field takes (allowed: 0-59, with * , - /)")
  await expect(page.getByTestId('cron-error')).not.toContainText('configuration entry')
})

test('runs show in the chosen time zone: another zone, then UTC one click away', async ({ page }) => {
  await page.getByRole('button', { name: /^Daily at 9 AM/ }).click()
  await page.getByLabel('Other time zone').selectOption('America/New_York')
  await expect(runs(page)).toHaveText([
    'Tue, Feb 27, 2024, 09:00 EST',
    'Wed, Feb 28, 2024, 09:00 EST',
    'Thu, Feb 29, 2024, 09:00 EST',
    'Fri, Mar 1, 2024, 09:00 EST',
    'Sat, Mar 2, 2024, 09:00 EST',
  ])
  await expect(runs(page).first().locator('time')).toHaveAttribute('datetime', '2024-02-27T14:00:00.000Z')
  await button(page, 'UTC').click()
  await expect(button(page, 'UTC')).toHaveAttribute('aria-pressed', 'true')
  await expect(runs(page).first()).toHaveText('Wed, Feb 28, 2024, 09:00 UTC')
})

test('persists the expression and the zone as devtools-cron-designer', async ({ page }) => {
  await expression(page).fill('15 3 * * SUN')
  await button(page, 'UTC').click()
  await page.reload()
  await expect(expression(page)).toHaveValue('15 3 * * SUN')
  await expect(button(page, 'UTC')).toHaveAttribute('aria-pressed', 'true')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-cron-designer')))!)).toEqual({ expression: '15 3 * * SUN', timeZone: 'UTC' })
})

/** Elements of the tool that reach past the right edge of the window (none may: D33). */
const sticking = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((el) => {
        const b = el.getBoundingClientRect()
        return b.width > 0 && b.right > window.innerWidth + 0.5
      })
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)}`),
  )

test('at 1280x800 the sentence sits right under the expression and the next runs are in view without scrolling (issue 21)', async ({ page }) => {
  await expect(page.getByTestId('cron-description')).toHaveText('At 00:00')
  await expect(runs(page)).toHaveCount(5)
  expect(await page.locator('#main').evaluate((m) => m.scrollTop)).toBe(0)
  const input = (await expression(page).boundingBox())!
  const sentence = (await page.getByTestId('cron-description').boundingBox())!
  expect(sentence.y + sentence.height).toBeLessThanOrEqual(800)
  // Right by the expression, as crontab.guru does: just below it, large.
  expect(sentence.y - (input.y + input.height)).toBeLessThanOrEqual(24)
  expect(await page.getByTestId('cron-description').evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(20)
  for (const i of [0, 4]) {
    const run = (await runs(page).nth(i).boundingBox())!
    expect(run.y + run.height).toBeLessThanOrEqual(800)
  }
  // The error takes the sentence's place, below the expression, also in view.
  await expression(page).fill('0 0 32 * *')
  const error = (await page.getByTestId('cron-error').boundingBox())!
  expect(error.y - (input.y + input.height)).toBeLessThanOrEqual(24)
  expect(error.y + error.height).toBeLessThanOrEqual(800)
})

test.describe('at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const scheme of ['light', 'dark'] as const) {
    test(`nothing is wider than the screen; the sentence and runs come first (${scheme}, issue 21)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await expect(runs(page)).toHaveCount(5)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth))
      expect(await page.locator('#main').evaluate((m) => m.scrollWidth - m.clientWidth)).toBe(0)
      expect(await sticking(page)).toEqual([])
      // The help diagram fits its card instead of scrolling sideways.
      expect(await page.getByLabel('The five fields of a cron expression').evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0)
      const sentence = (await page.getByTestId('cron-description').boundingBox())!
      expect(sentence.y + sentence.height).toBeLessThanOrEqual(844)
      const presets = (await page.getByRole('heading', { name: 'Quick Presets' }).boundingBox())!
      expect((await runs(page).last().boundingBox())!.y).toBeLessThan(presets.y)
      // A long sentence wraps inside its card.
      await page.getByRole('button', { name: /^Weekdays at 9 AM/ }).click()
      await page.getByLabel('Minute', { exact: true }).fill('*/20')
      await page.getByLabel('Month', { exact: true }).fill('JAN,JUL')
      await button(page, 'Build Cron Expression').click()
      await expect(page.getByTestId('cron-description')).toHaveText(cronstrue.toString('*/20 9 * JAN,JUL 1-5', { use24HourTimeFormat: true }))
      expect(await sticking(page)).toEqual([])
    })
  }
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await expression(page).fill('61 * * * *')
  await expect(page.getByTestId('cron-error')).toBeVisible()
  await page.mouse.move(0, 0)
  // The shell's toasts fail contrast in light mode (sonner richColors; reported), so check the tool without them.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await page.waitForTimeout(300) // colour transitions settle
  await expectAxeClean(page)
})
