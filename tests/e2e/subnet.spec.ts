import { expect, test, type Page } from '@playwright/test'
import { collectErrors, expectAxeClean, pasteText } from './helpers'

const detail = (page: Page, label: string) => page.getByTestId('subnet-details').locator(`dd[data-label="${label}"]`)

test('a CIDR pasted on the home page opens the calculator with its table', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await pasteText(page.locator('body'), '172.16.5.77/20')
  await expect(page.getByRole('dialog').locator('[cmdk-item]').first()).toContainText('IPv4 network 172.16.5.77/20')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IP Subnet Calculator')
  await expect(page.getByLabel('IP address, CIDR or range')).toHaveValue('172.16.5.77/20')
  // As Python's ipaddress.ip_network('172.16.5.77/20', strict=False) gives them.
  await expect(detail(page, 'Network')).toHaveText('172.16.0.0/20')
  await expect(detail(page, 'Netmask')).toHaveText('255.255.240.0')
  await expect(detail(page, 'Broadcast address')).toHaveText('172.16.15.255')
  await expect(detail(page, 'Usable hosts')).toHaveText('4,094')
  await page.getByLabel('IP address, CIDR or range').fill('10.0.0.300/24')
  await expect(page.getByRole('alert')).toHaveText('Not an IPv4 or IPv6 address or CIDR: 10.0.0.300/24 (octet 300 is over 255)')
  expect(errors).toEqual([])
})

test('splits by host counts (VLSM) with a labelled, keyboard-reachable bar; axe light and dark', async ({ page }) => {
  await page.goto('/#/subnet')
  await page.getByLabel('IP address, CIDR or range').fill('10.0.0.0/24')
  await page.getByLabel('Split by').selectOption('hosts')
  await page.getByLabel('Hosts per subnet').fill('web 100, db 50')
  await expect(page.getByTestId('subnet-split-note')).toHaveText('2 subnets use 192 of 256 addresses; 1 free block is left')
  const bar = page.getByRole('group', { name: 'Address space of 10.0.0.0/24' })
  await expect(bar.getByRole('button')).toHaveCount(3)
  await bar.getByRole('button', { name: 'Subnet web: 10.0.0.0/25, 128 addresses' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(bar.getByRole('button', { name: 'Subnet db: 10.0.0.128/26, 64 addresses' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByTestId('subnet-bar-caption')).toContainText('Free: 10.0.0.192/26, 64 addresses (25.0% of 10.0.0.0/24)')
  await expectAxeClean(page)
})

test('summarises a pasted list into the fewest CIDRs, and a reload keeps it', async ({ page }) => {
  await page.goto('/#/subnet')
  await page.getByRole('tab', { name: 'Summarise' }).click()
  await page.getByLabel('Addresses, CIDRs and ranges (one a line)').fill('10.0.0.0/25\n10.0.0.128/25\n10.0.1.0 - 10.0.1.255\n2001:db8::/33\n2001:db8:8000::/33')
  await expect(page.getByTestId('subnet-summary')).toHaveText('10.0.0.0/23\n2001:db8::/32')
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Summarise' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('subnet-summary')).toHaveText('10.0.0.0/23\n2001:db8::/32')
})
