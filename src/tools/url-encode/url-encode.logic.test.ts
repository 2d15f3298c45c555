import { describe, expect, it } from 'vitest'
import { urlCodec } from '../../workers/convert/text.impl'
import { ACTIONS, componentToForm, DEFAULTS, escapeSafeCut, formApplies, inSlices, outcomeOf, plusToSpace, precheck } from './url-encode.logic'

describe('URL encoder screen rules', () => {
  it('offers the three actions of SPEC in order', () => {
    expect(ACTIONS.map((a) => a.label)).toEqual(['Encode Component', 'Encode URI', 'Decode'])
  })

  it("raises SPEC's success toasts", () => {
    expect(outcomeOf(urlCodec({ text: 'a b', mode: 'component' }), 'component')).toEqual({ output: 'a%20b', error: null, toast: { kind: 'success', text: '✅ URL encoded successfully!' } })
    expect(outcomeOf(urlCodec({ text: 'a b', mode: 'uri' }), 'uri').toast.text).toBe('✅ URI encoded successfully!')
    expect(outcomeOf(urlCodec({ text: 'a%20b', mode: 'decode' }), 'decode')).toEqual({ output: 'a b', error: null, toast: { kind: 'success', text: '✅ URL decoded successfully!' } })
  })

  it("raises SPEC's error toasts, then the bad sequence and its place, inline too", () => {
    expect(outcomeOf(urlCodec({ text: 'q=a%20b&%zz', mode: 'decode' }), 'decode')).toEqual({
      output: '',
      error: 'Error decoding URL - invalid format: %zz at character 9 is not % and two hex digits',
      toast: { kind: 'error', text: '❌ Error decoding URL - invalid format: %zz at character 9 is not % and two hex digits' },
    })
    expect(outcomeOf(urlCodec({ text: '\udc00', mode: 'component' }), 'component').toast.text).toBe('❌ Error encoding URL: U+DC00 at character 1 is half of a character (a lone surrogate) and has no UTF-8 form')
    expect(outcomeOf(urlCodec({ text: '\udc00', mode: 'uri' }), 'uri').toast.text).toMatch(/^❌ Error encoding URI: U\+DC00 at character 1 /)
    // A failure the engine cannot explain (the worker stopped) keeps SPEC's words alone.
    expect(outcomeOf({ ok: false }, 'decode')).toMatchObject({ error: 'Error decoding URL - invalid format', toast: { text: '❌ Error decoding URL - invalid format' } })
  })

  it('empty input is not encoded or decoded: a clear error, never a success toast (D31)', () => {
    expect(precheck('', 'decode')).toEqual({ output: '', error: 'Please enter text to decode', toast: { kind: 'error', text: '❌ Please enter text to decode' } })
    expect(precheck('', 'component')?.toast).toEqual({ kind: 'error', text: '❌ Please enter text to encode' })
    expect(precheck('', 'uri')?.toast).toEqual({ kind: 'error', text: '❌ Please enter a URL to encode' })
    // A space is text: it encodes to %20.
    expect(precheck(' ', 'component')).toBeNull()
    expect(precheck('a%20b', 'decode')).toBeNull()
  })

  const SAMPLES = ['a b&c=d/é?😀', "it's (fine)! ~x* -_.", 'a+b c%2B', '100%', ' leading and trailing ', '', 'tab\tnew\nline', '日本語 テキスト']

  it('"+ as space" encodes exactly as an HTML form does (URLSearchParams, application/x-www-form-urlencoded)', () => {
    expect(DEFAULTS).toEqual({ input: '', plusAsSpace: false })
    for (const text of SAMPLES) {
      const form = new URLSearchParams({ k: text }).toString().slice(2)
      const encoded = urlCodec({ text, mode: 'component' })
      expect(encoded.ok && componentToForm(encoded.output), JSON.stringify(text)).toBe(form)
    }
    const enc = urlCodec({ text: 'a b+c', mode: 'component' })
    expect(enc.ok && componentToForm(enc.output)).toBe('a+b%2Bc')
  })

  it('"+ as space" decodes + as a space and %2B as a plus, as URLSearchParams reads a form', () => {
    for (const form of ['a+b', 'a%2Bb+c', 'q=h%C3%A9llo+w%C3%B6rld', '+++', 'x%20y+z']) {
      const decoded = urlCodec({ text: plusToSpace(form), mode: 'decode' })
      expect(decoded.ok && decoded.output, form).toBe(new URLSearchParams(`k=${form}`).get('k'))
    }
    const plain = urlCodec({ text: 'a+b', mode: 'decode' })
    // Off (SPEC): a plus stays a plus.
    expect(plain.ok && plain.output).toBe('a+b')
  })

  it('"+ as space" changes Encode Component and Decode; Encode URI keeps an address as it is', () => {
    expect(ACTIONS.map((a) => formApplies(a.mode))).toEqual([true, false, true])
  })

  it('large text is rewritten in slices that never split a %XX escape, with the same result as at once', async () => {
    const encoded = urlCodec({ text: 'a b!é~(x)'.repeat(20), mode: 'component' })
    if (!encoded.ok) throw new Error('encode')
    for (const size of [3, 4, 5, 7, 64]) {
      expect(await inSlices(encoded.output, componentToForm, { sliceChars: size, cut: escapeSafeCut }), `slice ${size}`).toBe(componentToForm(encoded.output))
      expect(await inSlices('a+b'.repeat(40), plusToSpace, { sliceChars: size })).toBe('a b'.repeat(40))
    }
    // Without the safe cut a slice could end inside '%20' and miss it: the cut steps back before the '%'.
    expect(escapeSafeCut('ab%20cd', 3)).toBe(2)
    expect(escapeSafeCut('ab%20cd', 4)).toBe(2)
    expect(escapeSafeCut('ab%20cd', 5)).toBe(5)
    expect(escapeSafeCut('ab%20cd', 99)).toBe(7)
  })

  it('stops a sliced rewrite when its job is cancelled', async () => {
    const controller = new AbortController()
    const job = inSlices('+'.repeat(100), (s) => {
      controller.abort()
      return s
    }, { sliceChars: 10, signal: controller.signal })
    await expect(job).rejects.toMatchObject({ name: 'AbortError' })
  })
})
