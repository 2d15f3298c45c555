import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

/** The CodeMirror content element carrying a field's label as its accessible name. */
export const editor = (page: Page, label: string) => page.locator(`.cm-content[aria-label="${label}"]`)

/**
 * A paste as the browser delivers it: a ClipboardEvent carrying text/plain, on `target`, or on the
 * focused element when `target` has left the page in the meantime (the palette's look-alike is
 * replaced by the palette when its code arrives; a real Ctrl+V goes to whatever has the focus).
 */
export async function pasteText(target: Locator, text: string) {
  await target.evaluate((el, t) => {
    const data = new DataTransfer()
    data.setData('text/plain', t)
    const to = el.isConnected ? el : (document.activeElement ?? el)
    to.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, text)
}

/** Replaces an editor's text the way a paste would. */
export async function setEditor(page: Page, label: string, text: string) {
  const content = editor(page, label)
  await content.click()
  await page.keyboard.press('ControlOrMeta+A')
  if (text) await page.keyboard.insertText(text)
  else await page.keyboard.press('Delete')
}

/** The text an editor shows (every line of a short document is rendered). */
export async function editorText(page: Page, label: string) {
  return editor(page, label).evaluate((el) =>
    Array.from(el.querySelectorAll(':scope > .cm-line'))
      .map((l) => {
          const copy = l.cloneNode(true) as HTMLElement
          copy.querySelectorAll('.cm-placeholder').forEach((p) => p.remove())
          return copy.textContent ?? ''
        })
      .join('\n'),
  )
}

export const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())

/** Collects console errors and uncaught page errors, to assert a screen ran cleanly. */
export function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

export async function expectToast(page: Page, text: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible()
}

/** Asserts an editor's document text (without its placeholder), retrying until it matches. */
export async function expectEditorText(page: Page, label: string, text: string) {
  await expect(editor(page, label)).toBeVisible()
  await expect.poll(() => editorText(page, label)).toBe(text)
}

/** Opens every closed sidebar group. */
export async function expandAllGroups(page: Page) {
  const closed = page.getByRole('navigation', { name: 'Tools' }).first().locator('button[aria-expanded="false"]')
  while ((await closed.count()) > 0) await closed.first().click()
}

/** The two colour schemes every screen is checked in (DESIGN.md). */
export const SCHEMES = ['light', 'dark'] as const

/**
 * Switches a page that is already set up to a colour scheme, with transitions off (reduced motion)
 * so colours are final, and waits until the app's theme has followed: one page setup then serves
 * an axe check in each scheme.
 */
export async function useScheme(page: Page, scheme: (typeof SCHEMES)[number]) {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark')
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
}

/** The desktop sidebar (layout.tsx): brand, every tool's link, the offline status. */
export const SIDEBAR = 'aside[aria-label="Sidebar"]'

/**
 * axe finds no serious or critical violation on the screen as it is, in light and then in dark
 * (DESIGN.md): one setup serves both. `scope` narrows or widens the builder (include, exclude).
 * The sidebar is left out unless `sidebar` is set: it is the same on every screen (some 60 links,
 * a good part of each scan), and the shell's and the home page's checks cover it. `inScheme` runs
 * once the scheme is on, before its scan (to show the part of the screen that belongs to it).
 */
export async function expectAxeClean(
  page: Page,
  scope: (builder: AxeBuilder) => AxeBuilder = (b) => b,
  { sidebar = false, inScheme }: { sidebar?: boolean; inScheme?: (scheme: (typeof SCHEMES)[number]) => Promise<void> } = {},
) {
  for (const scheme of SCHEMES) {
    await test.step(scheme, async () => {
      await useScheme(page, scheme)
      await inScheme?.(scheme)
      const builder = new AxeBuilder({ page })
      const results = await scope(sidebar ? builder : builder.exclude(SIDEBAR)).analyze()
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(serious.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), scheme).toEqual([])
    })
  }
}
