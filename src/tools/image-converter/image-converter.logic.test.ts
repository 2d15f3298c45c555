import { describe, expect, it } from 'vitest'
import { formatBytes } from '../../lib/bytes'
import { matchesFormat, MESSAGES, outputName, qualityLabel, reduction, usesQuality } from './image-converter.logic'

describe('image converter rules', () => {
  it('accepts a file by MIME type or by extension (SPEC section 5)', () => {
    expect(matchesFormat({ name: 'photo.jpg', type: '' }, 'JPEG')).toBe(true)
    expect(matchesFormat({ name: 'photo', type: 'image/jpg' }, 'JPEG')).toBe(true)
    expect(matchesFormat({ name: 'scan.TIF', type: '' }, 'TIFF')).toBe(true)
    expect(matchesFormat({ name: 'scan.bin', type: 'image/x-tiff' }, 'TIFF')).toBe(true)
    expect(matchesFormat({ name: 'logo.svg', type: 'image/svg+xml' }, 'PNG')).toBe(false)
    expect(matchesFormat({ name: 'a.png', type: 'image/png' }, 'PNG')).toBe(true)
  })
  it('words its messages as SPEC does', () => {
    expect(MESSAGES.invalidTypeDetail('PNG')).toBe('Please select a PNG image file.')
    expect(MESSAGES.unsupportedDetail('PNG', 'PNG')).toBe('PNG to PNG is not supported')
    expect(MESSAGES.outputUnsupported('AVIF')).toBe('AVIF output is not supported in this browser')
    expect(MESSAGES.success('PNG', 'WEBP')).toBe('✅ PNG converted to WEBP successfully!')
  })
  it('labels quality Highest >= 90, High >= 70, Medium >= 50, else Low; only for JPEG and WEBP', () => {
    expect([100, 90, 85, 70, 65, 50, 45, 10].map(qualityLabel)).toEqual(['Highest', 'Highest', 'High', 'High', 'Medium', 'Medium', 'Low', 'Low'])
    expect(usesQuality('JPEG') && usesQuality('WEBP')).toBe(true)
    expect(usesQuality('PNG') || usesQuality('GIF') || usesQuality('AVIF')).toBe(false)
  })
  it('computes the size reduction and sizes as SPEC section 9 says', () => {
    expect(reduction(1000, 250)).toBe(75)
    expect(reduction(1000, 1500)).toBe(-50)
    expect(reduction(0, 10)).toBe(0)
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(5 * 1024 * 1024 + 1024 * 1024 * 0.256)).toBe('5.26 MB')
  })
  it('names the download after the input with the output extension', () => {
    expect(outputName('holiday.photo.png', 'WEBP')).toBe('holiday.photo.webp')
    expect(outputName('scan', 'TIFF')).toBe('scan.tiff')
    expect(outputName('a.png', 'JPEG')).toBe('a.jpg')
  })
})
