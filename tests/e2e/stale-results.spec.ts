import { expect, test, type Page } from '@playwright/test'
import { editor, expectAxeClean, expectToast, readClipboard, setEditor } from './helpers'

/**
 * DECISIONS D31 on the button-driven screens: a result remembers the inputs (and options) it was
 * made from. Once they change it is marked out of date (a note naming the button, the output
 * dimmed), the frame's Copy and Send to and the pane's own Copy / Download are held back, and
 * pressing the button again (or going back to the same input) makes it current.
 */

const NOTE = 'Out of date: the input changed since this result was made.'
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const note = (page: Page) => page.getByTestId('stale-note')
const frameCopyHeld = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Copy (the result is out of date)' })
const sendTo = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Send to...' })
const pane = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })
const paneButton = (page: Page, title: string, name: string) => pane(page, title).getByRole('button', { name, exact: true })

type Screen = {
  name: string
  route: string
  heading: string
  /** A tab to open first (Base64 Decode, ...). */
  tab?: string
  input: string
  text: string
  /** The edited text. */
  edited: string
  action: string
  /** The output pane's title, its accessible name. */
  output: string
  /** The output pane has a Download button. */
  download?: boolean
}

const SCREENS: Screen[] = [
  { name: 'JSON Formatter', route: 'json-formatter', heading: 'JSON Formatter', input: 'JSON input', text: '{"a":1}', edited: '{"b":2}', action: 'Format', output: 'Output', download: true },
  { name: 'Base64 encode', route: 'base64', heading: 'Base64 Encoder/Decoder', input: 'Text to encode', text: 'hello', edited: 'hello world', action: 'Encode', output: 'Base64' },
  { name: 'Base64 decode', route: 'base64', heading: 'Base64 Encoder/Decoder', tab: 'Decode', input: 'Base64 to decode', text: 'aGVsbG8=', edited: 'd29ybGQ=', action: 'Decode', output: 'Text' },
  { name: 'URL Encode', route: 'url-encode', heading: 'URL Encoder/Decoder', input: 'Text or URL to encode or decode', text: 'a b&c', edited: 'a b&d', action: 'Encode Component', output: 'Output' },
  { name: 'HTML Entity', route: 'html-entity', heading: 'HTML Entity Encoder/Decoder', input: 'Text or HTML to encode or decode', text: '<p>Tom & Jerry</p>', edited: '<p>Tom & Jerry!</p>', action: 'Encode', output: 'Output' },
  { name: 'JavaScript Formatter', route: 'js-formatter', heading: 'JavaScript Formatter', input: 'JavaScript Input', text: 'const a={b:1}', edited: 'const a={c:2}', action: 'Format JavaScript', output: 'Formatted Output', download: true },
  { name: 'CSS Formatter', route: 'css-formatter', heading: 'CSS Formatter', input: 'CSS Input', text: 'a{color:red}', edited: 'a{color:blue}', action: 'Format CSS', output: 'Formatted Output', download: true },
  { name: 'HTML Formatter', route: 'html-formatter', heading: 'HTML Formatter', input: 'HTML Input', text: '<div><p>hi</p></div>', edited: '<div><p>ho</p></div>', action: 'Format HTML', output: 'Formatted Output', download: true },
  { name: 'SQL Formatter', route: 'sql-formatter', heading: 'SQL Formatter', input: 'SQL Input', text: 'select a from t', edited: 'select b from t', action: 'Format SQL', output: 'Formatted SQL' },
  { name: 'XML Prettifier', route: 'xml-formatter', heading: 'XML Prettifier', input: 'XML Input', text: '<r><a>1</a></r>', edited: '<r><a>2</a></r>', action: 'Prettify', output: 'Prettified XML' },
  { name: 'JSON to XML', route: 'json-xml', heading: 'JSON ↔ XML Converter', input: 'JSON input', text: '{"a":1}', edited: '{"a":2}', action: 'Convert to XML', output: 'XML', download: true },
  { name: 'XML to JSON', route: 'json-xml', heading: 'JSON ↔ XML Converter', tab: 'XML to JSON', input: 'XML input', text: '<root><a>1</a></root>', edited: '<root><a>2</a></root>', action: 'Convert to JSON', output: 'JSON', download: true },
  { name: 'CSV to JSON', route: 'csv-json', heading: 'CSV ↔ JSON Converter', input: 'CSV input', text: 'name\nAda', edited: 'name\nGrace', action: 'Convert to JSON', output: 'JSON', download: true },
  { name: 'JSON to CSV', route: 'csv-json', heading: 'CSV ↔ JSON Converter', tab: 'JSON to CSV', input: 'JSON input', text: '[{"name":"Ada"}]', edited: '[{"name":"Grace"}]', action: 'Convert to CSV', output: 'CSV', download: true },
  { name: 'Dockerfile Linter', route: 'dockerfile', heading: 'Dockerfile Linter', input: 'Dockerfile', text: 'FROM node:latest', edited: 'FROM node:20', action: 'Lint', output: 'Output' },
]

async function open(page: Page, s: Screen) {
  await page.goto(`/#/${s.route}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.heading)
  if (s.tab) await page.getByRole('tab', { name: s.tab, exact: true }).click()
}

/** The result is current: no note, every way to copy it works. */
async function expectCurrent(page: Page, s: Screen) {
  await expect(note(page)).toHaveCount(0)
  await expect(frameCopyHeld(page)).toHaveCount(0)
  await expect(sendTo(page)).toBeEnabled()
  await expect(paneButton(page, s.output, 'Copy')).toBeEnabled()
  if (s.download) await expect(paneButton(page, s.output, 'Download')).toBeEnabled()
}

/** The result is out of date: the note names the button, nothing copies it as current. */
async function expectStale(page: Page, s: Screen) {
  await expect(note(page)).toHaveText(`${NOTE} Press ${s.action} to update it.`)
  await expect(frameCopyHeld(page)).toBeDisabled()
  await expect(sendTo(page)).toBeDisabled()
  await expect(paneButton(page, s.output, 'Copy')).toBeDisabled()
  if (s.download) await expect(paneButton(page, s.output, 'Download')).toBeDisabled()
}

// Every screen's "edit marks it, the button makes it current" is walked, with every other tool, in
// no-stale-answer.spec.ts (issue 32); the tests here look closer at what a mark holds back.

test('JSON Formatter: the same input again makes the result current; Ctrl+Shift+C refuses a stale one; the stale output is dimmed', async ({ page }) => {
  const s = SCREENS[0]!
  await open(page, s)
  await setEditor(page, s.input, s.text)
  await button(page, 'Format').click()
  await expectCurrent(page, s)

  // One more character: out of date; the output is dimmed, the shortcut refuses to copy it.
  await editor(page, s.input).press('End')
  await page.keyboard.type(' ')
  await expectStale(page, s)
  await expect(page.getByTestId('json-output-editor').locator('xpath=..')).toHaveClass(/grayscale/)
  await page.evaluate(() => navigator.clipboard.writeText('untouched'))
  await page.keyboard.press('ControlOrMeta+Shift+C')
  await expectToast(page, 'The result is out of date: update it first, then copy.')
  expect(await readClipboard(page)).toBe('untouched')

  // The character taken away: the inputs are the ones the result was made from.
  await page.keyboard.press('Backspace')
  await expectCurrent(page, s)
  await paneButton(page, s.output, 'Copy').click()
  expect(await readClipboard(page)).toBe('{\n  "a": 1\n}')
})

test('JSON Formatter: a new indent marks Format out of date but not Minify; a stale "✅ Valid JSON" is marked too', async ({ page }) => {
  const s = SCREENS[0]!
  await open(page, s)
  await setEditor(page, s.input, s.text)
  await button(page, 'Format').click()
  await page.getByLabel('Indent').selectOption('4')
  await expectStale(page, s)
  await page.getByLabel('Indent').selectOption('2')
  await expectCurrent(page, s)

  await button(page, 'Minify').click()
  await page.getByLabel('Indent').selectOption('8')
  await expectCurrent(page, s)

  await button(page, 'Validate').click()
  await expect(page.getByTestId('json-output-text')).toHaveText('✅ Valid JSON')
  await expect(note(page)).toHaveCount(0)
  await setEditor(page, s.input, '{"a":')
  await expect(note(page)).toHaveText(`${NOTE} Press Validate to update it.`)
  await expect(page.getByTestId('json-output-text')).toHaveAttribute('data-stale', 'true')
  await button(page, 'Validate').click()
  await expect(page.getByTestId('json-output-text')).toHaveCount(0)
  await expect(page.getByTestId('json-error')).toBeVisible()
  await expect(note(page)).toHaveCount(0)
})

test('an error is marked out of date too, and its mark leaves the edited text', async ({ page }) => {
  const s = SCREENS[0]!
  await open(page, s)
  await setEditor(page, s.input, '{"a":}')
  await button(page, 'Format').click()
  await expect(page.getByTestId('json-error')).toBeVisible()
  await expect(page.locator('.cm-error-line')).toHaveCount(1)
  await setEditor(page, s.input, '{"a":1}')
  await expect(note(page)).toHaveText(`${NOTE} Press Format to update it.`)
  await expect(page.locator('.cm-error-line')).toHaveCount(0)
  await expect(page.getByTestId('json-error').locator('xpath=..')).toHaveAttribute('data-stale', 'true')
  await button(page, 'Format').click()
  await expect(page.getByTestId('json-error')).toHaveCount(0)
  await expect(note(page)).toHaveCount(0)
})

test('formatters: a new option (indent size, keyword case, language) marks the result out of date', async ({ page }) => {
  const js = SCREENS.find((x) => x.route === 'js-formatter')!
  await open(page, js)
  await setEditor(page, js.input, js.text)
  await button(page, js.action).click()
  await expectCurrent(page, js)
  await page.getByLabel('Indent Size').selectOption('4')
  await expectStale(page, js)
  await page.getByLabel('Indent Size').selectOption('2')
  await expectCurrent(page, js)
  await page.getByLabel('Language').selectOption('typescript')
  await expectStale(page, js)

  const sql = SCREENS.find((x) => x.route === 'sql-formatter')!
  await open(page, sql)
  await setEditor(page, sql.input, sql.text)
  await button(page, 'Minify SQL').click()
  await expect(paneButton(page, sql.output, 'Copy')).toBeEnabled()
  // Minify collapses white space: a new indent leaves it current, a new keyword case does not.
  await page.getByLabel('Indent Size').selectOption('8')
  await expect(note(page)).toHaveCount(0)
  await page.getByLabel('Keyword Case').selectOption('upper')
  await expect(note(page)).toHaveText(`${NOTE} Press Minify SQL to update it.`)
  await expect(frameCopyHeld(page)).toBeDisabled()
})

test('two-way converters: an option marks its direction; the other tab\'s input does not', async ({ page }) => {
  const csv = SCREENS.find((x) => x.name === 'CSV to JSON')!
  await open(page, csv)
  await setEditor(page, csv.input, csv.text)
  await button(page, csv.action).click()
  await expectCurrent(page, csv)
  await page.getByRole('checkbox', { name: 'First row contains headers' }).uncheck()
  await expectStale(page, csv)
  await page.getByRole('checkbox', { name: 'First row contains headers' }).check()
  await expectCurrent(page, csv)

  const xml = SCREENS.find((x) => x.name === 'JSON to XML')!
  await open(page, xml)
  await setEditor(page, xml.input, xml.text)
  await button(page, xml.action).click()
  await expectCurrent(page, xml)
  await page.getByRole('tab', { name: 'XML to JSON' }).click()
  await setEditor(page, 'XML input', '<root/>')
  await page.getByRole('tab', { name: 'JSON to XML' }).click()
  await expectCurrent(page, xml)
})

test('Base64: "Use output as input" and the decoded-bytes download refuse a stale result', async ({ page }) => {
  const enc = SCREENS.find((x) => x.name === 'Base64 encode')!
  await open(page, enc)
  await setEditor(page, enc.input, enc.text)
  await button(page, 'Encode').click()
  await expect(button(page, 'Use output as input')).toBeEnabled()
  await setEditor(page, enc.input, enc.edited)
  await expect(button(page, 'Use output as input')).toBeDisabled()
  await expect(button(page, 'Use output as input')).toHaveAttribute('title', 'Out of date: press Encode to update it')

  // Bytes that are not UTF-8 (a PNG signature) are offered as a download, held back once stale.
  await page.getByRole('tab', { name: 'Decode', exact: true }).click()
  await setEditor(page, 'Base64 to decode', 'iVBORw0KGgo=')
  await button(page, 'Decode').click()
  await expect(button(page, 'Download decoded bytes')).toBeEnabled()
  await setEditor(page, 'Base64 to decode', 'iVBORw0KGgoA')
  await expect(button(page, 'Download decoded bytes')).toBeDisabled()
  await expect(note(page)).toHaveText(`${NOTE} Press Decode to update it.`)
})

test('Dockerfile Linter: a stale verdict is dimmed under the note', async ({ page }) => {
  const s = SCREENS.find((x) => x.route === 'dockerfile')!
  await open(page, s)
  await setEditor(page, s.input, 'FROM node:20\nUSER node')
  await button(page, 'Lint').click()
  await expect(page.getByTestId('dockerfile-output')).toBeVisible()
  await expect(page.getByTestId('dockerfile-output')).not.toHaveAttribute('data-stale')
  await setEditor(page, s.input, 'FROM node:latest')
  await expect(page.getByTestId('dockerfile-output')).toHaveAttribute('data-stale', 'true')
  await expect(note(page)).toHaveText(`${NOTE} Press Lint to update it.`)
})

// A stale result is greyed, not faded: it stays readable (WCAG AA) in both themes.
test('axe finds no serious or critical violation on stale results (light and dark)', async ({ page }) => {
  for (const s of [SCREENS[0]!, SCREENS.find((x) => x.name === 'CSV to JSON')!, SCREENS.find((x) => x.route === 'dockerfile')!]) {
    await test.step(s.name, async () => {
      await open(page, s)
      await setEditor(page, s.input, s.route === 'json-formatter' ? '{"a":1,"b":"text","c":true,"d":null}' : s.text)
      await button(page, s.action).click()
      await expect(paneButton(page, s.output, 'Copy')).toBeEnabled()
      await setEditor(page, s.input, s.edited)
      await expectStale(page, s)
      await page.mouse.move(0, 0)
      // The shell's toasts are checked elsewhere; check the tool without them.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
      await page.waitForTimeout(300)
      await expectAxeClean(page)
    })
  }
})
