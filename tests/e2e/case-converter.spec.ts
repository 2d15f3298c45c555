import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { expectToast, readClipboard } from './helpers'

test.beforeEach(async ({ page }) => {
  await page.goto('/#/case-converter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Converter')
})

test('converts into the twelve cases', async ({ page }) => {
  await page.getByLabel('Text').fill('XMLHttpRequest handler')
  await page.getByRole('button', { name: 'Convert Text' }).click()
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveCount(12)
  const expected: Record<string, string> = {
    lowercase: 'xmlhttprequest handler',
    UPPERCASE: 'XMLHTTPREQUEST HANDLER',
    'Title Case': 'Xml Http Request Handler',
    camelCase: 'xmlHttpRequestHandler',
    PascalCase: 'XmlHttpRequestHandler',
    snake_case: 'xml_http_request_handler',
    'kebab-case': 'xml-http-request-handler',
    CONSTANT_CASE: 'XML_HTTP_REQUEST_HANDLER',
    'dot.case': 'xml.http.request.handler',
    'path/case': 'xml/http/request/handler',
    'Sentence case': 'Xml http request handler',
    'aLtErNaTiNg CaSe': 'xMlHtTpReQuEsT hAnDlEr',
  }
  for (const [label, value] of Object.entries(expected)) await expect(page.getByTestId(`case-${label}`)).toHaveText(value)
})

test("refuses empty input with '❌ Please enter text to convert'", async ({ page }) => {
  await page.getByRole('button', { name: 'Convert Text' }).click()
  await expectToast(page, '❌ Please enter text to convert')
})

test('D31: the cards follow the text as it is typed; emptied, they go and Convert Text says why', async ({ page }) => {
  const cards = page.getByRole('list', { name: 'Results' }).getByRole('listitem')
  await page.getByLabel('Text').fill('foo bar')
  await expect(page.getByTestId('case-snake_case')).toHaveText('foo_bar')
  await page.getByLabel('Text').fill('foo baz')
  await expect(page.getByTestId('case-snake_case')).toHaveText('foo_baz')
  await expect(page.getByTestId('stale-note')).toHaveCount(0)
  await page.getByRole('button', { name: 'Copy snake_case' }).click()
  expect(await readClipboard(page)).toBe('foo_baz')
  await page.getByLabel('Text').fill('')
  await expect(cards).toHaveCount(0)
  await page.getByRole('button', { name: 'Convert Text' }).click()
  await expectToast(page, '❌ Please enter text to convert')
})

test('Each line separately: a column of names stays a column; switching it converts again', async ({ page }) => {
  await page.getByLabel('Text').fill('Ada Lovelace\ngrace HOPPER\nalan turing')
  const eachLine = page.getByLabel('Each line separately')
  await expect(eachLine).not.toBeChecked()
  await eachLine.check()
  await page.getByRole('button', { name: 'Convert Text' }).click()
  await expect(page.getByTestId('case-camelCase')).toHaveText('adaLovelace\ngraceHopper\nalanTuring')
  await expect(page.getByTestId('case-Title Case')).toHaveText('Ada Lovelace\nGrace Hopper\nAlan Turing')
  await expect(page.getByTestId('case-CONSTANT_CASE')).toHaveText('ADA_LOVELACE\nGRACE_HOPPER\nALAN_TURING')
  await page.getByRole('button', { name: 'Copy kebab-case' }).click()
  expect(await readClipboard(page)).toBe('ada-lovelace\ngrace-hopper\nalan-turing')

  await eachLine.uncheck()
  await expect(page.getByTestId('case-camelCase')).toHaveText('adaLovelaceGraceHopperAlanTuring')
  await expect(page.getByTestId('stale-note')).toHaveCount(0)
})

test('the text and the line mode survive a reload, stored as devtools-case-converter', async ({ page }) => {
  await page.getByLabel('Text').fill('first name\nlast name')
  await page.getByLabel('Each line separately').check()
  await page.reload()
  await expect(page.getByLabel('Text')).toHaveValue('first name\nlast name')
  await expect(page.getByLabel('Each line separately')).toBeChecked()
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-case-converter')))!)).toEqual({ text: 'first name\nlast name', eachLine: true })
  await page.getByRole('button', { name: 'Convert Text' }).click()
  await expect(page.getByTestId('case-snake_case')).toHaveText('first_name\nlast_name')
})

test("copies one card with '{label} copied to clipboard!'", async ({ page }) => {
  await page.getByLabel('Text').fill('hello world')
  await page.keyboard.press('ControlOrMeta+Enter')
  await page.getByRole('button', { name: 'Copy snake_case' }).click()
  await expectToast(page, 'snake_case copied to clipboard!')
  expect(await readClipboard(page)).toBe('hello_world')
})

test('has no serious accessibility violations', async ({ page }) => {
  await page.getByLabel('Text').fill('hello world')
  await page.getByRole('button', { name: 'Convert Text' }).click()
  const r = await new AxeBuilder({ page }).analyze()
  expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
})
