import { useAtom } from 'jotai'
import { useDeferredValue, useMemo } from 'react'
import { toast } from 'sonner'
import { Button } from '../../ui/button'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { useToolFrame } from '../../ui/tool-frame-context'
import { convertAll, EMPTY_MESSAGE } from './case-converter.logic'
import { caseAtom } from './case-converter.state'

export default function CaseConverter() {
  const [state, setState] = useAtom(caseAtom)
  const { text, eachLine } = state
  // D31: converting is cheap, so the cards follow the text and the line mode as they change (deferred,
  // so typing never waits on them); Convert Text stays and says when there is nothing to convert.
  const shown = useDeferredValue(state)
  const converted = useMemo(() => convertAll(shown.text, { eachLine: shown.eachLine }), [shown])
  const results = converted.ok ? converted.results : []
  const convert = () => {
    const r = convertAll(text, { eachLine })
    if (!r.ok) toast.error(r.error)
  }
  useToolFrame({ result: results.length ? results.map((r) => `${r.label}: ${r.value}`).join('\n') : undefined, stale: shown !== state, mainAction: convert })

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="case-input" className="text-xs font-medium text-muted-foreground">
          Text
        </label>
        <textarea
          id="case-input"
          rows={4}
          className="w-full rounded-md border border-input bg-background p-3 text-sm outline-none placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
          placeholder="Type or paste text, e.g. XMLHttpRequest or hello world"
          value={text}
          onChange={(e) => setState((s) => ({ ...s, text: e.target.value }))}
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="inline-flex h-9 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={eachLine} onChange={(e) => setState((s) => ({ ...s, eachLine: e.target.checked }))} />
          Each line separately
        </label>
        <Button variant="primary" onClick={convert} aria-keyshortcuts="Control+Enter Meta+Enter">
          Convert Text
        </Button>
      </div>
      {results.length ? (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Results">
          {results.map((r) => (
            <li key={r.label} className="flex flex-col gap-2 rounded-lg border border-border p-3">
              <div className="flex items-center justify-between">
                <h2 className="text-xs font-medium text-muted-foreground">{r.label}</h2>
                <CopyButton
                  variant="ghost"
                  text={r.value}
                  toastMessage={`${r.label} copied to clipboard!`}
                  aria-label={`Copy ${r.label}`}
                />
              </div>
              <p className="font-mono text-sm break-all whitespace-pre-wrap" data-testid={`case-${r.label}`}>
                {r.value}
              </p>
            </li>
          ))}
        </ul>
      ) : converted.ok || converted.error === EMPTY_MESSAGE ? (
        <p className="text-sm text-muted-foreground">Twelve conversions appear here as you type.</p>
      ) : (
        <ErrorText>{converted.error}</ErrorText>
      )}
    </div>
  )
}
