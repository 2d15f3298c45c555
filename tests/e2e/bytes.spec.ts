import { expect, test, type Page } from '@playwright/test'
import { editorText, expectAxeClean, setEditor } from './helpers'

/** Issue 34 item 6: the Bytes inspector (#/bytes). */

const INPUT = 'Bytes to inspect'
const hexdump = (page: Page) => page.getByTestId('hexdump')
const row = (page: Page, offset: string) => hexdump(page).locator(`[data-row="${parseInt(offset, 16)}"]`)
const status = (page: Page) => page.getByTestId('bytes-status')

async function open(page: Page) {
  await page.goto('/#/bytes')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bytes Inspector')
}

test('pasted hex shows as xxd, text, Base64 and numbers, and continues in the recipe workbench', async ({ page }) => {
  await open(page)
  await setEditor(page, INPUT, '89 50 4e 47 0d 0a 1a 0a 00 00 00 0d 49 48 44 52')
  await expect(page.getByTestId('reading')).toHaveText('Read as hex (guessed)')
  await expect(page.getByTestId('bytes-type')).toHaveText('PNG image (.png, image/png)')
  // `printf '\x89PNG\r\n\x1a\n\0\0\0\rIHDR' | xxd`
  await expect(row(page, '0')).toHaveText('00000000: 8950 4e47 0d0a 1a0a 0000 000d 4948 4452  .PNG........IHDR')
  await expect(page.getByTestId('view-base64')).toHaveText('iVBORw0KGgoAAAANSUhEUg==')
  // The length field at offset 8, big endian: 13.
  await hexdump(page).locator('[data-o="8"]').first().click()
  await expect(page.getByTestId('bytes-numbers').locator('tr[data-type="uint32"] td').nth(1)).toHaveText('13')
  await expect(page.getByTestId('bytes-numbers').locator('tr[data-type="uint32"] td').nth(0)).toHaveText('218103808')

  // The selection (bytes 8 to 15) goes on to the workbench as Take bytes.
  await hexdump(page).locator('[data-o="15"]').first().click({ modifiers: ['Shift'] })
  await expect(status(page)).toHaveText('16 bytes · cursor at 15 (0xf) · 8 bytes selected, 0x8–0xf')
  await page.getByRole('button', { name: 'Open Hexdump in recipe' }).click()
  await expect(page).toHaveURL(/#\/recipe$/)
  await expect.poll(() => editorText(page, 'Recipe input')).toBe('89 50 4e 47 0d 0a 1a 0a 00 00 00 0d 49 48 44 52')
  await expect(page.getByRole('list', { name: 'Steps' }).getByRole('listitem').getByRole('heading')).toHaveText(['From Hex', 'Take bytes', 'To Hexdump'])
  await expect(page.getByTestId('recipe-output-editor')).toContainText('00000000: 0000 000d 4948 4452')
  await expect(page.getByTestId('recipe-output-editor')).toContainText('....IHDR')
})

test('a 100 MB file scrolls to its end and goes to an offset near it, read in pieces', async ({ page }) => {
  await open(page)
  // Built in the page from one repeated 64 KiB chunk (byte i of each chunk is i & 255), then dropped.
  await page.getByTestId('bytes-drop').evaluate((el) => {
    const chunk = new Uint8Array(1 << 16)
    for (let i = 0; i < chunk.length; i++) chunk[i] = i & 255
    const file = new File(Array.from({ length: 1600 }, () => chunk), 'big.bin')
    const data = new DataTransfer()
    data.items.add(file)
    el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }))
  })
  await expect(page.getByTestId('bytes-file')).toContainText('big.bin')
  await expect(page.getByTestId('bytes-file')).toContainText('104.9 MB')
  await expect(row(page, '0')).toHaveText(/^00000000: 0001 0203/)

  // The scrollbar to its end: the last row (104857600 bytes end at 0x6400000) is drawn.
  await hexdump(page).evaluate((el) => (el.scrollTop = el.scrollHeight))
  await expect(row(page, '63ffff0')).toHaveText('063ffff0: f0f1 f2f3 f4f5 f6f7 f8f9 fafb fcfd feff  ................')

  await page.getByLabel('Go to offset').fill('0x6000010')
  await page.getByLabel('Go to offset').press('Enter')
  await expect(row(page, '6000010')).toHaveText('06000010: 1011 1213 1415 1617 1819 1a1b 1c1d 1e1f  ................')
  await expect(status(page)).toHaveText('104.9 MB · cursor at 100663312 (0x6000010) · 1 byte selected')
  // Keys move the cursor from there: End of the row, then Ctrl+End to the last byte.
  await hexdump(page).focus()
  await page.keyboard.press('End')
  await expect(status(page)).toContainText('cursor at 100663327 (0x600001f)')
  await page.keyboard.press('ControlOrMeta+End')
  await expect(status(page)).toContainText('cursor at 104857599 (0x63fffff)')
  await expect(page.getByTestId('bytes-numbers').locator('tr[data-type="uint8"] td').first()).toHaveText('255')
  await page.getByLabel('Go to offset').fill('0x6400000')
  await page.getByLabel('Go to offset').press('Enter')
  await expect(page.getByText('Past the end: the last byte is at 104857599 (0x63fffff)')).toBeVisible()
})

test('a selection in one view selects the same bytes in the others, by mouse and keys', async ({ page }) => {
  await open(page)
  await setEditor(page, INPUT, 'Hello, wörld')
  await expect(page.getByTestId('reading')).toHaveText('Read as text (UTF-8) (guessed)')
  // Click 'l' (byte 2) in the hex view, Shift+click 'ö' (bytes 8-9) in the text view.
  await page.getByTestId('view-hex').locator('[data-u="2"]').click()
  await page.getByTestId('view-text').locator('[data-u="8"]').click({ modifiers: ['Shift'] })
  await expect(status(page)).toHaveText('13 bytes · cursor at 9 (0x9) · 8 bytes selected, 0x2–0x9')
  await expect(hexdump(page).locator('[data-o][data-sel]')).toHaveCount(16)
  await expect(page.getByTestId('view-binary').locator('[data-sel]')).toHaveCount(8)
  await expect(page.getByTestId('view-base64').locator('[data-sel]')).toHaveText(['SGVs', 'bG8s', 'IHfD', 'tnJs'])
  // Keys in the hexdump: Shift+Left shrinks it from the cursor.
  await hexdump(page).focus()
  await page.keyboard.press('Shift+ArrowLeft')
  await expect(status(page)).toContainText('7 bytes selected, 0x2–0x8')
  await expect(page.getByTestId('view-text').locator('[data-sel]')).toHaveText(['l', 'l', 'o', ',', ' ', 'w', 'ö'])
  await expect(page.getByRole('heading', { name: 'Numbers at 2 (0x2)' })).toBeVisible()
  // UTF-16LE: the same bytes, other characters.
  await page.getByLabel('Text encoding').selectOption('utf-16le')
  await expect(page.getByTestId('view-text')).toHaveText('效汬Ɐ眠뛃汲\uFFFD')
})

test('reads a text the chosen way, says why not, keeps a paste across a reload, and passes axe', async ({ page }) => {
  await open(page)
  await setEditor(page, INPUT, 'cafe')
  await expect(page.getByTestId('reading')).toHaveText('Read as hex (guessed)')
  await page.getByRole('button', { name: 'as text (UTF-8)' }).click()
  await expect(page.getByTestId('view-hex')).toHaveText('63 61 66 65')
  await page.getByRole('button', { name: 'as Base64' }).click()
  await expect(page.getByTestId('view-hex')).toHaveText('71 a7 de')
  await setEditor(page, INPUT, 'ca!fe')
  await expect(page.getByText('Not Base64: only A-Z a-z 0-9 + / (or - _) and = padding at the end')).toBeVisible()
  await page.reload()
  await expect.poll(() => editorText(page, INPUT)).toBe('ca!fe')
  await page.getByRole('button', { name: 'as hex' }).click()
  await expect(page.getByText("Not hex: Invalid hex digit '!' at 2")).toBeVisible()
  await setEditor(page, INPUT, '00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 48 65 6c 6c 6f')
  await expect(row(page, '10')).toBeVisible()
  await expectAxeClean(page)
})
