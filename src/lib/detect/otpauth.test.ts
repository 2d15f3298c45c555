import { describe, expect, it } from 'vitest'
import { detect, sampleOf } from './index'
import { otpauth } from './otpauth'

const run = (text: string) => otpauth(sampleOf(text))
const GOOGLE = 'otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example'

describe('otpauth detector', () => {
  it('takes TOTP and HOTP key URIs, naming the account and never the secret', () => {
    expect(run(GOOGLE)).toEqual([{ toolId: 'keys', confidence: 0.99, reason: 'TOTP key URI: Example:alice@google.com', kind: 'otpauth' }])
    expect(run('otpauth://hotp/ACME%20Co:bob%40example.com?secret=JBSWY3DP&counter=3')[0]!.reason).toBe('HOTP key URI: ACME Co:bob@example.com')
    expect(run(`  ${GOOGLE}\n`)[0]!.toolId).toBe('keys')
    for (const t of [GOOGLE, 'OTPAUTH://TOTP/x?secret=abc']) expect(JSON.stringify(run(t))).not.toMatch(/JBSWY3DPEHPK3PXP|abc/)
  })

  it('leaves other URIs and text alone', () => {
    for (const t of ['https://example.com/?secret=JBSWY3DP', 'otpauth://totp/x', 'otpauth://steam/x?secret=AB', 'otpauth://totp/x?issuer=y', `${GOOGLE}\n${GOOGLE}`, `see ${GOOGLE}`]) expect(run(t), t).toEqual([])
  })

  it('ranks the Keys & Tokens tool first, over the URL and percent-encoding tools', () => {
    for (const t of [GOOGLE, 'otpauth://totp/ACME%20Co:john.doe%40email.com?secret=HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ&issuer=ACME%20Co&algorithm=SHA256&digits=8&period=60']) {
      expect(detect(t)[0]).toMatchObject({ toolId: 'keys', kind: 'otpauth' })
    }
  })
})
