import { describe, expect, it } from 'vitest'
import { hexBytes } from './hex-bytes'
import { sampleOf } from './index'

const run = (text: string) => hexBytes(sampleOf(text))

describe('hex bytes detector', () => {
  it('takes separated hex pairs in their common layouts, for the Bytes inspector', () => {
    expect(run('48 65 6c 6c 6f')).toEqual([{ toolId: 'bytes', confidence: 0.75, reason: 'Hex bytes, 5 bytes', kind: 'hex-bytes' }])
    expect(run('de:ad:be:ef:00:01')[0]!.reason).toBe('Hex bytes, 6 bytes')
    expect(run('0x89, 0x50, 0x4e, 0x47')[0]!.reason).toBe('Hex bytes, 4 bytes')
    expect(run('{ 0x89, 0x50, 0x4e, 0x47 };')[0]!.reason).toBe('Hex bytes, 4 bytes')
    expect(run('\\x89\\x50\\x4e\\x47')[0]!.reason).toBe('Hex bytes, 4 bytes')
    expect(run('00 01 02 03 04 05 06 07')[0]!.reason).toBe('Hex bytes, 8 bytes')
  })

  it('takes an xxd or hexdump -C dump', () => {
    // printf 'Hello, world!\n' | xxd ; printf 'Hello, world!\n' | hexdump -C
    expect(run('00000000: 4865 6c6c 6f2c 2077 6f72 6c64 210a       Hello, world!.')[0]).toMatchObject({ toolId: 'bytes', confidence: 0.9, reason: 'Hex dump, 1 line' })
    expect(run('00000000  48 65 6c 6c 6f 2c 20 77  6f 72 6c 64 21 0a        |Hello, world!.|\n0000000e')[0]!.reason).toBe('Hex dump, 2 lines')
  })

  it('leaves hashes, numbers, UUIDs, words and prose alone', () => {
    expect(run('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')).toEqual([])
    expect(run('12 34 56 78')).toEqual([])
    expect(run('6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toEqual([])
    expect(run('cafe babe')).toEqual([])
    expect(run('add a bad bead')).toEqual([])
    expect(run('1 2 3 4 5')).toEqual([])
  })
})
