import type { UrlMode } from '../../workers/convert/text.impl'
import { convertClient } from '../../workers/convert/convert.client'
import { ActionConverter } from '../../ui/action-converter'
import { WORK_PANE_HEIGHT } from '../../ui/pane'
import { ACTIONS, outcomeOf, precheck } from './url-encode.logic'
import { urlEncoderShare, urlModeAtom } from './url-encode.state'

export default function UrlEncode() {
  return (
    <ActionConverter<UrlMode>
      share={urlEncoderShare}
      modeAtom={urlModeAtom}
      actions={ACTIONS}
      convert={async (text, mode, signal) => outcomeOf(await convertClient.run('urlCodec', { text, mode }, { signal }), mode)}
      failure={(mode) => outcomeOf({ ok: false }, mode)}
      precheck={precheck}
      id="url"
      className={WORK_PANE_HEIGHT}
      input={{ title: 'Input', label: 'Text or URL to encode or decode', language: 'text', placeholder: 'https://example.com/search?q=héllo wörld&lang=en' }}
      output={{ title: 'Output', label: 'Result', language: 'text', empty: 'The result appears here. Press Encode Component, Encode URI or Decode.' }}
    >
        <p className="text-xs text-muted-foreground">
          Encode Component escapes every reserved character (for a query value or path segment); Encode URI keeps a whole address&apos;s structure (<code>:/?#&amp;=</code>) and escapes the rest.
        </p>
    </ActionConverter>
  )
}
