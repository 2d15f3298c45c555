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

test('D31: an empty-input error takes the old cards away; edited text marks them out of date until Convert Text', async ({ page }) => {
  const cards = page.getByRole('list', { name: 'Results' }).getByRole('listitem')
  await page.getByLabel('Text').fill('hello world')
  await page.getByRole('button', { name: 'Convert Text' }).click()
  await expect(cards).toHaveCount(12)
  await page.getByLabel('Text').fill('')
  await page.getByRole('button', { name: 'Convert Text' }).click()
  await expectToast(page, '❌ Please enter text to convert')
  await expect(cards).toHaveCount(0)
  await expect(page.getByTestId('case-snake_case')).toHaveCount(0)

  await page.getByLabel('Text').fill('foo bar')
  await page.getByRole('button', { name: 'Convert Text' }).click()
  await expect(page.getByTestId('case-snake_case')).toHaveText('foo_bar')
  await expect(page.getByTestId('stale-note')).toHaveCount(0)
  await page.getByLabel('Text').fill('foo baz')
  await expect(page.getByTestId('stale-note')).toHaveText('Out of date: the input changed since this result was made. Press Convert Text to update it.')
  await expect(page.getByRole('button', { name: 'Copy snake_case' })).toBeDisabled()
  await page.getByRole('button', { name: 'Convert Text' }).click()
  await expect(page.getByTestId('case-snake_case')).toHaveText('foo_baz')
  await expect(page.getByTestId('stale-note')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Copy snake_case' })).toBeEnabled()
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
