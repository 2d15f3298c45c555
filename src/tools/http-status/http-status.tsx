import { useAtom } from 'jotai'
import { Check, Copy, Search, X } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { toast } from 'sonner'
import { copyText } from '../../lib/clipboard'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { COPY_TOAST_MS } from '../../ui/copy-button'
import { inputClass } from '../../ui/field'
import { useToolFrame } from '../../ui/tool-frame-context'
import { countText, groupByClass, noResultsText, refText, refUrl, rowLabel, searchStatus, type StatusCode } from './http-status.logic'
import { statusQueryAtom } from './http-status.state'

/** The registry's "(Unused)" already says so in the meaning; an obsoleted code gets a badge. */
function NoteBadge({ note }: { note: StatusCode['note'] }) {
  if (note !== 'obsoleted') return null
  return <span className="ml-2 inline-flex items-center rounded-full border border-border bg-muted px-2 py-0.5 align-middle text-[11px] font-medium text-muted-foreground">Obsoleted</span>
}

/** An icon-only copy button for a row (the shared CopyButton carries a text label). */
function CopyRow({ text }: { text: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const t = setTimeout(() => setCopied(false), COPY_TOAST_MS)
    return () => clearTimeout(t)
  }, [copied])
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Copy ${text}`}
      title={`Copy “${text}”`}
      onClick={async () => {
        try {
          await copyText(text)
          setCopied(true)
          toast.success(`${text} copied to clipboard!`, { duration: COPY_TOAST_MS })
        } catch {
          toast.error('❌ Could not copy to the clipboard')
        }
      }}
    >
      {copied ? <Check aria-hidden className="text-success" /> : <Copy aria-hidden />}
    </Button>
  )
}

/**
 * One status code. In a narrow card (under 36rem, as on a phone) the row becomes a small card: the
 * code, meaning and copy button on one line, the description wrapping below at full width, so nothing
 * scrolls sideways or is cut. The explicit roles keep it a table for screen readers in both layouts.
 */
function Row({ s }: { s: StatusCode }) {
  return (
    <tr
      role="row"
      className="border-b border-border align-top last:border-0 @max-xl:grid @max-xl:grid-cols-[3.5rem_minmax(0,1fr)_auto] @max-xl:pb-2.5"
      data-testid={`status-${s.code}`}
    >
      <td role="cell" className="py-2 pr-4 pl-3 font-mono text-sm font-semibold @max-xl:py-2.5 @max-xl:pr-2">
        {s.code}
      </td>
      <td role="cell" className="py-2 pr-4 text-sm font-medium @max-xl:py-2.5 @max-xl:pr-2 @max-xl:break-words">
        {s.meaning}
        <NoteBadge note={s.note} />
        {s.aliases?.length ? <span className="block text-xs font-normal text-muted-foreground">Also known as {s.aliases.map((a) => `“${a}”`).join(', ')}</span> : null}
      </td>
      <td role="cell" className="py-2 pr-2 text-sm break-words @max-xl:col-span-full @max-xl:row-start-2 @max-xl:py-0 @max-xl:pr-3 @max-xl:pl-3" data-testid="status-description">
        <span>{s.description}</span>{' '}
        <a href={refUrl(s)} target="_blank" rel="noreferrer noopener" className="text-xs whitespace-nowrap text-muted-foreground underline-offset-2 hover:underline">
          {refText(s)}
        </a>
      </td>
      <td role="cell" className="py-1.5 pr-2 text-right @max-xl:col-start-3 @max-xl:row-start-1 @max-xl:py-0.5 @max-xl:pr-1.5">
        <CopyRow text={rowLabel(s)} />
      </td>
    </tr>
  )
}

export default function HttpStatus() {
  const [query, setQuery] = useAtom(statusQueryAtom)
  const shown = useMemo(() => searchStatus(query), [query])
  const groups = useMemo(() => groupByClass(shown), [shown])

  useToolFrame({ result: shown.length ? shown.map(rowLabel).join('\n') : undefined })

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-0 flex-1 basis-64 sm:max-w-md">
          <Search aria-hidden className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" />
          <input
            type="search"
            aria-label="Search status codes"
            className={cn(inputClass, 'pr-9 pl-9 [&::-webkit-search-cancel-button]:appearance-none')}
            placeholder="Search: 404, 5xx, teapot, rate limit…"
            value={query}
            // Opening the reference is for looking something up: the cursor starts in the search box.
            autoFocus
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && query) {
                e.preventDefault()
                setQuery('')
              }
            }}
          />
          {query ? (
            <Button variant="ghost" size="icon" className="absolute top-0.5 right-0.5" aria-label="Clear search" onClick={() => setQuery('')}>
              <X aria-hidden />
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground" role="status" data-testid="status-count">
          {countText(shown.length)}
        </p>
      </div>

      {groups.length ? (
        groups.map(({ cls, codes }) => {
          const id = `status-class-${cls.digit}`
          return (
            <section key={cls.digit} aria-labelledby={id} className="@container overflow-hidden rounded-lg border border-border bg-background">
              <h2 id={id} className="border-b border-border bg-surface px-3 py-2 text-sm font-semibold">
                {cls.label}
              </h2>
              <table className="w-full text-left @max-xl:block" role="table" aria-labelledby={id}>
                <thead className="text-xs text-muted-foreground @max-xl:sr-only" role="rowgroup">
                  <tr className="border-b border-border" role="row">
                    <th scope="col" role="columnheader" className="w-16 py-1.5 pr-4 pl-3 font-medium">
                      Code
                    </th>
                    <th scope="col" role="columnheader" className="w-36 py-1.5 pr-4 font-medium sm:w-64">
                      Meaning
                    </th>
                    <th scope="col" role="columnheader" className="py-1.5 pr-2 font-medium">
                      Description
                    </th>
                    <th scope="col" role="columnheader" className="w-12 py-1.5 pr-2 font-medium">
                      <span className="sr-only">Copy</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="@max-xl:block" role="rowgroup">
                  {codes.map((s) => (
                    <Row key={s.code} s={s} />
                  ))}
                </tbody>
              </table>
            </section>
          )
        })
      ) : (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground" data-testid="status-empty">
          {noResultsText(query)} Try a code (404), a class (5xx) or a word (redirect).
        </p>
      )}
    </div>
  )
}
