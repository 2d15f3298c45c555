import { describe, expect, it } from 'vitest'
import { handoff, replacedInput } from './handoff'

describe('handoff (D25)', () => {
  it('holds a text for a tool until it is taken, once', () => {
    handoff.putText('base64', 'hello')
    expect(handoff.takeFile('base64')).toBeUndefined()
    expect(handoff.takeText('base64')).toBe('hello')
    expect(handoff.takeText('base64')).toBeUndefined()
  })
  it('holds a recipe step with the result it gave (D35); the text port does not take it', () => {
    handoff.putStep('recipe', { op: 'from-base64', input: 'aGk=' }, 'hi')
    expect(handoff.takeText('recipe')).toBeUndefined()
    expect(handoff.takeStep('recipe')).toEqual({ step: { op: 'from-base64', input: 'aGk=' }, text: 'hi' })
    expect(handoff.takeStep('recipe')).toBeUndefined()
    handoff.putText('recipe', 'plain')
    expect(handoff.takeStep('recipe')).toBeUndefined()
    expect(handoff.takeText('recipe')).toBe('plain')
  })
})

describe('replacedInput: when opening a tool with content offers Undo (issue 32)', () => {
  it('a text field that held something else: replaced', () => {
    expect(replacedInput({ input: '{"a":1}', indentSize: '2' }, { input: '{"b":2}', indentSize: '2' }, '{"b":2}')).toBe(true)
    // The state is the text itself (JWT, case converter, password strength).
    expect(replacedInput('hello', 'world', 'world')).toBe(true)
    expect(replacedInput('eyJ.old.sig', 'eyJ.new.sig', 'Bearer eyJ.new.sig')).toBe(true)
    // A port that reshapes the text (a LinkedIn post's paragraphs, a domain from a URL).
    expect(replacedInput({ html: '<p>mine</p>' }, { html: '<p>Tom &amp; Jerry</p>' }, 'Tom & Jerry')).toBe(true)
    expect(replacedInput({ domain: 'mine.org', type: 'A' }, { domain: 'example.com', type: 'A' }, 'https://example.com/a')).toBe(true)
  })

  it('nothing there before, the same text again, or the default sample: not replaced', () => {
    expect(replacedInput({ input: '', indentSize: '2' }, { input: '{"b":2}', indentSize: '2' }, '{"b":2}')).toBe(false)
    expect(replacedInput({ input: ' \n ' }, { input: 'x' }, 'x')).toBe(false)
    expect(replacedInput('', 'world', 'world')).toBe(false)
    expect(replacedInput({ input: 'same' }, { input: 'same' }, 'same')).toBe(false)
    const defaults = { version: '1.0.0', range: '' }
    expect(replacedInput({ version: '1.0.0', range: '' }, { version: '2.3.4', range: '' }, '2.3.4', defaults)).toBe(false)
    expect(replacedInput({ version: '1.4.0', range: '' }, { version: '2.3.4', range: '' }, '2.3.4', defaults)).toBe(true)
  })

  it("a tab or mode the port switches is a choice, not the user's input", () => {
    // Base64: the other tab's text stays, only the side changes.
    const base64 = { textInput: 'hello', base64Input: '', side: 'encode' }
    expect(replacedInput(base64, { ...base64, side: 'decode', base64Input: 'aGk=' }, 'aGk=')).toBe(false)
    expect(replacedInput({ ...base64, base64Input: 'b2xk' }, { ...base64, side: 'decode', base64Input: 'aGk=' }, 'aGk=')).toBe(true)
    // A one-word text is still text when it is what was sent.
    expect(replacedInput({ input: 'mine', mode: 'encode' }, { input: 'decode', mode: 'decode' }, 'decode')).toBe(true)
    expect(replacedInput({ kind: 'url', text: '' }, { kind: 'text', text: 'Hello' }, 'Hello')).toBe(false)
  })

  it('nested text fields and rebuilt lists count; numbers, blank rows and default lists do not', () => {
    expect(replacedInput({ auth: { token: 'abc.def' } }, { auth: { token: 'xyz.uvw' } }, 'curl -H "Authorization: Bearer xyz.uvw" x')).toBe(true)
    expect(replacedInput({ rgb: { r: 1, g: 2 } }, { rgb: { r: 2, g: 2 } }, '#020200')).toBe(false)
    const own = { fields: [{ name: 'mine' }] }
    expect(replacedInput({ fields: [{ name: 'id' }] }, { fields: [{ name: 'email' }] }, '{"email":1}', own)).toBe(true)
    expect(replacedInput({ fields: [{ name: 'id' }] }, { fields: [{ name: 'id' }] }, '{"id":1}', own)).toBe(false)
    // Without the defaults a list may be the tool's sample: it does not count.
    expect(replacedInput({ fields: [{ name: 'id' }] }, { fields: [{ name: 'email' }] }, '{"email":1}')).toBe(false)
    expect(replacedInput({ fields: [{ name: 'id' }] }, { fields: [{ name: 'email' }] }, '{"email":1}', { fields: [{ name: 'id' }] })).toBe(false)
    expect(replacedInput({ params: [{ key: '', value: '' }] }, { params: [{ key: 'a', value: '1' }] }, 'https://x/?a=1', { params: [] })).toBe(false)
    expect(replacedInput(null, { input: 'x' }, 'x')).toBe(false)
  })
})

describe('handoff: the key that verifies a token rides with it (issue 34), in memory only', () => {
  const pem = { verifyKey: '-----BEGIN PUBLIC KEY-----\nMFkw\n-----END PUBLIC KEY-----\n', encoding: 'utf8' as const }
  it('given with the text: taken once, only for the same text', () => {
    handoff.putText('jwt', 'a.b.c', { verifyKey: 'c2VjcmV0', encoding: 'base64url' })
    expect(handoff.takeVerifyKey('jwt', 'x.y.z')).toBeUndefined()
    expect(handoff.takeText('jwt')).toBe('a.b.c')
    expect(handoff.takeVerifyKey('jwt', ' a.b.c\n')).toEqual({ verifyKey: 'c2VjcmV0', encoding: 'base64url' })
    expect(handoff.takeVerifyKey('jwt', 'a.b.c')).toBeUndefined()
  })
  it('offered by the screen that shows the text: Send to (which passes the text only) carries it', () => {
    handoff.offerVerifyKey('jwt', 'a.b.c', pem)
    handoff.putText('base64', 'a.b.c')
    expect(handoff.takeVerifyKey('base64', 'a.b.c')).toBeUndefined()
    handoff.putText('jwt', 'a.b.c')
    // The screen that offered it goes away as the next one opens: what rides is kept.
    handoff.offerVerifyKey('jwt', null)
    expect(handoff.takeText('jwt')).toBe('a.b.c')
    expect(handoff.takeVerifyKey('jwt', 'a.b.c')).toEqual(pem)
  })
  it('another text, or a withdrawn offer, carries no key; a new text drops one not taken', () => {
    handoff.offerVerifyKey('jwt', 'a.b.c', pem)
    handoff.putText('jwt', 'a.b.X')
    expect(handoff.takeVerifyKey('jwt', 'a.b.X')).toBeUndefined()
    handoff.putText('jwt', 'a.b.c')
    handoff.putText('jwt', 'd.e.f')
    expect(handoff.takeVerifyKey('jwt', 'a.b.c')).toBeUndefined()
    handoff.offerVerifyKey('jwt', null)
    handoff.putText('jwt', 'a.b.c')
    expect(handoff.takeVerifyKey('jwt', 'a.b.c')).toBeUndefined()
    handoff.takeText('jwt')
  })
})
