import { describe, expect, it } from 'vitest'
import { readdirSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'
import { TOOLS } from './registry'
import { CATEGORIES, SPEC_ROUTES } from './categories'

const here = dirname(fileURLToPath(import.meta.url))

describe('tool registry', () => {
  it('collects every tool folder', () => {
    const folders = readdirSync(here).filter((f) => statSync(join(here, f)).isDirectory())
    expect(TOOLS.map((t) => t.id).sort()).toEqual(folders.sort())
    expect(TOOLS.length).toBeGreaterThanOrEqual(2)
  })

  it('gives every tool a unique id that is one of SPEC section 2 routes, in its category', () => {
    const ids = TOOLS.map((t) => t.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const tool of TOOLS) {
      expect(SPEC_ROUTES).toContain(tool.id)
      const category = CATEGORIES.find((c) => c.id === tool.category)
      expect(category, tool.id).toBeDefined()
      expect(category!.routes as readonly string[]).toContain(tool.id)
    }
  })

  it('gives every tool a title, a description, keywords, an icon and a lazy screen', () => {
    for (const tool of TOOLS) {
      expect(tool.title.trim(), tool.id).not.toBe('')
      expect(tool.description.trim().length, tool.id).toBeGreaterThan(10)
      expect(tool.keywords.length, tool.id).toBeGreaterThan(0)
      for (const k of tool.keywords) expect(k.trim(), tool.id).not.toBe('')
      expect(tool.icon, tool.id).toBeTruthy()
      expect(typeof tool.load, tool.id).toBe('function')
    }
  })

  it('orders tools by category, then by SPEC route order', () => {
    const positions = TOOLS.map((t) => SPEC_ROUTES.indexOf(t.id))
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })

  it('lists the eight categories, and the ten entries of SPEC that were "coming soon" as either disabled or real (D28)', () => {
    expect(CATEGORIES.map((c) => c.title)).toEqual([
      'Data Conversion', 'Image Tools', 'Formatters & Beautifiers', 'Security & Hashing',
      'API & Networking', 'Regex & Text', 'Cloud & DevOps', 'Frontend Helpers',
    ])
    const soon = ['gradient', 'svg-optimizer', 'image-compress', 'favicon', 'fake-data', 'json-schema', 'json-typescript', 'qr-code', 'ascii-art', 'unit-converter']
    const disabled = CATEGORIES.flatMap((c) => c.comingSoon.map((e) => e.path))
    // D28: each becomes a real tool; a route that is real is no longer listed as coming soon.
    expect([...disabled, ...soon.filter((p) => SPEC_ROUTES.includes(p))].sort()).toEqual(soon.sort())
    expect(disabled.filter((p) => SPEC_ROUTES.includes(p))).toEqual([])
    // 41 routes of SPEC, the recipe workbench (issue 33), the ten that were coming soon, and issue 34's new tools.
    const issue34 = ['subnet', 'bytes', 'x509', 'keys', 'encrypt']
    expect(SPEC_ROUTES).toHaveLength(42 + soon.filter((p) => SPEC_ROUTES.includes(p)).length + issue34.length)
  })
})
