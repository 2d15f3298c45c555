import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../ui/button'
import { CopyButton } from '../../ui/copy-button'
import { useToolFrame } from '../../ui/tool-frame-context'
import { convertAll, type Conversion } from './case-converter.logic'

export default function CaseConverter() {
  const [text, setText] = useState('')
  const [results, setResults] = useState<Conversion[]>([])
  const convert = () => {
    const r = convertAll(text)
    if (!r.ok) {
      toast.error(r.error)
      return
    }
    setResults(r.results)
  }
  useToolFrame({ result: results.length ? results.map((r) => `${r.label}: ${r.value}`).join('\n') : undefined, mainAction: convert })

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
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div>
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
                <CopyButton variant="ghost" text={r.value} toastMessage={`${r.label} copied to clipboard!`} aria-label={`Copy ${r.label}`} />
              </div>
              <p className="font-mono text-sm break-all whitespace-pre-wrap" data-testid={`case-${r.label}`}>
                {r.value}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Twelve conversions appear here. Press Convert Text.</p>
      )}
    </div>
  )
}
