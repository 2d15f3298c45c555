/**
 * The REST Client's History (beyond SPEC, as in Hoppscotch): every request sent, in full (method,
 * URL, params, headers, auth, body, scripts) as the form held it when Send was pressed, the newest
 * first, at most 50. Kept only in this browser (`devtools-rest-client-history`), apart from the
 * request's own state, so it never travels in a Share link. Pure: runs in node for the tests.
 */
import { mergeWithDefaults } from '../../lib/persistence'
import { DEFAULTS, validateState, type RestState } from './rest-client.logic'

export const HISTORY_FIELDS = ['method', 'url', 'params', 'headers', 'auth', 'bodyType', 'rawBody', 'formData', 'preRequestScript', 'tests'] as const
/** The part of the form that makes a request (not variables, saved requests or settings). */
export type HistoryRequest = Pick<RestState, (typeof HISTORY_FIELDS)[number]>

/** The answer's status code, 'failed' (no answer), 'cancelled', or null (none recorded: the page closed while sending). */
export type HistoryStatus = number | 'failed' | 'cancelled' | null

export type HistoryEntry = {
  id: string
  /** When it was sent (ISO 8601). */
  time: string
  request: HistoryRequest
  status: HistoryStatus
  /** The body (and scripts) were too large to keep: the entry holds the rest of the request. */
  trimmed: boolean
}

export type HistoryState = { entries: HistoryEntry[] }
export const HISTORY_DEFAULTS: HistoryState = { entries: [] }

export const MAX_HISTORY = 50
/** One entry above this (in JSON characters) keeps its request without the body and scripts. */
export const MAX_ENTRY_CHARS = 100_000
/** The whole history stays under this, older entries going first, so it always fits its storage entry. */
export const MAX_HISTORY_CHARS = 900_000

export const HISTORY_MESSAGES = {
  cleared: 'History cleared',
  trimmed: 'The body and scripts were too large to keep in History; the rest of the request is restored.',
} as const

export function historyRequest(s: RestState): HistoryRequest {
  return {
    method: s.method,
    url: s.url,
    params: s.params,
    headers: s.headers,
    auth: s.auth,
    bodyType: s.bodyType,
    rawBody: s.rawBody,
    formData: s.formData,
    preRequestScript: s.preRequestScript,
    tests: s.tests,
  }
}

const size = (v: unknown) => JSON.stringify(v).length

/** Adds what was just sent at the front; the list keeps 50 entries and stays within its size budget. */
export function addToHistory(h: HistoryState, s: RestState, now: Date, id: string): HistoryState {
  let entry: HistoryEntry = { id, time: now.toISOString(), request: historyRequest(s), status: null, trimmed: false }
  if (size(entry) > MAX_ENTRY_CHARS) {
    entry = { ...entry, request: { ...entry.request, rawBody: '', formData: [{ key: '', value: '', enabled: true }], preRequestScript: '', tests: '' }, trimmed: true }
    if (size(entry) > MAX_ENTRY_CHARS) return h // even its URL and headers are too large to keep
  }
  const entries = [entry, ...h.entries].slice(0, MAX_HISTORY)
  let total = entries.reduce((n, e) => n + size(e), 0)
  while (entries.length > 1 && total > MAX_HISTORY_CHARS) total -= size(entries.pop())
  return { entries }
}

/** Records how a sent request ended. */
export function settleHistory(h: HistoryState, id: string, status: Exclude<HistoryStatus, null>): HistoryState {
  if (!h.entries.some((e) => e.id === id && e.status === null)) return h
  return { entries: h.entries.map((e) => (e.id === id ? { ...e, status } : e)) }
}

/** Restoring loads the whole request into the form; variables, saved requests and settings stay. */
export function restoreFromHistory(s: RestState, e: HistoryEntry): RestState {
  return { ...s, ...e.request }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function validStatus(v: unknown): HistoryStatus {
  if (typeof v === 'number' && Number.isInteger(v) && v >= 100 && v <= 999) return v
  return v === 'failed' || v === 'cancelled' ? v : null
}

/** Turns whatever was stored into a history the screen can use: bad entries are left out, requests repaired. */
export function validateHistory(stored: HistoryState, defaults: HistoryState): HistoryState {
  if (!Array.isArray(stored.entries)) return defaults
  const entries = stored.entries
    .filter(isRecord)
    .filter((e) => isRecord(e.request) && typeof e.request.url === 'string')
    .map((e): HistoryEntry => {
      const request = historyRequest(validateState(mergeWithDefaults(e.request, DEFAULTS), DEFAULTS))
      return { id: typeof e.id === 'string' ? e.id : String(e.id ?? ''), time: typeof e.time === 'string' ? e.time : '', request, status: validStatus(e.status), trimmed: e.trimmed === true }
    })
    .slice(0, MAX_HISTORY)
  return { entries }
}

/** "200", "Failed", "Cancelled" or "No answer recorded": how an entry ended, in words. */
export function statusLabel(status: HistoryStatus): string {
  if (typeof status === 'number') return String(status)
  return status === 'failed' ? 'Failed' : status === 'cancelled' ? 'Cancelled' : 'No answer recorded'
}
