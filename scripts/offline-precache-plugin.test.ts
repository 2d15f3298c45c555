import { describe, expect, it } from 'vitest'
import { DEFAULTS as FAKE_DEFAULTS } from '../src/tools/fake-data/fake-data.logic'
import { EXTRAS_CACHE as PAGE_CACHE, OFFLINE_FILE as PAGE_FILE } from '../src/app/pwa/offline.logic'
import { DEFAULT_FONT as FIGLET_DEFAULT } from '../src/workers/figlet/fonts'
import { LOCALES } from '../src/workers/fake/fields'
import { classifyAsset, DEFAULT_FONT, fakerLocales, DEFAULT_LOCALE, EXTRAS_CACHE, OFFLINE_FILE, reachableOnlyThrough, splitPrecache } from './offline-precache-plugin.mjs'

const options = { locales: ['base', 'en', 'en_US', 'de', 'de_AT', 'it', 'zh_CN'], benchmarksOnly: new Set(['assets/typescript-Dv1SrnWg.js']) }
const classify = (url: string, head = 'import{a as e}from"./x.js";') => classifyAsset(url, head, options)

describe('classifyAsset: core or extra (issue 32 item 13)', () => {
  it("keeps as core what the tools use by default, and names the page's files as the page does", () => {
    expect(DEFAULT_FONT).toBe(FIGLET_DEFAULT)
    expect(DEFAULT_LOCALE).toBe(FAKE_DEFAULTS.locale)
    expect([OFFLINE_FILE, EXTRAS_CACHE]).toEqual([PAGE_FILE, PAGE_CACHE])
  })

  it('a FIGlet font is an extra by its signature, whatever its name; Standard, drawn by default, is core', () => {
    expect(classify('assets/Doh-B6kq1a0_.js', 'var e=`flf2a$ 25 24 45 -1 6\nDoh by…')).toBe('fonts')
    expect(classify('assets/Big-Mono-12-DbIKf4Xl.js', 'var e=`tlf2a$ 10 9 22 -1 4 0 0 0\n===')).toBe('fonts')
    // The hard blank can be any character.
    expect(classify('assets/Bloody-a1b2c3d4.js', 'var e=`flf2a\u007f 10 9')).toBe('fonts')
    expect(classify('assets/Standard-Bmc1rRgB.js', 'var e=`flf2a$ 6 5 16 15 13 0 24463 229')).toBeNull()
    // Named like a font but not one (the sanitized name of "Standard Deviation", say), or not a font at all.
    expect(classify('assets/Standard-Deviation-Bmc1rRgB.js', 'var e=`flf2a$ 6')).toBe('fonts')
    expect(classify('assets/Binary-CLnH0ueN.js')).toBeNull()
    expect(classify('assets/Doh-B6kq1a0_.wasm', 'flf2a')).toBeNull()
  })

  it("faker's locales other than English are extras: each entry and the data a family shares", () => {
    expect(classify('assets/de-BnQNPXU0.js')).toBe('locales')
    expect(classify('assets/de-CaTyBoah-CaTyBoah.js')).toBe('locales')
    expect(classify('assets/de_AT-RMDZcyYI.js')).toBe('locales')
    expect(classify('assets/en_US-BUiGQpZj.js')).toBe('locales')
    expect(classify('assets/zh_CN-Dvrgtk1M.js')).toBe('locales')
    // English, the default, and its data (which every locale imports) stay in the core.
    expect(classify('assets/en-Bn21UFR9.js')).toBeNull()
    expect(classify('assets/en-Blck6vH3-Dt0p1Bd5.js')).toBeNull()
    expect(classify('assets/base-BpJm8uRb.js')).toBeNull()
    // Every locale the tool offers is one of faker's, which the build reads from node_modules.
    const all = { ...options, locales: fakerLocales(process.cwd()) }
    for (const { id } of LOCALES) expect(classifyAsset(`assets/${id}-a1B2_c-D.js`, '', all)).toBe(id === 'en' ? null : 'locales')
    // Chunks whose names only start like a locale.
    expect(classify('assets/decompress-W8FIgzvw.js')).toBeNull()
    expect(classify('assets/item-W8FIgzvw.js')).toBeNull()
    expect(classify('assets/de-formatter-W8FIgzvw.js')).toBeNull()
  })

  it('the AVIF codec (glue and wasm) is an extra; the other codecs stay in the core', () => {
    expect(classify('assets/avif_enc-Co4TcJko.wasm', '')).toBe('avif')
    expect(classify('assets/avif_dec-CoBwoWHf.js')).toBe('avif')
    expect(classify('assets/squoosh_oxipng_bg-OFMN1KwG.wasm', '')).toBeNull()
    expect(classify('assets/mozjpeg_enc-DO-zoExo.wasm', '')).toBeNull()
    expect(classify('assets/webp_enc_simd-CFvKQ_80.wasm', '')).toBeNull()
  })

  it("the Benchmarks page's own chunks are extras; the shell and files outside assets/ are core", () => {
    expect(classify('assets/typescript-Dv1SrnWg.js')).toBe('benchmarks')
    expect(classify('assets/typescript-h2bi7nrV.js')).toBeNull()
    expect(classify('index.html', '<!doctype html>')).toBeNull()
    expect(classify('manifest.webmanifest', '{')).toBeNull()
    expect(classify('de-BnQNPXU0.js')).toBeNull()
  })
})

describe('reachableOnlyThrough', () => {
  it('finds the chunks one page alone loads, not those the rest of the app shares', () => {
    const graph = new Map([
      ['index.js', ['registry.js', 'bench.js']],
      ['registry.js', ['tool.js']],
      ['tool.js', ['shared.js']],
      ['bench.js', ['shared.js', 'prettier-main.js']],
      ['prettier-main.js', ['babel-main.js']],
      ['babel-main.js', ['bench.js']],
    ])
    expect([...reachableOnlyThrough(graph, ['index.js'], 'bench.js')].sort()).toEqual(['babel-main.js', 'bench.js', 'prettier-main.js'])
    expect([...reachableOnlyThrough(graph, ['index.js'], 'absent.js')]).toEqual(['absent.js'])
  })
})

describe('splitPrecache', () => {
  it('keeps the core in the precache and lists the extras by group, in a fixed order, with their sizes', () => {
    const entries = [
      { url: 'index.html', size: 100, revision: 'a' },
      { url: 'assets/Doh-x.js', size: 30, revision: null },
      { url: 'assets/avif_enc-x.wasm', size: 4000, revision: null },
      { url: 'assets/Bloody-x.js', size: 20, revision: null },
      { url: 'assets/app-x.js', size: 50, revision: null },
    ]
    const kinds: Record<string, 'fonts' | 'avif'> = { 'assets/Doh-x.js': 'fonts', 'assets/Bloody-x.js': 'fonts', 'assets/avif_enc-x.wasm': 'avif' }
    const { core, manifest } = splitPrecache(entries, (url) => kinds[url] ?? null)
    expect(core.map((e) => e.url)).toEqual(['index.html', 'assets/app-x.js'])
    expect(manifest).toEqual({
      core: { files: 2, bytes: 150 },
      extras: [
        { id: 'fonts', label: 'ASCII Art fonts', files: ['assets/Bloody-x.js', 'assets/Doh-x.js'], bytes: 50 },
        { id: 'avif', label: 'AVIF images', files: ['assets/avif_enc-x.wasm'], bytes: 4000 },
      ],
    })
  })
})

