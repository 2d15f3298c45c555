import { toolAtom } from '../../lib/persistence'
import { redactHeaderLines, redactUrl } from '../../lib/secrets'
import { defineShare } from '../../lib/share'
import { DEFAULTS, validateState } from './curl.logic'

/** Persisted as `devtools-curl-builder` {method, url, headers, body} (SPEC section 3), plus the layout choice. */
export const curlAtom = toolAtom('curl-builder', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32): the request, with secret header values and URL credentials only when asked for. */
export const curlShare = defineShare(curlAtom, {
  pick: (s, { credentials }) => ({
    method: s.method,
    url: credentials ? s.url : redactUrl(s.url).url,
    headers: credentials ? s.headers : redactHeaderLines(s.headers).text,
    body: s.body,
    multiline: s.multiline,
    insecure: s.insecure,
    compressed: s.compressed,
    language: s.language,
  }),
  credentials: (s) => [...redactUrl(s.url).removed, ...redactHeaderLines(s.headers).removed],
})
