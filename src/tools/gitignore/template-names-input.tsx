import { useLayoutEffect, useRef, useState } from 'react'
import { cn } from '../../ui/cn'
import { inputClass } from '../../ui/field'
import { acceptSuggestion, initialSuggestion, suggestTemplates, type Template } from './gitignore.logic'

/**
 * The comma-separated template names, as an ARIA 1.2 combobox: while a name is typed, a list of
 * matching bundled templates opens under the field, its first entry highlighted while the typed
 * name is no template yet. Arrow Down/Up move through it, Enter or Tab takes the highlighted one,
 * Escape closes it, a click takes one; with nothing highlighted Enter submits (Generate) and Tab
 * moves on as usual.
 */
export function TemplateNamesInput({ id, value, onChange, onSubmit, catalog, placeholder, invalid, describedBy }: {
  id: string
  value: string
  onChange: (value: string) => void
  onSubmit: () => void
  catalog: readonly Template[]
  placeholder: string
  invalid: boolean
  describedBy?: string
}) {
  const input = useRef<HTMLInputElement>(null)
  const [caret, setCaret] = useState(value.length)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const pendingCaret = useRef<number | null>(null)
  const listId = `${id}-suggestions`
  const suggestions = open ? suggestTemplates(catalog, value, caret) : []
  const shown = suggestions.length > 0
  const current = shown && active >= 0 && active < suggestions.length ? active : -1

  // After taking a suggestion the caret goes just after the inserted name.
  useLayoutEffect(() => {
    if (pendingCaret.current === null || !input.current) return
    input.current.setSelectionRange(pendingCaret.current, pendingCaret.current)
    pendingCaret.current = null
  })

  const take = (t: Template) => {
    const next = acceptSuggestion(value, caret, t.id)
    pendingCaret.current = next.caret
    setCaret(next.caret)
    setOpen(false)
    setActive(-1)
    onChange(next.value)
  }
  const syncCaret = () => setCaret(input.current?.selectionStart ?? value.length)

  return (
    <div className="relative">
      <input
        ref={input}
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={current >= 0 ? `${listId}-${current}` : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={`${inputClass} font-mono`}
        value={value}
        placeholder={placeholder}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        onChange={(e) => {
          const at = e.target.selectionStart ?? e.target.value.length
          setCaret(at)
          setOpen(true)
          setActive(initialSuggestion(catalog, e.target.value, at))
          onChange(e.target.value)
        }}
        onSelect={syncCaret}
        onClick={syncCaret}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            if (!shown) {
              if (e.key === 'ArrowDown' && suggestTemplates(catalog, value, caret).length) {
                e.preventDefault()
                setOpen(true)
                setActive(0)
              }
              return
            }
            e.preventDefault()
            const n = suggestions.length
            setActive(e.key === 'ArrowDown' ? (current + 1) % n : current <= 0 ? n - 1 : current - 1)
          } else if (e.key === 'Escape' && shown) {
            e.preventDefault()
            e.stopPropagation()
            setOpen(false)
            setActive(-1)
          } else if ((e.key === 'Enter' || e.key === 'Tab') && current >= 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
            e.preventDefault()
            take(suggestions[current]!)
          } else if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) {
            setOpen(false)
            onSubmit()
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Template suggestions"
        className={cn('absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-md border border-border bg-background p-1 shadow-md', !shown && 'hidden')}
      >
        {suggestions.map((t, i) => (
          <li
            key={t.path}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === current}
            className={cn('flex cursor-pointer items-baseline justify-between gap-3 rounded px-2 py-1.5 text-sm', i === current ? 'bg-muted' : 'hover:bg-muted')}
            // Keep the focus in the field; the click takes the template.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => take(t)}
          >
            <span className="font-mono">{t.id}</span>
            <span className="truncate text-xs text-muted-foreground">
              {t.name}
              {t.group ? ` · ${t.group === 'Global' ? 'editor or system' : t.group}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
