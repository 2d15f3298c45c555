import { describe, expect, it } from 'vitest'
import { detect } from '../../lib/detect'
import type { Detection } from '../../lib/detect/types'
import { TOOLS } from '../../tools/registry'
import { detectedTargets, looksLikeContent, mimeMatches, pasteVerdict } from './detected'

const fake = (list: Array<[string, number, string]>) => (): Detection[] => list.map(([toolId, confidence, reason]) => ({ toolId, confidence, reason, kind: toolId }))

describe('detected targets (D25)', () => {
  it('keeps the detectors’ order, one row per tool, the source tool last, unknown ids dropped', () => {
    const d = fake([
      ['json-formatter', 0.95, 'JSON object, 2 keys'],
      ['json-yaml', 0.9, 'JSON to YAML'],
      ['json-formatter', 0.5, 'again'],
      ['no-such-tool', 0.9, 'x'],
      ['case-converter', 0.1, 'Plain text'],
    ])
    expect(detectedTargets({ text: '{}', source: 'paste' }, d).map((t) => [t.tool.id, t.reason])).toEqual([
      ['json-formatter', 'JSON object, 2 keys'],
      ['json-yaml', 'JSON to YAML'],
      ['case-converter', 'Plain text'],
    ])
    expect(detectedTargets({ text: '{}', source: 'send', fromTool: 'json-formatter' }, d).map((t) => t.tool.id)).toEqual(['json-yaml', 'case-converter', 'json-formatter'])
  })

  it('offers a dropped binary file to the tools that take files of its type', () => {
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' })
    expect(detectedTargets({ file: png, source: 'drop' }, detect).map((t) => t.tool.id).sort()).toEqual(['bytes', 'encrypt', 'favicon', 'hash', 'image-compress', 'image-converter', 'qr-code', 'recipe'])
    const zip = new File([new Uint8Array([80, 75, 3, 4])], 'a.zip', { type: 'application/zip' })
    // In the registry's order: the workbench (List ZIP, Gunzip...) and the Bytes inspector before the Hash Generator, then Encrypt & Decrypt.
    expect(detectedTargets({ file: zip, source: 'drop' }, detect).map((t) => t.tool.id)).toEqual(['recipe', 'bytes', 'hash', 'encrypt'])
    expect(mimeMatches('image/*', 'image/webp')).toBe(true)
    expect(mimeMatches('image/*', 'application/pdf')).toBe(false)
  })

  it('with the real detectors: a JWT goes to the JWT Decoder, a UUID names its version, SQL to the SQL Formatter', () => {
    const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLWJ5dGVzLWhlcmUtMTIzNDU2Nzg5MA'
    expect(detectedTargets({ text: token, source: 'paste' }, detect)[0]?.tool.id).toBe('jwt')
    const uuid = detectedTargets({ text: '550e8400-e29b-41d4-a716-446655440000', source: 'paste' }, detect)[0]
    expect(uuid?.tool.id).toBe('uuid')
    expect(uuid?.reason).toMatch(/UUID v4/)
    expect(detectedTargets({ text: 'select id from users where id = 1', source: 'paste' }, detect)[0]?.tool.id).toBe('sql-formatter')
    expect(TOOLS.length).toBeGreaterThan(40)
  })

  it('tells pasted content from a search', () => {
    expect(looksLikeContent('json', detect)).toBe(false)
    expect(looksLikeContent('sha256', detect)).toBe(false)
    expect(looksLikeContent('a\nb', detect)).toBe(true)
    expect(looksLikeContent('550e8400-e29b-41d4-a716-446655440000', detect)).toBe(true)
    expect(looksLikeContent('x'.repeat(81), detect)).toBe(true)
  })

  it('leaves a short paste undecided until the detectors are there, then judges it (issue 32)', () => {
    // Before: only several lines or a long text are content; the rest waits.
    expect(pasteVerdict('1700000000', null)).toBe('undecided')
    expect(pasteVerdict('{"a":1}', null)).toBe('undecided')
    expect(pasteVerdict('uuid', null)).toBe('undecided')
    expect(pasteVerdict('{\n"a":1}', null)).toBe('content')
    expect(pasteVerdict('y'.repeat(81), null)).toBe('content')
    // After: a timestamp and a short JSON are content, a tool's name a search.
    expect(pasteVerdict('1700000000', detect)).toBe('content')
    expect(pasteVerdict('{"a":1}', detect)).toBe('content')
    expect(pasteVerdict('uuid', detect)).toBe('search')
    expect(pasteVerdict('base64', detect)).toBe('search')
  })
})
