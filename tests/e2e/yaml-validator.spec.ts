import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { collectErrors, expectEditorText, expectToast, setEditor } from './helpers'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/#/yaml-validator')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('YAML Validator')
})

test("a valid stream: 'YAML is valid!' and every document re-serialised", async ({ page }) => {
  const errors = collectErrors(page)
  await expect(page.getByText('The re-serialised document appears here. Press Validate.')).toBeVisible()
  await setEditor(page, 'YAML input', 'apiVersion: v1\nkind: Service\nspec:\n    ports: [80, 443]\n---\nkind: Deployment\n')
  await button(page, 'Validate').click()
  await expectToast(page, 'YAML is valid!')
  await expect(page.getByTestId('yaml-valid')).toHaveText('Valid YAML · 2 documents')
  await expectEditorText(page, 'Re-serialised YAML', 'apiVersion: v1\nkind: Service\nspec:\n  ports:\n    - 80\n    - 443\n---\nkind: Deployment\n')
  expect(errors).toEqual([])
})

test("an invalid document: the parser's message with line and column, the toast 'Invalid YAML', the input kept", async ({ page }) => {
  const bad = 'name: app\nlist:\n  - a\n   b: 1\n'
  await setEditor(page, 'YAML input', 'ok: 1')
  await button(page, 'Validate').click()
  await expectToast(page, 'YAML is valid!')
  await setEditor(page, 'YAML input', bad)
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByTestId('yaml-error')).toHaveText(/^.+ \(line \d+, column \d+\)$/)
  await expectToast(page, 'Invalid YAML')
  await expect(page.locator('.cm-error-line')).toHaveCount(1)
  await expect(page.getByRole('textbox', { name: 'Re-serialised YAML' })).toHaveCount(0)
  await expectEditorText(page, 'YAML input', bad)
})

test('names the exact position js-yaml reports', async ({ page }) => {
  await setEditor(page, 'YAML input', 'a: 1\n  b: 2\n')
  await button(page, 'Validate').click()
  await expect(page.getByTestId('yaml-error')).toHaveText('bad indentation of a mapping entry (line 2, column 4)')
})

test('persists the input as devtools-yaml-validator', async ({ page }) => {
  await setEditor(page, 'YAML input', 'kept: true')
  await page.reload()
  await expectEditorText(page, 'YAML input', 'kept: true')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-yaml-validator')))!)).toEqual({ input: 'kept: true' })
})

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await setEditor(page, 'YAML input', 'a: 1\n  b: 2\n')
    await button(page, 'Validate').click()
    await expect(page.getByTestId('yaml-error')).toBeVisible()
    await page.mouse.move(0, 0)
    // The shell's toasts fail contrast in light mode (sonner richColors; reported), so check the tool without them.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    await page.waitForTimeout(300) // colour transitions settle
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
