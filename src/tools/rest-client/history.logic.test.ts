import { describe, expect, it } from 'vitest'
import { mergeWithDefaults } from '../../lib/persistence'
import {
  addToHistory,
  HISTORY_DEFAULTS,
  MAX_ENTRY_CHARS,
  MAX_HISTORY,
  MAX_HISTORY_CHARS,
  restoreFromHistory,
  settleHistory,
  statusLabel,
  validateHistory,
  type HistoryState,
} from './history.logic'
import { DEFAULTS, type KeyValueRow, type RestState } from './rest-client.logic'

const row = (key: string, value: string, enabled = true): KeyValueRow => ({ key, value, enabled })
const state = (patch: Partial<RestState>): RestState => ({ ...DEFAULTS, ...patch })
const at = (i: number) => new Date(Date.UTC(2024, 0, 1, 0, 0, i))

const full = state({
  method: 'POST',
  url: 'https://api.example.com/items?page=2',
  params: [row('page', '2'), row('off', '1', false)],
  headers: [row('Content-Type', 'application/json'), row('X-Trace', 't1')],
  auth: { ...DEFAULTS.auth, type: 'bearer', token: 'secret-token' },
  bodyType: 'raw',
  rawBody: '{"a":1}',
  preRequestScript: 'console.log(1)',
  tests: "pm.test('ok', () => {})",
  environment: [row('base', 'https://api.example.com')],
  timeoutSeconds: 12,
})

describe('History', () => {
  it('keeps the full request as sent, newest first, at most 50', () => {
    let h: HistoryState = HISTORY_DEFAULTS
    for (let i = 0; i < 55; i++) h = addToHistory(h, state({ ...full, url: `https://h/${i}` }), at(i), `id-${i}`)
    expect(h.entries).toHaveLength(MAX_HISTORY)
    expect(h.entries[0]).toEqual({
      id: 'id-54',
      time: '2024-01-01T00:00:54.000Z',
      status: null,
      trimmed: false,
      request: {
        method: 'POST',
        url: 'https://h/54',
        params: full.params,
        headers: full.headers,
        auth: full.auth,
        bodyType: 'raw',
        rawBody: '{"a":1}',
        formData: DEFAULTS.formData,
        preRequestScript: 'console.log(1)',
        tests: "pm.test('ok', () => {})",
      },
    })
    expect(h.entries.at(-1)!.request.url).toBe('https://h/5')
    // Variables, saved requests and settings are not part of an entry.
    expect(Object.keys(h.entries[0]!.request)).not.toContain('environment')
    expect(Object.keys(h.entries[0]!.request)).not.toContain('timeoutSeconds')
  })

  it('records how a request ended, once', () => {
    let h = addToHistory(HISTORY_DEFAULTS, full, at(0), 'a')
    h = addToHistory(h, full, at(1), 'b')
    h = settleHistory(h, 'a', 404)
    h = settleHistory(h, 'b', 'cancelled')
    expect(h.entries.map((e) => [e.id, e.status])).toEqual([['b', 'cancelled'], ['a', 404]])
    expect(settleHistory(h, 'a', 'failed')).toBe(h)
    expect(settleHistory(h, 'missing', 200)).toBe(h)
    expect([200, 'failed', 'cancelled', null].map((s) => statusLabel(s as never))).toEqual(['200', 'Failed', 'Cancelled', 'No answer recorded'])
  })

  it('restores the whole request into the form; variables, saved requests and settings stay', () => {
    const h = addToHistory(HISTORY_DEFAULTS, full, at(0), 'a')
    const now = state({ url: 'https://other/', environment: [row('mine', '1')], timeoutSeconds: 99, savedRequests: [{ id: '1', name: 'GET x', method: 'GET', url: 'x', timestamp: '' }] })
    const restored = restoreFromHistory(now, h.entries[0]!)
    expect(restored).toEqual({ ...full, environment: now.environment, timeoutSeconds: 99, savedRequests: now.savedRequests })
  })

  it('keeps a request with a huge body without its body and scripts, and stays within its storage budget', () => {
    const big = state({ ...full, rawBody: 'x'.repeat(MAX_ENTRY_CHARS) })
    const h = addToHistory(HISTORY_DEFAULTS, big, at(0), 'big')
    expect(h.entries[0]).toMatchObject({ trimmed: true, request: { url: full.url, rawBody: '', preRequestScript: '', tests: '', auth: full.auth } })
    const hugeUrl = state({ url: `https://h/${'x'.repeat(MAX_ENTRY_CHARS)}` })
    expect(addToHistory(h, hugeUrl, at(1), 'url')).toBe(h)

    let many: HistoryState = HISTORY_DEFAULTS
    const medium = state({ ...full, rawBody: 'y'.repeat(MAX_ENTRY_CHARS - 2_000) })
    for (let i = 0; i < 20; i++) many = addToHistory(many, medium, at(i), `m-${i}`)
    expect(JSON.stringify(many).length).toBeLessThanOrEqual(MAX_HISTORY_CHARS + 100)
    expect(many.entries[0]!.id).toBe('m-19')
    expect(many.entries.length).toBeLessThan(20)
  })

  it('repairs what was stored: bad entries dropped, requests validated', () => {
    const stored = {
      entries: [
        { id: 'ok', time: '2024-01-01T00:00:00.000Z', status: 201, trimmed: false, request: { ...full, method: 'BREW', headers: 'nope', extra: 1 } },
        { id: 'no-request', time: '', status: 200 },
        'junk',
        { id: 7, request: { url: 'https://h/' }, status: 'weird' },
      ],
    }
    const h = validateHistory(mergeWithDefaults(stored, HISTORY_DEFAULTS), HISTORY_DEFAULTS)
    expect(h.entries).toHaveLength(2)
    expect(h.entries[0]).toMatchObject({ id: 'ok', status: 201, request: { method: 'GET', url: full.url, headers: DEFAULTS.headers, rawBody: '{"a":1}' } })
    expect(h.entries[0]!.request).not.toHaveProperty('extra')
    expect(h.entries[1]).toMatchObject({ id: '7', time: '', status: null, trimmed: false, request: { method: 'GET', url: 'https://h/', bodyType: 'none' } })
    expect(validateHistory(mergeWithDefaults({ entries: 'x' }, HISTORY_DEFAULTS), HISTORY_DEFAULTS)).toEqual(HISTORY_DEFAULTS)
    expect(validateHistory(mergeWithDefaults(null, HISTORY_DEFAULTS), HISTORY_DEFAULTS)).toEqual(HISTORY_DEFAULTS)
  })
})
