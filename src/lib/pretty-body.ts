import { formatClient } from '../workers/format/format.client'
import { processJson } from '../workers/format/json.impl'

/** Up to this size a JSON answer is laid out on the page; above it, in the format worker (D7). */
const MAIN_THREAD_LIMIT = 256 * 1024

const looksJson = (text: string, contentType: string) => /\bjson\b/i.test(contentType) || /^\s*[[{]/.test(text)

/**
 * An HTTP answer's body as a person wants to read it: JSON pretty-printed with 2 spaces (SPEC),
 * laid out on the text so big numbers and key order stay exactly as sent (D24); anything else as it
 * came. Large bodies go through the format worker so the page never stalls.
 */
export async function prettyBody(text: string, contentType = '', signal?: AbortSignal): Promise<{ text: string; json: boolean }> {
  if (!text.trim() || !looksJson(text, contentType)) return { text, json: false }
  const r = text.length <= MAIN_THREAD_LIMIT
    ? processJson({ text, mode: 'format', indent: 2 })
    : await formatClient.run('json', { text, mode: 'format', indent: 2 }, { signal })
  return r.ok ? { text: r.output, json: true } : { text, json: false }
}
