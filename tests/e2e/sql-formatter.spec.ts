import { expect, test, type Page } from '@playwright/test'
import { collectErrors, editorText, expectAxeClean, expectEditorText, expectToast, readClipboard, setEditor } from './helpers'

const out = (page: Page) => editorText(page, 'Formatted SQL')
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const SQL = "select id, name from users u inner join orders o on o.user_id = u.id where u.name = 'O''Brien  x' -- note\norder by id"

test.beforeEach(async ({ page }) => {
  await page.goto('/#/sql-formatter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SQL Formatter')
})

test('formats with spaces (2, 4) and tabs as sql-formatter does, with its success toast', async ({ page }) => {
  const errors = collectErrors(page)
  await expect(page.getByText('The formatted SQL appears here.')).toBeVisible()
  await setEditor(page, 'SQL Input', 'select a, b from t where x = 1')
  await button(page, 'Format SQL').click()
  await expectToast(page, 'SQL formatted successfully!')
  await expect.poll(() => out(page)).toBe('select\n  a,\n  b\nfrom\n  t\nwhere\n  x = 1')
  await page.getByLabel('Indent Size').selectOption('4')
  await button(page, 'Format SQL').click()
  await expect.poll(() => out(page)).toBe('select\n    a,\n    b\nfrom\n    t\nwhere\n    x = 1')
  // Indent Size is shown only for spaces.
  await page.getByLabel('Indent Type').selectOption('tabs')
  await expect(page.getByLabel('Indent Size')).toHaveCount(0)
  await page.getByLabel('Keyword Case').selectOption('upper')
  await button(page, 'Format SQL').click()
  await expect.poll(() => out(page)).toBe('SELECT\n\ta,\n\tb\nFROM\n\tt\nWHERE\n\tx = 1')
  expect(errors).toEqual([])
})

test('minifies: one line, string literals kept, comments removed; Copy', async ({ page }) => {
  await setEditor(page, 'SQL Input', SQL)
  await button(page, 'Minify SQL').click()
  await expect.poll(() => out(page)).toBe("select id,name from users u inner join orders o on o.user_id = u.id where u.name = 'O''Brien  x' order by id")
  await page.getByRole('main').getByRole('button', { name: 'Copy' }).last().click()
  await expectToast(page, '✅ Copied to clipboard!')
  expect(await readClipboard(page)).toContain("'O''Brien  x'")
})

test("empty input: '❌ Please enter SQL to format' / '...to minify'", async ({ page }) => {
  await button(page, 'Format SQL').click()
  await expectToast(page, '❌ Please enter SQL to format')
  await expect(page.getByTestId('sql-error')).toContainText('❌ Please enter SQL to format')
  await button(page, 'Minify SQL').click()
  await expectToast(page, '❌ Please enter SQL to minify')
})

test("a parse error: '❌ Error formatting SQL' with the parser's reason; the input stays", async ({ page }) => {
  await setEditor(page, 'SQL Input', "select a from t where x = '")
  await button(page, 'Format SQL').click()
  await expectToast(page, '❌ Error formatting SQL')
  await expect(page.getByTestId('sql-error')).toContainText('Parse error')
  await button(page, 'Minify SQL').click()
  await expectToast(page, '❌ Error minifying SQL')
  await expectEditorText(page, 'SQL Input', "select a from t where x = '")
})

test('a failure that another dialect parses offers to switch: "This parses as PostgreSQL: switch?"', async ({ page }) => {
  await setEditor(page, 'SQL Input', 'select data::jsonb from t where id = $1')
  await button(page, 'Format SQL').click()
  await expectToast(page, '❌ Error formatting SQL')
  await expect(page.getByTestId('sql-parses-as')).toContainText('This parses as PostgreSQL: switch?')
  await button(page, 'Switch to PostgreSQL').click()
  await expect(page.getByLabel('Dialect')).toHaveValue('postgresql')
  await expect.poll(() => out(page)).toBe('select\n  data::jsonb\nfrom\n  t\nwhere\n  id = $1')
  await expect(page.getByTestId('sql-error')).toHaveCount(0)
})

test('dialects: PostgreSQL parameters and T-SQL brackets', async ({ page }) => {
  await page.getByLabel('Dialect').selectOption('tsql')
  await setEditor(page, 'SQL Input', 'select [my col] from [dbo].[t]')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect.poll(() => out(page)).toBe('select\n  [my col]\nfrom\n  [dbo].[t]')
})

test('persists as devtools-sql-formatter', async ({ page }) => {
  await setEditor(page, 'SQL Input', 'select 1')
  await page.getByLabel('Dialect').selectOption('postgresql')
  await page.getByLabel('Indent Size').selectOption('8')
  await page.reload()
  await expectEditorText(page, 'SQL Input', 'select 1')
  await expect(page.getByLabel('Dialect')).toHaveValue('postgresql')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-sql-formatter')))!)).toEqual({
    input: 'select 1',
    indentType: 'spaces',
    indentSize: '8',
    dialect: 'postgresql',
    keywordCase: 'preserve',
  })
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await setEditor(page, 'SQL Input', 'select 1')
  await button(page, 'Format SQL').click()
  await expect.poll(() => out(page)).toBe('select\n  1')
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectAxeClean(page)
})
