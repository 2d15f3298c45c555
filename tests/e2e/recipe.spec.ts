import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { gzipSync, inflateRawSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { editor, editorText, expectAxeClean, expectEditorText, readClipboard, setEditor } from './helpers'

/** Issue 33 items 2-3 (D35): the recipe workbench, in a few flows, with the Base64 operations. */

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64')
const b64url = (s: string | Buffer) => b64(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const steps = (page: Page) => page.getByRole('list', { name: 'Steps' }).getByRole('listitem')
const picker = (page: Page) => page.getByRole('combobox', { name: 'Add a step' })

/** The payload a share link carries (lib/share.ts: `z.` + base64url of deflate-raw JSON). */
function payloadOf(url: string): unknown {
  const s = new URL(url.replace('#/', '/')).searchParams.get('s')!
  expect(s.startsWith('z.')).toBe(true)
  return JSON.parse(inflateRawSync(Buffer.from(s.slice(2), 'base64url')).toString('utf8'))
}

async function open(page: Page, query = '') {
  await page.goto(`/#/recipe${query}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recipe Workbench')
}

test('a recipe built by keyboard only runs live, step by step', async ({ page }) => {
  await open(page)
  await setEditor(page, 'Recipe input', 'hello')
  // Out of the editor (Escape, then Tab), then `/` takes the picker from anywhere.
  await page.keyboard.press('Escape')
  await page.keyboard.press('Tab')
  await page.keyboard.press('/')
  await expect(picker(page)).toBeFocused()
  for (const q of ['to base64', 'to base64', 'from base64', 'atob']) {
    await page.keyboard.type(q)
    await page.keyboard.press('Enter')
  }
  await expect(steps(page)).toHaveCount(4)
  await expect(steps(page).nth(3).getByRole('heading')).toHaveText('From Base64')
  // Step 2 URL-safe, by keyboard on its select.
  await page.getByLabel('Step 2 To Base64: Alphabet').focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel('Step 2 To Base64: Alphabet')).toHaveValue('url')
  await expectEditorText(page, 'Recipe output', 'hello')
  // Each step shows its own output's preview.
  await expect(steps(page).nth(0).getByTestId('step-preview')).toContainText(b64('hello'))
  await expect(steps(page).nth(1).getByTestId('step-preview')).toContainText(b64url(b64('hello')))
  // Alt+Up on the focused step moves it (and keeps it focused); the output follows.
  await steps(page).nth(3).focus()
  await page.keyboard.press('Alt+ArrowUp')
  await expect(steps(page).nth(2).getByRole('heading')).toHaveText('From Base64')
  await expect(steps(page).nth(2)).toBeFocused()
  // Disabling the last two steps leaves the URL-safe Base64 of the Base64.
  await page.getByRole('button', { name: 'Disable Step 4 From Base64' }).click()
  await page.getByRole('button', { name: 'Disable Step 3 From Base64' }).click()
  await expectEditorText(page, 'Recipe output', b64url(b64('hello')))
})

test('an error shows at its step in words, the steps after it are not run, and bytes show as hex; axe finds nothing serious (light and dark)', async ({ page }) => {
  // `?op=` opens the workbench with that one step (the palette's "Operation: ..." items).
  await open(page, '?op=from-base64,to-base64')
  await expect(steps(page)).toHaveCount(2)
  await setEditor(page, 'Recipe input', 'aGVsbG8!')
  await expect(steps(page).nth(0).getByTestId('step-error')).toHaveText("From Base64: Invalid character '!' at 7")
  await expect(steps(page).nth(1)).toContainText('Not run')
  await expect(page.getByTestId('recipe-output')).toContainText('The recipe stopped at step 1 (From Base64)')
  // The input stays as it was; fixing it brings the output back.
  await setEditor(page, 'Recipe input', '/w==')
  await expectEditorText(page, 'Recipe output', '/w==')
  await page.getByRole('button', { name: 'Delete Step 2 To Base64' }).click()
  await expect(page.getByTestId('binary-view')).toBeVisible()
  await expect(page.getByLabel('Hex view')).toContainText('00000000  ff')
  await expect(page.getByTestId('binary-view').getByRole('button', { name: 'Download' })).toBeEnabled()
  // The screen with a step and a hex view, at rest, in both schemes.
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectAxeClean(page)
})

test('save, reload, load; a saved recipe by ?recipe=; reverse', async ({ page }) => {
  await open(page, '?op=to-base64')
  await page.getByLabel('Step 1 To Base64: Alphabet').selectOption('url')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.getByRole('textbox', { name: 'Recipe name' }).fill('URL-safe')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('combobox', { name: 'Saved recipes' })).toHaveValue('URL-safe')
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('devtools-recipes') ?? 'null'))).toEqual([{ name: 'URL-safe', steps: [{ op: 'to-base64', args: { alphabet: 'url' } }] }])

  await page.reload()
  await expect(steps(page)).toHaveCount(1) // the workbench's own state persists too
  await page.getByRole('button', { name: 'Delete Step 1 To Base64' }).click()
  await expect(steps(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Load', exact: true }).click()
  await expect(page.getByLabel('Step 1 To Base64: Alphabet')).toHaveValue('url')

  await setEditor(page, 'Recipe input', '??>')
  await expectEditorText(page, 'Recipe output', 'Pz8-')
  // Reverse: To Base64 becomes From Base64; on its own output it gives the input back.
  await page.getByRole('button', { name: 'Reverse' }).click()
  await expect(steps(page).nth(0).getByRole('heading')).toHaveText('From Base64')
  await setEditor(page, 'Recipe input', 'Pz8-')
  await expectEditorText(page, 'Recipe output', '??>')

  await open(page, '?recipe=URL-safe')
  await expect(page.getByLabel('Step 1 To Base64: Alphabet')).toHaveValue('url')
  await expect(page).toHaveURL(/#\/recipe$/)
})

test('a share link carries the steps and not the input, unless "Include input" is ticked; it opens as a shared view', async ({ page }) => {
  await open(page, '?op=from-base64')
  await setEditor(page, 'Recipe input', 'c2VjcmV0IGlucHV0')
  await expectEditorText(page, 'Recipe output', 'secret input')
  await page.getByRole('main').getByRole('button', { name: 'Share' }).click()
  await expect.poll(() => readClipboard(page)).toContain('#/recipe?s=')
  const link = await readClipboard(page)
  expect(payloadOf(link)).toEqual({ steps: [{ op: 'from-base64', args: {} }] })
  expect(link).not.toContain('c2VjcmV0')

  await page.getByLabel('Include input in Share link').check()
  await page.evaluate(() => navigator.clipboard.writeText(''))
  await page.getByRole('main').getByRole('button', { name: 'Share' }).click()
  await expect.poll(() => readClipboard(page)).toContain('#/recipe?s=')
  expect(payloadOf(await readClipboard(page))).toEqual({ steps: [{ op: 'from-base64', args: {} }], input: 'c2VjcmV0IGlucHV0' })

  // Opened elsewhere (a fresh state): the steps arrive on the receiver's own input, as a shared view.
  await page.evaluate(() => localStorage.setItem('devtools-recipe', JSON.stringify({ steps: [], input: 'bXkgb3du', includeInput: false })))
  await page.goto('about:blank')
  await page.goto(link.replace(/^.*#/, '/#'))
  await expect(page.getByRole('region', { name: 'Shared view' })).toBeVisible()
  await expect(steps(page)).toHaveCount(1)
  await expectEditorText(page, 'Recipe output', 'my own')
  await page.getByRole('button', { name: 'Discard' }).click()
  await expect(steps(page)).toHaveCount(0)
})

test('a dropped file is streamed through the recipe, never loaded into the input', async ({ page }) => {
  await open(page, '?op=to-base64')
  const content = 'streamed file content\n'.repeat(50)
  await page.getByTestId('recipe-drop').evaluate((el, text) => {
    const data = new DataTransfer()
    data.items.add(new File([text], 'notes.txt', { type: 'text/plain' }))
    el.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }))
    el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }))
  }, content)
  await expect(page.getByTestId('recipe-file')).toContainText('notes.txt')
  await expect(page.getByTestId('recipe-file')).toContainText('1 KB')
  await expect(editor(page, 'Recipe input')).toHaveCount(0)
  await expect(page.getByText('Every step streams')).toBeVisible()
  await expectEditorText(page, 'Recipe output', b64(content))
  await page.getByRole('button', { name: 'Remove file' }).click()
  await expect(editor(page, 'Recipe input')).toBeVisible()
})

/** `n` bytes of counted lines (compressible, yet every line differs): what a log file looks like. */
function logLines(n: number): Buffer {
  const line = (i: number) => `${String(i).padStart(9, '0')} GET /api/items?page=${i % 977} 200 ${(i * 7919) % 100003}\n`
  const parts: string[] = []
  let size = 0
  for (let i = 0; size < n; i++) {
    const l = line(i)
    parts.push(l)
    size += l.length
  }
  return Buffer.from(parts.join('')).subarray(0, n)
}

test('a 64 MB gzip file chosen by the file input: Gunzip -> SHA-256 gives what sha256sum gives for its content', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  const content = logLines(64 * 1024 * 1024)
  const path = testInfo.outputPath('big.log.gz')
  const gz = gzipSync(content, { level: 1 })
  writeFileSync(path, gz)
  await open(page, '?op=gunzip,sha256')
  await expect(steps(page)).toHaveCount(2)
  await page.getByLabel('Choose a file to run the recipe on').setInputFiles(path)
  // The input shows the file's name and size, never its content.
  await expect(page.getByTestId('recipe-file')).toContainText('big.log.gz')
  await expect(page.getByTestId('recipe-file')).toContainText(`${parseFloat((gz.length / 1e6).toFixed(1))} MB`)
  await expect(page.getByTestId('recipe-file')).not.toContainText('GET /api')
  await expect(editor(page, 'Recipe input')).toHaveCount(0)
  await expect(page.getByText('Every step streams')).toBeVisible()
  // Progress shows while it runs, with Cancel.
  const progress = page.getByRole('progressbar', { name: 'Running the recipe on big.log.gz…' })
  await expect(progress).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible()
  await expectEditorText(page, 'Recipe output', createHash('sha256').update(content).digest('hex'))
  await expect(progress).toHaveCount(0)
  await expect(page.getByTestId('recipe-output')).not.toContainText('GET /api')
})

test('Cancel stops a long run (Brotli at quality 11 over a file): the output is marked out of date, and the screen stays usable', async ({ page }, testInfo) => {
  const path = testInfo.outputPath('slow.log')
  writeFileSync(path, logLines(8 * 1024 * 1024))
  await open(page, '?op=brotli-compress,to-base64')
  await expect(page.getByLabel('Step 1 Brotli Compress: Quality (0 fastest, 11 smallest)')).toHaveValue('11')
  // A first output, from text, so a cancelled run has something to leave out of date.
  await setEditor(page, 'Recipe input', 'hello')
  await expect(editor(page, 'Recipe output')).toBeVisible()
  const before = await editorText(page, 'Recipe output')
  expect(before).not.toBe('')
  await page.getByLabel('Choose a file to run the recipe on').setInputFiles(path)
  const cancel = page.getByRole('button', { name: 'Cancel' })
  await expect(cancel).toBeVisible()
  await cancel.click()
  await expect(cancel).toHaveCount(0)
  await expect(page.getByTestId('stale-note')).toContainText('Press Run to update it.')
  await expect(page.getByTestId('recipe-output')).toHaveAttribute('data-stale', 'true')
  // Still usable: the file goes, the text comes back and runs live again.
  await page.getByRole('button', { name: 'Remove file' }).click()
  await setEditor(page, 'Recipe input', 'hello again')
  await expect.poll(() => editorText(page, 'Recipe output')).not.toBe(before)
  await expect(page.getByTestId('stale-note')).toHaveCount(0)
  await expect(page.getByTestId('recipe-output')).not.toHaveAttribute('data-stale', 'true')
})

test('"Add to recipe" from Send to: a tool\'s transform joins the workbench as a step with its settings, and the chain grows tool by tool', async ({ page }) => {
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  const addRow = palette.getByRole('option', { name: /^Add to recipe/ })
  // Base64, Decode: "Add to recipe: From Base64" brings the step and the Base64 it ran on.
  await page.goto('/#/base64')
  await page.getByRole('tab', { name: 'Decode' }).click()
  await setEditor(page, 'Base64 to decode', b64('{"b":1,"a":[2]}'))
  await page.getByRole('button', { name: 'Decode', exact: true }).click()
  await expectEditorText(page, 'Text output', '{"b":1,"a":[2]}')
  await page.getByRole('button', { name: 'Send to...' }).click()
  await expect(addRow).toContainText('Add to recipe: From Base64')
  // The workbench is not listed a second time in Send to.
  const sendTo = palette.locator('[cmdk-group]').filter({ has: page.locator('[cmdk-group-heading]:text-is("Send to")') })
  await expect(sendTo.getByRole('option').first()).toBeVisible()
  expect(await sendTo.getByRole('option', { name: /^Recipe Workbench/ }).count()).toBe(0)
  await addRow.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recipe Workbench')
  await expect(steps(page)).toHaveCount(1)
  await expectEditorText(page, 'Recipe input', b64('{"b":1,"a":[2]}'))
  await expectEditorText(page, 'Recipe output', '{"b":1,"a":[2]}')
  // JSON Formatter with 4 spaces: its Format joins as step 2, with indent 4; the workbench keeps its input.
  await page.goto('/#/json-formatter')
  await setEditor(page, 'JSON input', '{"b":1,"a":[2]}')
  await page.getByLabel('Indent').selectOption('4')
  await page.getByRole('button', { name: 'Format', exact: true }).click()
  await page.getByRole('button', { name: 'Send to...' }).click()
  await expect(addRow).toContainText('Add to recipe: JSON Format')
  await addRow.click()
  await expect(steps(page)).toHaveCount(2)
  await expect(steps(page).nth(1).getByRole('heading')).toHaveText('JSON Format')
  await expect(steps(page).nth(1).getByLabel('Indent')).toHaveValue('4')
  await expectEditorText(page, 'Recipe input', b64('{"b":1,"a":[2]}'))
  await expectEditorText(page, 'Recipe output', JSON.stringify({ b: 1, a: [2] }, null, 4))
  // Undo in the toast takes the step back out.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(steps(page)).toHaveCount(1)
})
