import { FileDown, FileUp, FolderOpen, Repeat, Save, Trash2, X } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import type { Step } from '../../ops/types'
import { downloadFile } from '../../lib/download'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { ErrorText } from '../../ui/error-text'
import { inputClass } from '../../ui/field'
import { Select } from '../../ui/select'
import { exportRecipe, importRecipe, reverseSteps, saveRecipe } from './recipe.logic'
import { setSaved, useSavedRecipes } from './recipe.saved'

type Panel = 'save' | 'import' | null

/**
 * Recipes as first-class things (D35): Save by name, Load and Delete a saved one, Reverse, Export
 * and Import as JSON, and the "Include input" choice of the Share link (D32).
 */
export function RecipeLibrary({ steps, onSteps, includeInput, onIncludeInput }: {
  steps: Step[]
  onSteps: (steps: Step[]) => void
  includeInput: boolean
  onIncludeInput: (v: boolean) => void
}) {
  const { recipes, notes } = useSavedRecipes()
  const [panel, setPanel] = useState<Panel>(null)
  const [name, setName] = useState('')
  const [chosen, setChosen] = useState('')
  const [importText, setImportText] = useState('')
  const [importError, setImportError] = useState<string | null>(null)
  const filePicker = useRef<HTMLInputElement>(null)
  const includeId = useId()
  const current = recipes.find((r) => r.name === chosen) ?? recipes[0]
  const reverse = reverseSteps(steps)

  const save = () => {
    const n = name.trim()
    if (!n) return
    const result = setSaved(saveRecipe(recipes, { name: n, steps }))
    setChosen(n)
    setPanel(null)
    if (result.ok) toast.success(`✅ Recipe "${n}" saved`)
    else toast.error(`Recipe "${n}" is kept for this visit only: it could not be saved in this browser`)
  }
  const runImport = (text: string) => {
    const r = importRecipe(text)
    if (!r.ok) return setImportError(r.error)
    onSteps(r.steps)
    setImportError(null)
    setImportText('')
    setPanel(null)
    if (r.note) toast(r.note)
    else toast.success(`✅ Imported "${r.name}" (${r.steps.length} ${r.steps.length === 1 ? 'step' : 'steps'})`)
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => setPanel(panel === 'save' ? null : 'save')} disabled={!steps.length} aria-expanded={panel === 'save'}>
          <Save aria-hidden /> Save
        </Button>
        {recipes.length ? (
          <>
            <Select aria-label="Saved recipes" className="min-w-36 [&_select]:h-8 [&_select]:text-xs" options={recipes.map((r) => ({ value: r.name, label: r.name }))} value={current?.name ?? ''} onChange={(e) => setChosen(e.target.value)} />
            <Button size="sm" onClick={() => current && (onSteps(current.steps.map((s) => ({ ...s, args: { ...s.args } }))), toast.success(`✅ Loaded "${current.name}"`))}>
              <FolderOpen aria-hidden /> Load
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={current ? `Delete saved recipe ${current.name}` : 'Delete saved recipe'}
              onClick={() => {
                if (!current) return
                setSaved(recipes.filter((r) => r.name !== current.name))
                toast(`Deleted "${current.name}"`)
              }}
            >
              <Trash2 aria-hidden /> Delete
            </Button>
          </>
        ) : null}
        <span className="mx-1 hidden h-5 w-px bg-border sm:block" aria-hidden />
        <Button size="sm" disabled={!reverse.ok} title={reverse.ok ? 'Replace the recipe by the one that undoes it' : `Cannot reverse: ${reverse.reason}`} onClick={() => reverse.ok && onSteps(reverse.steps)}>
          <Repeat aria-hidden /> Reverse
        </Button>
        <Button size="sm" disabled={!steps.length} onClick={() => downloadFile('recipe.json', exportRecipe(chosen || 'Recipe', steps), 'application/json')}>
          <FileDown aria-hidden /> Export JSON
        </Button>
        <Button size="sm" onClick={() => setPanel(panel === 'import' ? null : 'import')} aria-expanded={panel === 'import'}>
          <FileUp aria-hidden /> Import JSON
        </Button>
        <label htmlFor={includeId} className="ml-auto flex items-center gap-1.5 text-xs text-muted-foreground" title="Whether the Share link carries the input too (it never does unless ticked)">
          <input id={includeId} type="checkbox" className="size-4 accent-[var(--primary)]" checked={includeInput} onChange={(e) => onIncludeInput(e.target.checked)} />
          Include input in Share link
        </label>
      </div>
      {notes.length ? <p className="text-xs text-warning">Saved recipes: {notes.join('; ')}</p> : null}
      {panel === 'save' ? (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            save()
          }}
        >
          <input
            autoFocus
            aria-label="Recipe name"
            placeholder="Recipe name"
            className={cn(inputClass, 'h-8 w-60 text-xs')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), setPanel(null))}
          />
          <Button size="sm" variant="primary" type="submit" disabled={!name.trim()}>
            {recipes.some((r) => r.name === name.trim()) ? 'Replace' : 'Save recipe'}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setPanel(null)}>
            Cancel
          </Button>
        </form>
      ) : null}
      {panel === 'import' ? (
        <div className="flex flex-col gap-2 rounded-md border border-border p-2">
          <textarea
            aria-label="Recipe JSON to import"
            placeholder='Paste a recipe: {"steps": [{"op": "from-base64", "args": {}}]}'
            className="min-h-20 w-full rounded-md border border-input bg-background p-2 font-mono text-xs"
            value={importText}
            onChange={(e) => setImportText(e.target.value)}
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm" variant="primary" onClick={() => runImport(importText)}>
              Import
            </Button>
            <Button size="sm" onClick={() => filePicker.current?.click()}>
              <FolderOpen aria-hidden /> Choose file
            </Button>
            <input
              ref={filePicker}
              type="file"
              accept="application/json,.json"
              hidden
              aria-label="Recipe file to import"
              onChange={(e) => {
                const f = e.target.files?.[0]
                e.target.value = ''
                if (f) void f.text().then(runImport, () => setImportError(`Could not read ${f.name}`))
              }}
            />
            <Button size="sm" variant="ghost" onClick={() => (setPanel(null), setImportError(null))}>
              <X aria-hidden /> Close
            </Button>
          </div>
          <ErrorText>{importError}</ErrorText>
        </div>
      ) : null}
    </div>
  )
}
