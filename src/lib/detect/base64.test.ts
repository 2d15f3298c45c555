import { describe, expect, it } from 'vitest'
import { base64 } from './base64'
import { sampleOf } from './index'

const run = (text: string) => base64(sampleOf(text))
const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64')

describe('base64 detector', () => {
  it('decodes to text and quotes it', () => {
    expect(run(b64('Hello, World!'))).toEqual([{ toolId: 'base64', confidence: 0.9, reason: 'Base64 of text: “Hello, World!”', kind: 'base64' }])
    expect(run(b64('Grüße aus München'))[0]!.reason).toBe('Base64 of text: “Grüße aus München”')
  })

  it('says when the text is JSON, in Base64 or Base64URL', () => {
    expect(run(b64('{"apiKey":"k","region":"eu","retries":3}'))[0]).toMatchObject({ reason: 'Base64 of JSON (object, 3 keys)', kind: 'base64-json', confidence: 0.95 })
    const url = Buffer.from('{"cursor":"c_8812>>?","limit":50}').toString('base64url')
    expect(url).toMatch(/[-_]/)
    expect(run(url)[0]).toMatchObject({ reason: 'Base64URL of JSON (object, 2 keys)', kind: 'base64url-json' })
  })

  it('reads wrapped Base64 (76 columns) and data: URIs', () => {
    const wrapped = b64('Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(4)).replace(/.{76}/g, '$&\n')
    expect(run(wrapped)[0]!.reason).toMatch(/^Base64 of text: “Lorem ipsum/)
    expect(run(`data:image/png;base64,${b64(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))}`)[0]!.reason).toBe('data: URI, image/png, Base64')
  })

  it('names a file type it knows by its first bytes', () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 7)])
    expect(run(b64(png))[0]).toMatchObject({ reason: 'Base64 of a PNG image', kind: 'base64-binary' })
  })

  it('near miss: Base64 that decodes to binary garbage is not "Base64 text" (a weak guess at most)', () => {
    const garbage = b64(Buffer.from(Array.from({ length: 48 }, (_, i) => (i * 97 + 13) & 0xff)))
    const found = run(garbage)
    expect(found.every((d) => d.kind === 'base64-binary' && d.confidence <= 0.3 && !d.reason.includes('text:'))).toBe(true)
    expect(found[0]!.reason).toMatch(/decodes to binary data, not text/)
  })

  it('near misses: words, hex digests, sentences, mixed alphabets', () => {
    expect(run('password')).toEqual([])
    expect(run('HelloWorld')).toEqual([])
    expect(run('Hello world')).toEqual([])
    expect(run('5eb63bbbe01eeed093cb22bb8f5acdc3').filter((d) => d.kind === 'base64')).toEqual([])
    expect(run('ab+c-d_ef/gh==')).toEqual([])
    expect(run('abc')).toEqual([])
  })

  it('issue 32: text with ~ ^ | \\ and backquotes is text (Base64URL too), not binary', () => {
    expect(run('UmVhZHk_IDxvaz4gfn5-IGRvbmU_Pz4-')).toEqual([
      { toolId: 'base64', confidence: 0.9, reason: 'Base64URL of text: “Ready? <ok> ~~~ done??>>”', kind: 'base64url' },
    ])
    expect(run(b64('echo `date` | tr a-z A-Z > ~/x ^ \\'))[0]).toMatchObject({ kind: 'base64', confidence: 0.9 })
  })
})
