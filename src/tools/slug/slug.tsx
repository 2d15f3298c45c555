import { useAtom } from 'jotai'
import { useMemo, useState } from 'react'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { inputClass } from '../../ui/field'
import { Select } from '../../ui/select'
import { useToolFrame } from '../../ui/tool-frame-context'
import { SEPARATOR_NAME } from '../../lib/slug'
import { ERROR_MESSAGE, MAX_LENGTH_ERROR, parseMaxLength, previewUrl, SEPARATORS, slugify, type Separator, type SlugState } from './slug.logic'
import { slugAtom, slugShare } from './slug.state'

const OPTIONS: { key: 'lowercase' | 'removeSpecialChars' | 'removeStopWords'; label: string }[] = [
  { key: 'lowercase', label: 'Lowercase' },
  { key: 'removeSpecialChars', label: 'Remove special chars' },
  { key: 'removeStopWords', label: 'Remove stop words' },
]

export default function SlugGenerator() {
  const [state, setState] = useAtom(slugAtom)
  // D14: the slug follows every input and every option, live.
  const { slug, failed } = useMemo(() => {
    try {
      return { slug: slugify(state), failed: false }
    } catch {
      return { slug: '', failed: true }
    }
  }, [state])
  // A number field reports text it cannot read (a lone "-") as empty: remember that it was not.
  const [unreadable, setUnreadable] = useState(false)
  const maxRefused = unreadable || !parseMaxLength(state.maxLength).ok
  const set = <K extends keyof SlugState>(key: K, value: SlugState[K]) => setState((s) => ({ ...s, [key]: value }))
  // D35: the slug as a recipe step (its options as the operation's arguments), for Send to's "Add to recipe".
  const recipeStep = {
    op: 'slugify',
    args: { separator: SEPARATOR_NAME[state.separator], lowercase: state.lowercase, removeSpecialChars: state.removeSpecialChars, removeStopWords: state.removeStopWords, maxLength: Number(state.maxLength) || 0 },
    input: state.inputText,
  }
  useToolFrame({ result: slug || undefined, share: slugShare, recipeStep })

  return (
    <div className="flex max-w-3xl flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="slug-input" className="text-xs font-medium text-muted-foreground">
          Input text
        </label>
        <input id="slug-input" className={inputClass} value={state.inputText} placeholder="e.g. 10 Tips for Writing Clean Code in 2026!" onChange={(e) => set('inputText', e.target.value)} />
      </div>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="slug-separator" className="text-xs font-medium text-muted-foreground">
            Separator
          </label>
          <Select id="slug-separator" className="w-44" value={state.separator} onChange={(e) => set('separator', e.target.value as Separator)} options={SEPARATORS} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="slug-max" className="text-xs font-medium text-muted-foreground">
            Max Length (optional)
          </label>
          <input
            id="slug-max"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            className={`${inputClass} w-36`}
            value={state.maxLength}
            placeholder="No limit"
            aria-invalid={maxRefused || undefined}
            aria-describedby={maxRefused ? 'slug-max-error' : undefined}
            onChange={(e) => {
              setUnreadable(e.target.validity.badInput)
              set('maxLength', e.target.value)
            }}
          />
        </div>
        {OPTIONS.map((o) => (
          <label key={o.key} className="inline-flex h-9 items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={state[o.key]} onChange={(e) => set(o.key, e.target.checked)} />
            {o.label}
          </label>
        ))}
      </div>
      {maxRefused ? <ErrorText id="slug-max-error">{MAX_LENGTH_ERROR}</ErrorText> : null}
      <section aria-labelledby="slug-result-title" className="rounded-lg border border-border">
        <header className="flex items-center justify-between border-b border-border bg-surface px-3 py-1.5">
          <h2 id="slug-result-title" className="text-sm font-medium">
            Slug
          </h2>
          {slug ? <CopyButton variant="ghost" text={slug} /> : null}
        </header>
        <div className="p-4">
          {failed ? <ErrorText>{ERROR_MESSAGE}</ErrorText> : null}
          {slug ? (
            <>
              <p className="font-mono text-base break-all" data-testid="slug-output">
                {slug}
              </p>
              <p className="mt-2 text-sm text-muted-foreground">
                Preview: <span className="font-mono break-all" data-testid="slug-preview">{previewUrl(slug)}</span>
              </p>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">Type some text to see its slug here.</p>
          )}
        </div>
      </section>
    </div>
  )
}
