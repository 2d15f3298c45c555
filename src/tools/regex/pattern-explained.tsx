import { useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { explainPattern, type TokenKind } from './regex.explain'

/** Token colours: the editor's syntax colours (AA in light and dark). */
const COLOUR: Record<TokenKind, string> = {
  literal: 'text-foreground',
  escape: 'text-[var(--syntax-number)]',
  reference: 'text-[var(--syntax-number)]',
  class: 'text-[var(--syntax-string)]',
  group: 'text-[var(--syntax-key)]',
  lookaround: 'text-[var(--syntax-keyword)]',
  anchor: 'text-[var(--syntax-keyword)]',
  quantifier: 'text-destructive-foreground',
  alternation: 'text-destructive-foreground',
}

/**
 * The pattern, token by token, coloured by kind; hovering or focusing a token explains it below
 * (regex101's explanation, issue 35). One Tab stop: the arrow keys, Home and End move between
 * tokens (a toolbar's roving focus), so a long pattern does not add dozens of Tab stops.
 */
export function PatternExplained({ pattern, flags }: { pattern: string; flags: string }) {
  const tokens = useMemo(() => explainPattern(pattern, flags), [pattern, flags])
  const [active, setActive] = useState(0)
  const [shown, setShown] = useState<number | null>(null)
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  if (!tokens?.length) return null
  const current = Math.min(active, tokens.length - 1)
  const explained = shown !== null && shown < tokens.length ? tokens[shown]! : null

  const move = (e: KeyboardEvent, to: number) => {
    e.preventDefault()
    const i = Math.max(0, Math.min(tokens.length - 1, to))
    setActive(i)
    refs.current[i]?.focus()
  }
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') move(e, i + 1)
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') move(e, i - 1)
    else if (e.key === 'Home') move(e, 0)
    else if (e.key === 'End') move(e, tokens.length - 1)
  }

  return (
    <div className="flex flex-col gap-1" onMouseLeave={() => setShown(null)}>
      <div role="toolbar" aria-label="Explained, token by token" className="flex flex-wrap items-center font-mono text-sm" data-testid="regex-tokens">
        {tokens.map((t, i) => (
          <button
            key={`${t.from}-${t.to}`}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            tabIndex={i === current ? 0 : -1}
            className={`rounded-sm px-px whitespace-pre hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:outline-ring ${COLOUR[t.kind]} ${shown === i ? 'bg-muted' : ''}`}
            aria-label={`${pattern.slice(t.from, t.to)}: ${t.text}`}
            data-kind={t.kind}
            onMouseEnter={() => setShown(i)}
            onFocus={() => {
              setActive(i)
              setShown(i)
            }}
            onBlur={() => setShown((s) => (s === i ? null : s))}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {pattern.slice(t.from, t.to)}
          </button>
        ))}
      </div>
      <p aria-hidden className="min-h-5 text-sm text-muted-foreground" data-testid="regex-explanation">
        {explained ? (
          <>
            <code className={`font-mono ${COLOUR[explained.kind]}`}>{pattern.slice(explained.from, explained.to)}</code> {explained.text}
          </>
        ) : (
          'Point at or focus a part of the pattern to see what it does.'
        )}
      </p>
    </div>
  )
}
