import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { expectToast, readClipboard } from './helpers'

const ed = (page: Page) => page.getByRole('textbox', { name: 'Post editor' })
const preview = (page: Page) => page.getByTestId('linkedin-preview')

test.beforeEach(async ({ page }) => {
  await page.goto('/#/linkedin-post')
  await expect(ed(page)).toBeVisible()
})

test('shows the placeholder preview and a 0 / 3000 counter when empty', async ({ page }) => {
  await expect(page.getByText('Start writing to see preview...')).toBeVisible()
  await expect(page.getByTestId('linkedin-count')).toHaveText('0 / 3000')
})

test('bold, italic, underline and strike become Unicode styles in the preview', async ({ page }) => {
  await ed(page).click()
  await page.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type('Big 2')
  await page.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type(' and ')
  await page.getByRole('button', { name: 'Italic' }).click()
  await page.keyboard.type('calm')
  await page.getByRole('button', { name: 'Italic' }).click()
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Underline' }).click()
  await page.keyboard.type('ab')
  await page.getByRole('button', { name: 'Underline' }).click()
  await page.getByRole('button', { name: 'Strike' }).click()
  await page.keyboard.type('cd')
  await expect(preview(page)).toHaveText('𝗕𝗶𝗴 𝟮 and 𝘤𝘢𝘭𝘮\na\u0332b\u0332c\u0336d\u0336')
  // 5 + 5 + 4 styled characters, a line break, 4 letters each followed by its combining mark.
  await expect(page.getByTestId('linkedin-count')).toHaveText('23 / 3000')
})

test("headings become bold lines and lists become '• ' and numbered lines", async ({ page }) => {
  await ed(page).click()
  await page.getByRole('button', { name: 'H1' }).click()
  await page.keyboard.type('News')
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Bullet list' }).click()
  await page.keyboard.type('fast')
  await page.keyboard.press('Enter')
  await page.keyboard.type('private')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Numbered list' }).click()
  await page.keyboard.type('one')
  await page.keyboard.press('Enter')
  await page.keyboard.type('two')
  await expect(preview(page)).toHaveText('𝗡𝗲𝘄𝘀\n• fast\n• private\n1. one\n2. two')
})

test('inserts emoji and hashtags (whitespace removed; nothing for an empty tag)', async ({ page }) => {
  await ed(page).click()
  await page.keyboard.type('Shipped')
  await page.getByRole('button', { name: 'Emoji' }).click()
  await expect(page.getByRole('group', { name: 'Emoji' }).getByRole('button')).toHaveCount(24)
  await page.getByRole('button', { name: 'Insert 🚀' }).click()
  await page.getByRole('button', { name: 'Hashtag' }).click()
  await page.getByLabel('Hashtag (without #)').fill('open source')
  await page.getByRole('button', { name: 'Insert', exact: true }).click()
  await page.getByRole('button', { name: 'Hashtag' }).click()
  await page.getByLabel('Hashtag (without #)').fill('   ')
  await page.getByRole('button', { name: 'Insert', exact: true }).click()
  await expect(preview(page)).toHaveText('Shipped🚀 #opensource')
})

test('copies, downloads linkedin-post.txt, persists, and Clear/Reset empty the editor', async ({ page }) => {
  await ed(page).click()
  await page.keyboard.type('Hello LinkedIn')
  await page.getByRole('main').getByRole('button', { name: 'Copy' }).last().click()
  await expectToast(page, '✅ Copied to clipboard!')
  expect(await readClipboard(page)).toBe('Hello LinkedIn')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()])
  expect(download.suggestedFilename()).toBe('linkedin-post.txt')
  expect(readFileSync((await download.path())!, 'utf8')).toBe('Hello LinkedIn')
  await page.reload()
  await expect(preview(page)).toHaveText('Hello LinkedIn')
  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(page.getByText('Start writing to see preview...')).toBeVisible()
  await ed(page).click()
  await page.keyboard.type('again')
  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByTestId('linkedin-count')).toHaveText('0 / 3000')
})

test('sanitises pasted HTML: no script runs, no handler fires', async ({ page }) => {
  await ed(page).click()
  await page.evaluate(() => {
    const html = '<p>safe <b>bold</b></p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">link</a>'
    const dt = new DataTransfer()
    dt.setData('text/html', html)
    dt.setData('text/plain', 'safe bold')
    document.querySelector('.ProseMirror')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }))
  })
  await expect(preview(page)).toContainText('safe 𝗯𝗼𝗹𝗱')
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  await expect(ed(page).locator('img, script, [onerror]')).toHaveCount(0)
})

test('has no serious accessibility violations', async ({ page }) => {
  await ed(page).click()
  await page.keyboard.type('Accessible post')
  const r = await new AxeBuilder({ page }).analyze()
  expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
})
