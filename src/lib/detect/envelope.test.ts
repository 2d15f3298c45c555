import { describe, expect, it } from 'vitest'
import { bytesToBase64 } from '../bytes'
import { encryptEnvelope, ENVELOPE_BASE64, ENVELOPE_HEX, toHex } from '../cipher'
import { envelope } from './envelope'
import { detect } from './index'

const run = (t: string) => envelope({ text: t, trimmed: t.trim(), length: t.length, truncated: false })

describe('envelope detector', async () => {
  const env = await encryptEnvelope({ mode: 'gcm', keyBits: 256, protection: { kind: 'passphrase', passphrase: 'p', kdf: { kind: 'pbkdf2', iterations: 1 } } }, new TextEncoder().encode('hello'))
  it('takes an envelope as Base64 (wrapped or not) or hex, and ranks the tool first', () => {
    const b64 = bytesToBase64(env)
    expect([b64.slice(0, 8), toHex(env).slice(0, 12)]).toEqual([ENVELOPE_BASE64, ENVELOPE_HEX])
    expect(run(b64)).toEqual([{ toolId: 'encrypt', confidence: 0.99, reason: 'Encrypted envelope (Base64)', kind: 'encrypted-envelope' }])
    expect(run(b64.replace(/.{20}/g, '$&\n'))[0]?.toolId).toBe('encrypt')
    expect(run(toHex(env).toUpperCase())[0]?.reason).toBe('Encrypted envelope (hex)')
    for (const t of [b64, toHex(env)]) expect(detect(t)[0]?.toolId).toBe('encrypt')
  })
  it('leaves other Base64 and hex alone', () => {
    for (const t of ['SGVsbG8gd29ybGQ=', 'deadbeef', 'RFRFTkMB not base64!', '']) expect(run(t)).toEqual([])
  })
})
