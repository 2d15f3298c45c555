import { useAtom } from 'jotai'
import type { UrlMode } from '../../workers/convert/text.impl'
import { convertClient } from '../../workers/convert/convert.client'
import type { ShareSpec } from '../../lib/share'
import { ActionConverter } from '../../ui/action-converter'
import { WORK_PANE_HEIGHT } from '../../ui/pane'
import { ACTIONS, componentToForm, escapeSafeCut, formApplies, inSlices, outcomeOf, plusToSpace, precheck } from './url-encode.logic'
import { urlEncoderAtom, urlEncoderShare, urlModeAtom } from './url-encode.state'

/**
 * The worker does the percent-encoding; "+ as space" rewrites its input (Decode) or its output
 * (Encode Component) on the page, in slices so a 20 MB text never stalls it.
 */
async function run(text: string, mode: UrlMode, form: boolean, signal: AbortSignal) {
  const formed = form && formApplies(mode)
  const input = formed && mode === 'decode' ? await inSlices(text, plusToSpace, { signal }) : text
  const result = await convertClient.run('urlCodec', { text: input, mode }, { signal })
  if (!formed || mode !== 'component' || !result.ok) return outcomeOf(result, mode)
  return outcomeOf({ ok: true, output: await inSlices(result.output, componentToForm, { signal, cut: escapeSafeCut }) }, mode)
}

/**
 * ActionConverter is typed for a state of `{ input }` alone; it only ever writes `{ ...s, input }`,
 * so the option beside the input is kept. (A generic `S extends { input: string }` there would
 * make this cast unnecessary.)
 */
const share = urlEncoderShare as unknown as ShareSpec<{ input: string }>

export default function UrlEncode() {
  const [state, setState] = useAtom(urlEncoderAtom)
  const form = state.plusAsSpace
  return (
    <div className="flex flex-col gap-3">
      <label className="inline-flex items-center gap-2 self-start text-sm">
        <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={form} onChange={(e) => setState((s) => ({ ...s, plusAsSpace: e.target.checked }))} />
        + as space (form encoding)
      </label>
      {/* A result made with the other setting is not kept (D31): the panes start again when it changes. */}
      <ActionConverter<UrlMode>
        key={form ? 'form' : 'percent'}
        share={share}
        modeAtom={urlModeAtom}
        actions={ACTIONS}
        convert={(text, mode, signal) => run(text, mode, form, signal)}
        failure={(mode) => outcomeOf({ ok: false }, mode)}
        precheck={precheck}
        recipeStep={(mode, s) => ({ op: mode === 'decode' ? 'url-decode' : 'url-encode', args: { mode: mode === 'decode' ? (form ? 'form' : 'component') : mode === 'uri' ? 'uri' : form ? 'form' : 'component' }, input: s.input })}
        id="url"
        className={WORK_PANE_HEIGHT}
        input={{ title: 'Input', label: 'Text or URL to encode or decode', language: 'text', placeholder: 'https://example.com/search?q=héllo wörld&lang=en' }}
        output={{ title: 'Output', label: 'Result', language: 'text', empty: 'The result appears here. Press Encode Component, Encode URI or Decode.' }}
      >
        <p className="text-xs text-muted-foreground">
          Encode Component escapes every reserved character (for a query value or path segment); Encode URI keeps a whole address&apos;s structure (<code>:/?#&amp;=</code>) and escapes the rest.
          {form ? (
            <>
              {' '}
              With <strong className="font-medium">+ as space</strong>, Encode Component writes form encoding (application/x-www-form-urlencoded: a space becomes <code>+</code>) and Decode reads <code>+</code> as a space; Encode URI is unchanged.
            </>
          ) : null}
        </p>
      </ActionConverter>
    </div>
  )
}
