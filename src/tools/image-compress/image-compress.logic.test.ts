import { describe, expect, it } from 'vitest'
import { mergeWithDefaults } from '../../lib/persistence'
import {
  clampPan,
  codecsInUse,
  DEFAULTS,
  encodeSettings,
  failureMessage,
  jobKey,
  keepsOriginal,
  maxSideOf,
  nextZoom,
  outputName,
  reportText,
  saving,
  savingText,
  sharedFields,
  splitFromKey,
  totalsOf,
  uniqueNames,
  validateState,
  type CompressState,
} from './image-compress.logic'

const state = (patch: Partial<CompressState> = {}): CompressState => ({ ...DEFAULTS, ...patch })

describe('settings', () => {
  it('defaults: same format as the input, Squoosh\'s codec defaults, no resize, keep original', () => {
    expect(DEFAULTS).toEqual({
      format: 'same',
      jpegQuality: 75,
      jpegProgressive: true,
      pngLevel: 2,
      webpQuality: 75,
      webpLossless: false,
      avifQuality: 50,
      avifSpeed: 6,
      resize: false,
      maxSide: 1920,
      keepOriginal: true,
    })
  })

  it('a stored or shared entry is made safe: unknown format, numbers out of range or not whole', () => {
    const stored = { format: 'gif', jpegQuality: 140, pngLevel: -3, webpQuality: 33.6, avifQuality: 'high', avifSpeed: 11, maxSide: 4, resize: 'yes' }
    expect(validateState(mergeWithDefaults(stored, DEFAULTS), DEFAULTS)).toEqual({ ...DEFAULTS, jpegQuality: 100, pngLevel: 0, webpQuality: 34, avifSpeed: 10, maxSide: 16 })
    expect(validateState(state({ maxSide: 99_999, format: 'avif' }), DEFAULTS)).toMatchObject({ maxSide: 16384, format: 'avif' })
  })

  it('each file is encoded with its output codec\'s own options only', () => {
    const s = state({ jpegQuality: 80, jpegProgressive: false, pngLevel: 4, webpQuality: 60, webpLossless: true, avifQuality: 40, avifSpeed: 3 })
    expect(encodeSettings(s, 'jpeg')).toEqual({ format: 'jpeg', quality: 80, progressive: false })
    expect(encodeSettings(s, 'png')).toEqual({ format: 'png', level: 4 })
    expect(encodeSettings(s, 'webp')).toEqual({ format: 'webp', quality: 60, lossless: true })
    expect(encodeSettings(s, 'avif')).toEqual({ format: 'avif', quality: 40, speed: 3 })
    expect(encodeSettings({ ...s, format: 'avif' }, 'png')).toEqual({ format: 'avif', quality: 40, speed: 3 })
    expect(maxSideOf(s)).toBeNull()
    expect(maxSideOf({ ...s, resize: true })).toBe(1920)
  })

  it('D31: a result is out of date when its codec\'s options or the resize change, not another codec\'s', () => {
    const s = state({ format: 'webp' })
    const key = jobKey(s, 'png')
    expect(jobKey({ ...s, jpegQuality: 10, pngLevel: 6, avifSpeed: 1, keepOriginal: false }, 'png')).toBe(key)
    expect(jobKey({ ...s, webpQuality: 76 }, 'png')).not.toBe(key)
    expect(jobKey({ ...s, webpLossless: true }, 'png')).not.toBe(key)
    expect(jobKey({ ...s, resize: true }, 'png')).not.toBe(key)
    expect(jobKey({ ...s, format: 'same' }, 'png')).not.toBe(key)
    // The length only matters while resizing is on.
    expect(jobKey({ ...s, maxSide: 800 }, 'png')).toBe(key)
  })

  it('shows the codecs in play: the chosen one, or those of the inputs when the format stays', () => {
    expect(codecsInUse({ format: 'avif' }, ['png', 'jpeg'])).toEqual(['avif'])
    expect(codecsInUse({ format: 'same' }, ['webp', 'jpeg', 'jpeg'])).toEqual(['jpeg', 'webp'])
    expect(codecsInUse({ format: 'same' }, [])).toEqual(['jpeg', 'png', 'webp', 'avif'])
  })

  it('D32: Share carries the format, the codecs in use and resize, not the other codecs\' options', () => {
    expect(sharedFields('webp')).toEqual(['format', 'webpQuality', 'webpLossless', 'resize', 'maxSide', 'keepOriginal'])
    expect(sharedFields('same')).toEqual(['format', 'jpegQuality', 'jpegProgressive', 'pngLevel', 'webpQuality', 'webpLossless', 'avifQuality', 'avifSpeed', 'resize', 'maxSide', 'keepOriginal'])
  })
})

describe('names', () => {
  it('takes the output format\'s extension; one that already names it is kept', () => {
    expect(outputName('photo.png', 'webp')).toBe('photo.webp')
    expect(outputName('IMG_0042.JPG', 'avif')).toBe('IMG_0042.avif')
    expect(outputName('scan.jpeg', 'jpeg')).toBe('scan.jpeg')
    expect(outputName('Scan.JPG', 'jpeg')).toBe('Scan.JPG')
    expect(outputName('photo.webp', 'jpeg')).toBe('photo.jpg')
    expect(outputName('archive.tar.png', 'png')).toBe('archive.tar.png')
    expect(outputName('no-extension', 'png')).toBe('no-extension.png')
    expect(outputName('.hidden', 'webp')).toBe('.hidden.webp')
  })

  it('ZIP entries are unique, case-insensitively, numbered before the extension', () => {
    expect(uniqueNames(['photo.webp', 'photo.webp', 'Photo.webp', 'chart.webp', 'photo (2).webp'])).toEqual(['photo.webp', 'photo (2).webp', 'Photo (3).webp', 'chart.webp', 'photo (2) (2).webp'])
    expect(uniqueNames(['a/b.png', 'noext', 'noext'])).toEqual(['a_b.png', 'noext', 'noext (2)'])
  })
})

describe('sizes, savings and totals', () => {
  it('saving in percent, rounded; negative when larger', () => {
    expect(saving(4 * 1024 * 1024, 1024 * 1024)).toBe(75)
    expect(saving(1000, 1120)).toBe(-12)
    expect(saving(0, 10)).toBe(0)
    expect(savingText(1000, 250)).toBe('−75%')
    expect(savingText(1000, 1120)).toBe('+12%')
    expect(savingText(1000, 1000)).toBe('0%')
    expect(savingText(1000, 998)).toBe('0%')
  })

  it('keeps the original only when it is what was asked for: same format, same size, and not larger', () => {
    const r = { inKind: 'jpeg' as const, outKind: 'jpeg' as const, resized: false, originalBytes: 1000, bytes: 1200 }
    expect(keepsOriginal({ keepOriginal: true }, r)).toBe(true)
    expect(keepsOriginal({ keepOriginal: true }, { ...r, bytes: 1000 })).toBe(true)
    expect(keepsOriginal({ keepOriginal: true }, { ...r, bytes: 999 })).toBe(false)
    expect(keepsOriginal({ keepOriginal: false }, r)).toBe(false)
    expect(keepsOriginal({ keepOriginal: true }, { ...r, outKind: 'webp' })).toBe(false)
    expect(keepsOriginal({ keepOriginal: true }, { ...r, resized: true })).toBe(false)
  })

  it('totals and the report that Copy gives (SPEC sizes: base 1024, two decimals)', () => {
    const rows = [
      { name: 'a.webp', original: 2 * 1024 * 1024, compressed: 512 * 1024, kept: false },
      { name: 'b.png', original: 1500, compressed: 1500, kept: true },
    ]
    expect(totalsOf(rows)).toEqual({ files: 2, original: 2 * 1024 * 1024 + 1500, compressed: 512 * 1024 + 1500 })
    expect(reportText(rows)).toBe('a.webp: 2 MiB → 512 KiB (−75%)\nb.png: 1.46 KiB → 1.46 KiB (0%, original kept)\nTotal (2 files): 2 MiB → 513.46 KiB (−75%)')
    expect(reportText([])).toBe('')
  })
})

describe('messages', () => {
  it('reading problems say "Could not read", encoding problems "Could not compress"', () => {
    expect(failureMessage('photo.heic', 'unsupported', 'this format is not supported (JPEG, PNG, WebP, AVIF)')).toBe('Could not read photo.heic: this format is not supported (JPEG, PNG, WebP, AVIF)')
    expect(failureMessage('a.png', 'damaged', 'the file is damaged or is not a valid PNG image')).toBe('Could not read a.png: the file is damaged or is not a valid PNG image')
    expect(failureMessage('big.png', 'too-large', '20,000 × 6,000 pixels (120 MP) is over the 100-megapixel limit')).toBe('Could not compress big.png: 20,000 × 6,000 pixels (120 MP) is over the 100-megapixel limit')
    expect(failureMessage('x.jpg', 'crash', 'out of memory')).toMatch(/^Could not compress x\.jpg: the encoder stopped \(out of memory\)\./)
  })
})

describe('the comparison view', () => {
  it('zooms 1x, 2x, 4x, 8x and stops at the ends', () => {
    expect(nextZoom(1, 1)).toBe(2)
    expect(nextZoom(4, 1)).toBe(8)
    expect(nextZoom(8, 1)).toBe(8)
    expect(nextZoom(2, -1)).toBe(1)
    expect(nextZoom(1, -1)).toBe(1)
  })

  it('the divider follows a slider\'s keys', () => {
    expect(splitFromKey(50, 'ArrowRight')).toBe(51)
    expect(splitFromKey(50, 'ArrowUp')).toBe(51)
    expect(splitFromKey(50, 'ArrowLeft')).toBe(49)
    expect(splitFromKey(50, 'ArrowLeft', true)).toBe(40)
    expect(splitFromKey(95, 'PageUp')).toBe(100)
    expect(splitFromKey(3, 'PageDown')).toBe(0)
    expect(splitFromKey(50, 'Home')).toBe(0)
    expect(splitFromKey(50, 'End')).toBe(100)
    expect(splitFromKey(50, 'a')).toBeNull()
  })

  it('pans only as far as the zoomed picture still covers the view', () => {
    const box = { width: 800, height: 400 }
    expect(clampPan({ x: 50, y: 50 }, 1, box)).toEqual({ x: 0, y: 0 })
    expect(clampPan({ x: 1000, y: -1000 }, 2, box)).toEqual({ x: 400, y: -200 })
    expect(clampPan({ x: 100, y: 10 }, 4, box)).toEqual({ x: 100, y: 10 })
  })
})
