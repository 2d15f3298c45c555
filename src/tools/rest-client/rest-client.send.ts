/**
 * SPEC section 4, "REST Client on Send": measure time, run the optional pre-request script, send the
 * request, store the response headers and body, then run the optional test script. Scripts run in
 * the sandboxed `script` worker (D12); whatever they do, the request still goes out.
 */
import { sendHttp, type HttpResult } from '../../lib/http-send'
import { prettyBody } from '../../lib/pretty-body'
import { runSandboxed } from '../../workers/script/script.client'
import type { ScriptOutcome } from '../../workers/script/script.types'
import {
  bodyView,
  draftRequest,
  environmentPairs,
  fetchBody,
  finalizeRequest,
  fromScriptRequest,
  preparedScriptRequest,
  toScriptRequest,
  toScriptResponse,
  type Pair,
  type Prepared,
  type RestState,
} from './rest-client.logic'

/** A body that is not text: shown as a preview with a Download button. */
export type BinaryBody = { kind: 'image' | 'pdf' | 'binary'; mime: string; reason: string; bytes: Uint8Array }

export type SendOutcome = {
  prepared: Prepared
  result: HttpResult
  /** A text body as shown: JSON pretty-printed with 2 spaces, other text as it came. */
  body: { text: string; json: boolean } | null
  /** A binary body (image, PDF, anything that is not text), instead of `body`. */
  binary: BinaryBody | null
  pre: ScriptOutcome | null
  test: ScriptOutcome | null
  /** The environment after the scripts. */
  environment: Pair[]
}

/** Rejects only with the AbortError of the caller's cancel. */
export async function runSend(s: RestState, signal: AbortSignal): Promise<SendOutcome> {
  let environment = environmentPairs(s.environment)
  let draft = draftRequest(s)
  let pre: ScriptOutcome | null = null
  if (s.preRequestScript.trim()) {
    pre = await runSandboxed({ kind: 'pre-request', code: s.preRequestScript, request: toScriptRequest(draft), environment }, signal)
    draft = fromScriptRequest(pre.request, draft)
    environment = pre.environment
    if (pre.error) console.warn(`REST Client: pre-request script: ${pre.error}`)
  }
  const prepared = finalizeRequest(draft, s.auth, environment)
  const result = await sendHttp({ method: prepared.method, url: prepared.url, headers: prepared.headers, body: fetchBody(prepared.body), timeoutMs: s.timeoutSeconds * 1000, signal })
  let body: SendOutcome['body'] = null
  let binary: BinaryBody | null = null
  let test: ScriptOutcome | null = null
  if (result.ok) {
    const view = bodyView(result.bytes, result.contentType)
    if (view.kind === 'text') {
      body = await prettyBody(view.text, result.contentType, signal).catch((e: unknown) => {
        if (signal.aborted) throw e
        return { text: view.text, json: false }
      })
    } else binary = { ...view, bytes: result.bytes }
    if (s.tests.trim()) {
      test = await runSandboxed({ kind: 'test', code: s.tests, request: preparedScriptRequest(prepared), response: toScriptResponse(result), environment }, signal)
      environment = test.environment
      if (test.error) console.warn(`REST Client: test script: ${test.error}`)
    }
  }
  return { prepared, result, body, binary, pre, test, environment }
}
