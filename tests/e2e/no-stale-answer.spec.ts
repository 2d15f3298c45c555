import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { API, uniquePath } from './api-server'
import { readClipboard, setEditor } from './helpers'

/**
 * DECISIONS D31, issue 32 item 9: no stale answer, in every tool. For each tool with a result: make
 * one, change the input, and find the result recomputed (what the frame copies is the new one) or
 * marked out of date (the frame's Copy held back, and a visible note). The result is read through
 * the frame's own Ctrl+Shift+C, so one walk fits every screen.
 *
 * The tools are walked by hash navigation inside a few tests (a page per tool would cost more than
 * the whole walk). Tools without a result of their own are listed, with why, in NO_RESULT.
 */

type Step = (page: Page) => Promise<void>
type Walk = { id: string; make: Step; change: Step }

const ed = (label: string, text: string): Step => (page) => setEditor(page, label, text)
const fill = (label: string, text: string): Step => (page) => page.getByLabel(label, { exact: true }).fill(text)
const press = (name: string): Step => (page) => page.getByRole('button', { name, exact: true }).click()
const steps = (...all: Step[]): Step => async (page) => {
  for (const s of all) await s(page)
}
const nothing: Step = async () => undefined

const DNS = 'https://cloudflare-dns.com/dns-query'
const dnsAnswer = (ip: string) => ({ Status: 0, Question: [{ name: 'example.com', type: 1 }], Answer: [{ name: 'example.com', type: 1, TTL: 60, data: ip }] })

/** Tools with no result of their own to walk, and why. */
const NO_RESULT: Record<string, string> = {
  diff: 'a live view, no result to copy (tests/e2e/diff.spec.ts)',
  'text-diff': 'a live view, no result to copy (tests/e2e/text-diff.spec.ts)',
  'password-strength': 'a live verdict, no result to copy',
  'image-converter': 'files only; its stale mark is in tests/e2e/image-converter.spec.ts',
  'image-compress': 'files only; its stale mark is in tests/e2e/image-compress.spec.ts',
}

const WALKS: Walk[] = [
  // Button tools: marked out of date until the button runs again.
  { id: 'json-formatter', make: steps(ed('JSON input', '{"a":1}'), press('Format')), change: ed('JSON input', '{"b":2}') },
  { id: 'json-yaml', make: steps(ed('JSON input', '{"a":1}'), press('Convert to YAML')), change: ed('JSON input', '{"b":2}') },
  { id: 'json-xml', make: steps(ed('JSON input', '{"a":1}'), press('Convert to XML')), change: ed('JSON input', '{"a":2}') },
  { id: 'csv-json', make: steps(ed('CSV input', 'name\nAda'), press('Convert to JSON')), change: ed('CSV input', 'name\nGrace') },
  { id: 'base64', make: steps(ed('Text to encode', 'hello'), press('Encode')), change: ed('Text to encode', 'hello world') },
  { id: 'url-encode', make: steps(ed('Text or URL to encode or decode', 'a b&c'), press('Encode Component')), change: ed('Text or URL to encode or decode', 'a b&d') },
  { id: 'html-entity', make: steps(ed('Text or HTML to encode or decode', '<p>Tom & Jerry</p>'), press('Encode')), change: ed('Text or HTML to encode or decode', '<p>Tom</p>') },
  { id: 'js-formatter', make: steps(ed('JavaScript Input', 'const a={b:1}'), press('Format JavaScript')), change: ed('JavaScript Input', 'const a={c:2}') },
  { id: 'css-formatter', make: steps(ed('CSS Input', 'a{color:red}'), press('Format CSS')), change: ed('CSS Input', 'a{color:blue}') },
  { id: 'html-formatter', make: steps(ed('HTML Input', '<div><p>hi</p></div>'), press('Format HTML')), change: ed('HTML Input', '<div><p>ho</p></div>') },
  { id: 'sql-formatter', make: steps(ed('SQL Input', 'select a from t'), press('Format SQL')), change: ed('SQL Input', 'select b from t') },
  { id: 'xml-formatter', make: steps(ed('XML Input', '<r><a>1</a></r>'), press('Prettify')), change: ed('XML Input', '<r><a>2</a></r>') },
  { id: 'yaml-validator', make: steps(ed('YAML input', 'a: 1'), press('Validate')), change: ed('YAML input', 'a: 2') },
  { id: 'dockerfile', make: steps(ed('Dockerfile', 'FROM node:latest'), press('Lint')), change: ed('Dockerfile', 'FROM node:20') },
  { id: 'timestamp', make: steps(fill('Unix Timestamp', '1700000000'), press('Convert to Date')), change: fill('Unix Timestamp', '1800000000') },
  { id: 'bcrypt', make: steps(fill('Password', 'secret one'), fill('Rounds', '4'), press('Generate Hash')), change: fill('Password', 'secret two') },
  { id: 'gitignore', make: steps((page) => page.getByRole('combobox', { name: 'Templates', exact: true }).fill('node'), press('Generate')), change: (page) => page.getByRole('combobox', { name: 'Templates', exact: true }).fill('python') },
  // Network tools: nothing is sent again by itself; the old answer is marked.
  {
    id: 'dns',
    make: async (page) => {
      await page.route(`${DNS}**`, (route) => route.fulfill({ status: 200, contentType: 'application/dns-json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify(dnsAnswer('93.184.216.34')) }))
      await fill('Domain', 'example.com')(page)
      await press('Lookup')(page)
    },
    change: fill('Domain', 'example.org'),
  },
  { id: 'rest-client', make: steps((page) => page.getByRole('textbox', { name: 'URL', exact: true }).fill(`${API}${uniquePath('walk')}`), press('Send')), change: (page) => page.getByRole('textbox', { name: 'URL', exact: true }).fill(`${API}${uniquePath('walk-2')}`) },
  { id: 'graphql', make: steps(fill('Endpoint', `${API}/graphql?t=walk`), ed('Query', '{ hello }'), press('Send')), change: ed('Query', '{ hello(name: "Ada") }') },
  { id: 'webhook', make: steps(fill('URL', `${API}${uniquePath('walk-hook')}`), ed('JSON payload', '{"a":1}'), press('Send')), change: ed('JSON payload', '{"a":2}') },
  // Live tools: the result follows the input.
  { id: 'case-converter', make: fill('Text', 'hello world'), change: fill('Text', 'foo bar') },
  { id: 'semver', make: fill('Version', '1.0.0'), change: fill('Version', '1.2.3-beta.2') },
  { id: 'cron', make: fill('Cron expression', '*/5 * * * *'), change: fill('Cron expression', '0 12 * * *') },
  { id: 'jwt', make: fill('JWT Token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig'), change: fill('JWT Token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIyIn0.sig') },
  { id: 'hash', make: ed('Text to hash', 'abc'), change: ed('Text to hash', 'abcd') },
  { id: 'markdown', make: ed('Markdown', '# One'), change: ed('Markdown', '# Two') },
  { id: 'regex', make: steps(ed('Test string', 'a1 b2'), fill('Pattern', '\\d')), change: fill('Pattern', '[a-z]') },
  { id: 'slug', make: fill('Input text', 'Hello World'), change: fill('Input text', 'Hello There') },
  { id: 'recipe', make: ed('Recipe input', 'aGk='), change: ed('Recipe input', 'aGkh') },
  // The Bytes inspector's result is the selection's hex (the first byte after a new input).
  { id: 'bytes', make: ed('Bytes to inspect', '48 65 6c 6c 6f'), change: ed('Bytes to inspect', '00 11 22 33') },
  // Live: the details follow the address as it is typed.
  { id: 'subnet', make: fill('IP address, CIDR or range', '10.0.0.0/24'), change: fill('IP address, CIDR or range', '10.0.0.0/25') },
  // Live: the certificate's fields follow the pasted text (openssl-made fixtures).
  { id: 'x509', make: fill('Certificate, chain, CSR, CRL or key (PEM, Base64 DER or JWK)', readFileSync('src/tools/x509/fixtures/leaf.pem', 'utf8')), change: fill('Certificate, chain, CSR, CRL or key (PEM, Base64 DER or JWK)', readFileSync('src/tools/x509/fixtures/root.pem', 'utf8')) },
  // Button tools of issue 34: a changed input marks the shown key pair or ciphertext out of date.
  { id: 'keys', make: press('Generate'), change: fill('Comment', 'ada@laptop') },
  { id: 'encrypt', make: steps(ed('Text to encrypt', 'hello'), fill('Passphrase', 'Correct-Horse-Battery-9'), press('Encrypt')), change: ed('Text to encrypt', 'hello world') },
  { id: 'curl', make: fill('URL', 'https://api.example.com/1'), change: fill('URL', 'https://api.example.com/2') },
  { id: 'color-picker', make: fill('Hex', '#ff8800'), change: fill('Hex', '#0000ff') },
  { id: 'contrast', make: fill('Foreground', '#000000'), change: fill('Foreground', '#777777') },
  { id: 'http-status', make: fill('Search status codes', 'teapot'), change: fill('Search status codes', '404') },
  { id: 'linkedin-post', make: (page) => page.getByRole('textbox', { name: 'Post editor' }).fill('First post'), change: (page) => page.getByRole('textbox', { name: 'Post editor' }).fill('Second post') },
  { id: 'unit-converter', make: fill('Metre (m)', '1'), change: fill('Metre (m)', '2') },
  { id: 'gradient', make: nothing, change: (page) => page.getByLabel('Stop 2 colour', { exact: true }).fill('#00ff00') },
  // The result is the <link> tags: they follow the path the files are served from.
  { id: 'favicon', make: fill('Letters or emoji', 'K'), change: fill('Path the files are served from', '/icons/') },
  { id: 'qr-code', make: fill('URL', 'https://example.com/1'), change: fill('URL', 'https://example.com/2') },
  { id: 'svg-optimizer', make: ed('SVG markup', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'), change: ed('SVG markup', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="2" height="2"/></svg>') },
  { id: 'json-schema', make: steps(ed('JSON Schema', '{"type":"object","required":["id"]}'), ed('JSON document', '{"id":1}')), change: ed('JSON document', '{"name":1}') },
  { id: 'json-typescript', make: ed('JSON input', '{"a":1}'), change: ed('JSON input', '{"b":"x"}') },
  { id: 'ascii-art', make: (page) => page.getByRole('textbox', { name: 'Text', exact: true }).fill('Hi'), change: (page) => page.getByRole('textbox', { name: 'Text', exact: true }).fill('Ho') },
  // Generators: a new option makes a new result at once (or marks the old one).
  { id: 'fake-data', make: nothing, change: fill('Count (1–100,000)', '3') },
  { id: 'lorem', make: nothing, change: (page) => page.getByLabel(/Number of paragraphs/).fill('2') },
  { id: 'password', make: press('Generate Password'), change: fill('Length', '20') },
  { id: 'uuid', make: nothing, change: async (page) => void (await page.getByLabel('Version').selectOption('v7')) },
]

const SENTINEL = '(nothing copied)'
const frameCopyHeld = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Copy (the result is out of date)' })

/** What the frame's Copy shortcut gives now: the current result, or the sentinel when there is none or it is held. */
async function copied(page: Page): Promise<string> {
  await page.evaluate((s) => navigator.clipboard.writeText(s), SENTINEL)
  await page.keyboard.press('ControlOrMeta+Shift+C')
  // The shortcut copies asynchronously (a held result is read back first).
  await page.waitForTimeout(100)
  return readClipboard(page)
}

async function walk(page: Page, w: Walk) {
  await page.goto(`/#/${w.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await w.make(page)
  let before = SENTINEL
  await expect.poll(async () => (before = await copied(page)), { message: `${w.id}: a result to copy` }).not.toBe(SENTINEL)
  await w.change(page)
  // Recomputed (a new result is what the frame copies) or marked (Copy held back, with a note).
  await expect
    .poll(
      async () => {
        if (await frameCopyHeld(page).isVisible()) return (await page.getByTestId('stale-note').count()) > 0 ? 'marked' : 'held without a visible note'
        const now = await copied(page)
        return now !== SENTINEL && now !== before ? 'recomputed' : `still "${now.slice(0, 40)}"`
      },
      { message: `${w.id}: after the change, the result is recomputed or marked out of date` },
    )
    .toMatch(/^(recomputed|marked)$/)
}

test('every tool with a result is walked (or listed with why not)', () => {
  const walked = new Set(WALKS.map((w) => w.id))
  const tools = readdirSync('src/tools').filter((id) => existsSync(`src/tools/${id}/index.ts`))
  expect(tools.length).toBeGreaterThan(40)
  for (const id of tools) expect(walked.has(id) || id in NO_RESULT, `${id}: add it to WALKS, or to NO_RESULT with why`).toBe(true)
})

// A few tests, each a run of tools by hash navigation: fast, and a failure names its tool.
const CHUNKS = 4
for (let c = 0; c < CHUNKS; c++) {
  const part = WALKS.filter((_, i) => i % CHUNKS === c)
  test(`D31: a changed input recomputes or marks the result (${part.map((w) => w.id).join(', ')})`, async ({ page }) => {
    test.setTimeout(120_000)
    for (const w of part) await test.step(w.id, () => walk(page, w))
  })
}
