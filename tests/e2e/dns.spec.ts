import { expect, test, type Page, type Request } from '@playwright/test'
import { collectErrors, expectAxeClean, expectEditorText } from './helpers'

const CLOUDFLARE = 'https://cloudflare-dns.com/dns-query'
const GOOGLE = 'https://dns.google/resolve'
const CORS = { 'Access-Control-Allow-Origin': '*' }
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

const ANSWER = {
  Status: 0,
  TC: false,
  RD: true,
  RA: true,
  AD: false,
  CD: false,
  Question: [{ name: 'example.com', type: 15 }],
  Answer: [
    { name: 'example.com', type: 15, TTL: 3600, data: '10 mail.example.com.' },
    { name: 'example.com', type: 15, TTL: 3600, data: '20 backup.example.com.' },
  ],
}

test.beforeEach(async ({ page }) => {
  await page.goto('/#/dns')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DNS Lookup')
})

test('asks Cloudflare (the default) with name, type and Accept: application/dns-json; shows a table and the JSON', async ({ page }) => {
  const errors = collectErrors(page)
  const requests: Request[] = []
  await page.route(`${CLOUDFLARE}**`, async (route) => {
    requests.push(route.request())
    await route.fulfill({ status: 200, contentType: 'application/dns-json', headers: CORS, body: JSON.stringify(ANSWER) })
  })
  await expect(page.getByLabel('Record type')).toHaveValue('A')
  await expect(page.getByLabel('Provider')).toHaveValue('cloudflare')
  await page.getByLabel('Domain').fill('Example.COM')
  await page.getByLabel('Record type').selectOption('MX')
  await button(page, 'Lookup').click()
  await expect(page.getByTestId('dns-status')).toHaveText('NOERROR · 2 answers for example.com from Cloudflare')
  const rows = page.getByRole('table').first().locator('tbody tr')
  await expect(rows).toHaveText(['example.comMX360010 mail.example.com.', 'example.comMX360020 backup.example.com.'])
  await expectEditorText(page, 'DNS answer JSON', JSON.stringify(ANSWER, null, 2))
  expect(requests).toHaveLength(1)
  const url = new URL(requests[0]!.url())
  expect(`${url.origin}${url.pathname}`).toBe(CLOUDFLARE)
  expect(Object.fromEntries(url.searchParams)).toEqual({ name: 'example.com', type: 'MX' })
  expect(requests[0]!.method()).toBe('GET')
  expect(requests[0]!.headers()['accept']).toBe('application/dns-json')
  expect(errors).toEqual([])
})

test('asks Google at /resolve without the dns-json header; PTR of an IP asks the in-addr.arpa name', async ({ page }) => {
  const requests: Request[] = []
  await page.route(`${GOOGLE}**`, async (route) => {
    requests.push(route.request())
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: CORS,
      body: JSON.stringify({ Status: 0, Answer: [{ name: '4.4.8.8.in-addr.arpa.', type: 12, TTL: 86400, data: 'dns.google.' }] }),
    })
  })
  await page.getByLabel('Provider').selectOption('google')
  await page.getByLabel('Record type').selectOption('PTR')
  await page.getByLabel('Domain').fill('8.8.4.4')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByRole('table').first().locator('tbody tr')).toHaveText(['4.4.8.8.in-addr.arpa.PTR86400dns.google.'])
  await expect(page.getByText('Reverse lookup of 8.8.4.4')).toBeVisible()
  const url = new URL(requests[0]!.url())
  expect(`${url.origin}${url.pathname}`).toBe(GOOGLE)
  expect(Object.fromEntries(url.searchParams)).toEqual({ name: '4.4.8.8.in-addr.arpa', type: 'PTR' })
  expect(requests[0]!.headers()['accept']).not.toBe('application/dns-json')
})

test("a non-OK status: 'Lookup failed'", async ({ page }) => {
  await page.route(`${CLOUDFLARE}**`, (route) => route.fulfill({ status: 500, headers: CORS, body: 'oops' }))
  await page.getByLabel('Domain').fill('example.com')
  await button(page, 'Lookup').click()
  await expect(page.getByTestId('dns-failed')).toContainText('Lookup failed')
  await expect(page.getByTestId('dns-failed')).toContainText('HTTP 500')
  // D31: a new error replaces the old failure; it does not sit under it.
  await page.getByLabel('Domain').fill('not a domain')
  await button(page, 'Lookup').click()
  await expect(page.getByText('Not a valid domain name')).toBeVisible()
  await expect(page.getByTestId('dns-failed')).toHaveCount(0)
})

test("a network failure: 'Lookup failed'", async ({ page }) => {
  await page.route(`${CLOUDFLARE}**`, (route) => route.abort('connectionrefused'))
  await page.getByLabel('Domain').fill('example.com')
  await button(page, 'Lookup').click()
  await expect(page.getByTestId('dns-failed')).toContainText('Lookup failed')
})

test('NXDOMAIN shows the status and the authority; a bad name is refused without a call; Cancel stops a slow call', async ({ page }) => {
  const requests: string[] = []
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  let hold = false
  await page.route(`${CLOUDFLARE}**`, async (route) => {
    requests.push(route.request().url())
    if (hold) {
      await held
      return route.abort().catch(() => {})
    }
    await route.fulfill({ status: 200, headers: CORS, body: JSON.stringify({ Status: 3, Authority: [{ name: 'com.', type: 6, TTL: 900, data: 'a.gtld-servers.net. nstld.verisign-grs.com. 1 1800 900 604800 86400' }] }) })
  })
  await page.getByLabel('Domain').fill('exa mple.com')
  await button(page, 'Lookup').click()
  await expect(page.getByRole('alert')).toHaveText('Not a valid domain name')
  expect(requests).toEqual([])
  await page.getByLabel('Domain').fill('no-such-name.com')
  await button(page, 'Lookup').click()
  await expect(page.getByTestId('dns-status')).toContainText('NXDOMAIN')
  await expect(page.getByTestId('dns-empty')).toHaveText('The name does not exist (NXDOMAIN).')
  await expect(page.getByRole('table', { name: 'Authority section' })).toContainText('SOA')
  hold = true
  await button(page, 'Lookup').click()
  await button(page, 'Cancel').click()
  await expect(button(page, 'Lookup')).toBeEnabled()
  expect(requests).toHaveLength(2)
  release()
})

test("NOERROR with no answers keeps 'No records of this type.'", async ({ page }) => {
  await page.route(`${CLOUDFLARE}**`, (route) =>
    route.fulfill({ status: 200, headers: CORS, body: JSON.stringify({ Status: 0, Question: [{ name: 'example.com', type: 28 }], Authority: [{ name: 'example.com', type: 6, TTL: 300, data: 'ns.example.com. hostmaster.example.com. 1 7200 3600 1209600 300' }] }) }),
  )
  await page.getByLabel('Domain').fill('example.com')
  await page.getByLabel('Record type').selectOption('AAAA')
  await page.getByLabel('Domain').press('Enter')
  await expect(page.getByTestId('dns-status')).toHaveText('NOERROR · 0 answers for example.com from Cloudflare')
  await expect(page.getByTestId('dns-empty')).toHaveText('No records of this type.')
  await expect(page.getByText('does not exist')).toHaveCount(0)
})

test('persists domain, type and provider as devtools-dns-lookup', async ({ page }) => {
  await page.getByLabel('Domain').fill('example.org')
  await page.getByLabel('Record type').selectOption('TXT')
  await page.getByLabel('Provider').selectOption('google')
  await page.reload()
  await expect(page.getByLabel('Domain')).toHaveValue('example.org')
  await expect(page.getByLabel('Record type')).toHaveValue('TXT')
  await expect(page.getByLabel('Provider')).toHaveValue('google')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-dns-lookup')))!)).toEqual({ domain: 'example.org', type: 'TXT', provider: 'google' })
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await page.route(`${CLOUDFLARE}**`, (route) => route.fulfill({ status: 200, headers: CORS, body: JSON.stringify(ANSWER) }))
  await page.getByLabel('Domain').fill('example.com')
  await button(page, 'Lookup').click()
  await expect(page.getByTestId('dns-status')).toBeVisible()
  await page.waitForTimeout(300) // colour transitions settle
  await expectAxeClean(page)
})
