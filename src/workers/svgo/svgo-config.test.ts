import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, svgoConfig } from './svgo-config'

describe('svgoConfig: the toggles map to svgo plugins', () => {
  it('defaults: preset-default as is, multipass, svgo default precision 3', () => {
    expect(svgoConfig(DEFAULT_OPTIONS)).toEqual({ multipass: true, floatPrecision: 3, plugins: ['preset-default'] })
  })

  it('each preset toggle turned off becomes an override of preset-default', () => {
    expect(svgoConfig({ ...DEFAULT_OPTIONS, removeMetadata: false, removeComments: false, removeEditorsNSData: false, mergePaths: false, convertShapeToPath: false }).plugins).toEqual([
      {
        name: 'preset-default',
        params: { overrides: { removeMetadata: false, removeComments: false, removeEditorsNSData: false, mergePaths: false, convertShapeToPath: false } },
      },
    ])
    expect(svgoConfig({ ...DEFAULT_OPTIONS, mergePaths: false }).plugins).toEqual([{ name: 'preset-default', params: { overrides: { mergePaths: false } } }])
  })

  it('viewBox not kept adds removeViewBox (not in svgo 4 preset-default); prefixIds comes last, with a chosen prefix or svgo’s own', () => {
    expect(svgoConfig({ ...DEFAULT_OPTIONS, keepViewBox: false }).plugins).toEqual(['preset-default', 'removeViewBox'])
    expect(svgoConfig({ ...DEFAULT_OPTIONS, prefixIds: true }).plugins).toEqual(['preset-default', 'prefixIds'])
    expect(svgoConfig({ ...DEFAULT_OPTIONS, prefixIds: true, prefix: ' icon ' }).plugins).toEqual(['preset-default', { name: 'prefixIds', params: { prefix: 'icon' } }])
    // A prefix typed while prefixIds is off does nothing.
    expect(svgoConfig({ ...DEFAULT_OPTIONS, prefix: 'icon' }).plugins).toEqual(['preset-default'])
  })

  it('precision, one pass, pretty output and the file name as path', () => {
    expect(svgoConfig({ ...DEFAULT_OPTIONS, precision: 0, multipass: false, pretty: true }, 'logo.svg')).toEqual({
      multipass: false,
      floatPrecision: 0,
      plugins: ['preset-default'],
      js2svg: { pretty: true, indent: 2 },
      path: 'logo.svg',
    })
  })
})
