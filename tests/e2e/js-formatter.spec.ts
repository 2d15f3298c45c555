import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { collectErrors, editor, editorText, expectAxeClean, expectEditorText, expectToast, readClipboard, setEditor } from './helpers'

const out = (page: Page) => editorText(page, 'Formatted Output')
const formatButton = (page: Page) => page.getByRole('button', { name: 'Format JavaScript', exact: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/#/js-formatter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JavaScript Formatter')
})

test('formats JavaScript and JSX with prettier (under the CSP); toast, Copy and Download appear', async ({ page }) => {
  const errors = collectErrors(page)
  await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(0)
  await setEditor(page, 'JavaScript Input', 'const f=(x)=>{return <div className="a">{x}</div>}')
  await formatButton(page).click()
  await expectToast(page, 'JavaScript formatted successfully!')
  await expect.poll(() => out(page)).toBe('const f = (x) => {\n  return <div className="a">{x}</div>;\n};\n')
  await page.getByRole('main').getByRole('button', { name: 'Copy' }).last().click()
  await expectToast(page, 'Copied to clipboard!')
  expect(await readClipboard(page)).toBe('const f = (x) => {\n  return <div className="a">{x}</div>;\n};\n')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()])
  expect(download.suggestedFilename()).toBe('formatted.js')
  expect(readFileSync((await download.path())!, 'utf8')).toBe('const f = (x) => {\n  return <div className="a">{x}</div>;\n};\n')
  await expectToast(page, 'File downloaded!')
  expect(errors).toEqual([])
})

test('Minify JavaScript: terser in the worker, with the bytes saved and the gzip size', async ({ page }) => {
  await setEditor(page, 'JavaScript Input', 'function add(first, second) {\n  return first + second // sum\n}\nconsole.log(add(1, 2))')
  await page.getByRole('button', { name: 'Minify JavaScript', exact: true }).click()
  await expectToast(page, 'JavaScript minified successfully!')
  await expect.poll(() => out(page)).toBe('function add(d,n){return d+n}console.log(add(1,2));')
  await expect(page.getByTestId('minify-stats')).toHaveText(/^85 → 51 bytes \(saved 34 bytes, 40%\) · gzip \d+ bytes$/)
})

test('indent 4, 8 and tabs', async ({ page }) => {
  await setEditor(page, 'JavaScript Input', 'function f(){return 1}')
  await page.getByLabel('Indent Size').selectOption('4')
  await formatButton(page).click()
  await expect.poll(() => out(page)).toBe('function f() {\n    return 1;\n}\n')
  await page.getByLabel('Indent Size').selectOption('8')
  await formatButton(page).click()
  await expect.poll(() => out(page)).toBe('function f() {\n        return 1;\n}\n')
  await page.getByLabel('Indent Type').selectOption('tabs')
  await formatButton(page).click()
  await expect.poll(() => out(page)).toBe('function f() {\n\treturn 1;\n}\n')
})

test('TypeScript mode formats TypeScript', async ({ page }) => {
  await page.getByLabel('Language').selectOption('typescript')
  await setEditor(page, 'JavaScript Input', 'let x:number=1;interface A{b:string}')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect.poll(() => out(page)).toBe('let x: number = 1;\ninterface A {\n  b: string;\n}\n')
})

test('TypeScript in JavaScript mode: "This looks like TypeScript: switch?", and the switch formats it', async ({ page }) => {
  await setEditor(page, 'JavaScript Input', 'interface A{b:string}')
  await formatButton(page).click()
  await expectToast(page, 'Error formatting JavaScript')
  await expect(page.getByTestId('format-suggestion')).toContainText('This looks like TypeScript: switch?')
  await page.getByRole('button', { name: 'Switch to TypeScript', exact: true }).click()
  await expect(page.getByLabel('Language')).toHaveValue('typescript')
  await expect.poll(() => out(page)).toBe('interface A {\n  b: string;\n}\n')
  await expect(page.getByTestId('format-suggestion')).toHaveCount(0)
})

test("a syntax error: 'Error formatting JavaScript', prettier's message with line and column, input kept", async ({ page }) => {
  await setEditor(page, 'JavaScript Input', 'const a = (1;\nlet')
  await formatButton(page).click()
  await expectToast(page, 'Error formatting JavaScript')
  await expect(page.getByTestId('format-error')).toHaveText('Unexpected token, expected "," (line 1, column 13)')
  await expect(page.locator('.cm-error-line')).toHaveCount(1)
  await expectEditorText(page, 'JavaScript Input', 'const a = (1;\nlet')
})

test('blank input gets a clear message, never a success toast', async ({ page }) => {
  await formatButton(page).click()
  await expectToast(page, 'Please enter JavaScript to format')
  await expect(page.getByTestId('format-error')).toHaveText('Please enter JavaScript to format')
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'successfully' })).toHaveCount(0)
  await expect(page.getByText('The formatted JavaScript appears here. Press Format JavaScript or Minify JavaScript.')).toBeVisible()
})

test('persists as devtools-javascript-formatter', async ({ page }) => {
  await setEditor(page, 'JavaScript Input', 'a()')
  await page.getByLabel('Indent Size').selectOption('4')
  await page.getByLabel('Indent Type').selectOption('tabs')
  await page.reload()
  await expectEditorText(page, 'JavaScript Input', 'a()')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-javascript-formatter')))!)).toEqual({ input: 'a()', indentSize: '4', indentType: 'tabs', language: 'javascript' })
})

test('formats a 2 MB file in the worker while the page stays usable', async ({ page }) => {
  test.setTimeout(300_000) // prettier needs a while for 2 MB on a busy machine; the point is the page meanwhile
  await expect(editor(page, 'JavaScript Input')).toBeVisible()
  await page.evaluate(() => {
    const chunk = Array.from({ length: 60 }, (_, i) => `function f${i}(a,b){if(a>b){return {sum:a+b,list:[a,b,${i}],name:"item ${i}"}}else{return null}}`).join('\n')
    let text = ''
    for (let i = 0; text.length < 2_000_000; i++) text += chunk.replace(/function f/g, `function g${i}_`) + '\n'
    const dt = new DataTransfer()
    dt.items.add(new File([text], 'big.js', { type: 'text/javascript' }))
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!
    input.files = dt.files
    input.dispatchEvent(new Event('change', { bubbles: true }))
  })
  await expect(page.getByRole('group', { name: 'JavaScript Input' })).toBeVisible()
  await formatButton(page).click()
  await expect(page.getByRole('button', { name: 'Formatting...' })).toBeVisible()
  // While prettier runs in the worker, the palette opens, takes typing, and the page repaints.
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('sql')
  await expect(page.getByRole('combobox', { name: 'Search tools, categories and actions' })).toHaveValue('sql')
  expect(await page.evaluate(() => new Promise<number>((r) => requestAnimationFrame((t) => r(t))))).toBeGreaterThan(0)
  // The job is still running behind the palette (which hides the rest of the page from the accessibility tree).
  await expect(page.locator('button:has-text("Formatting...")')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'JavaScript formatted successfully!' }).first()).toBeVisible({ timeout: 240_000 })
  await expect(editor(page, 'Formatted Output')).toBeVisible()
  expect((await editorText(page, 'Formatted Output')).startsWith('function g0_0(a, b) {\n  if (a > b) {')).toBe(true)
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await setEditor(page, 'JavaScript Input', 'a(')
  await formatButton(page).click()
  await expect(page.getByTestId('format-error')).toBeVisible()
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectAxeClean(page)
})
