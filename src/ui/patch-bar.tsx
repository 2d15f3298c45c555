import { FileDiff } from 'lucide-react'
import { useMemo, useState } from 'react'
import type { DiffResult } from '../workers/diff/diff.types'
import { applyFile, fileDiff, readPatch, type Applied, type PatchFile, type ReadPatch } from '../workers/diff/patch-view'
import { Select } from './select'

export type PatchReadAs = 'patch' | 'apply' | 'text'
type Side = 'left' | 'right'
const TITLES: Record<Side, string> = { left: 'Original', right: 'Modified' }

export type PatchReading = {
  /** The side holding the patch, or null when neither (or both) hold one: a plain comparison. */
  side: Side | null
  /** What the screen shows: the patch, the patch applied to the other side, or the texts compared. */
  readAs: PatchReadAs
  patch: ReadPatch | null
  file: PatchFile | null
  /** The chosen file as a diff (when reading the patch). */
  fileResult: DiffResult | null
  /** The chosen file applied to the other side (when applying); null while that side is empty. */
  applied: Applied | null
  /** The other side's text and title (the original a patch applies to). */
  other: { text: string; title: string }
}

/**
 * Issue 32, item 2: a unified diff or Git patch in either box of a diff screen is read as a patch
 * (its files and hunks shown as the diff they describe), or applied to the text in the other box,
 * or, on request, compared as text. Each side is read only when it changes.
 */
export function usePatchReading(left: string, right: string) {
  const leftPatch = useMemo(() => readPatch(left), [left])
  const rightPatch = useMemo(() => readPatch(right), [right])
  const [readAs, setReadAs] = useState<PatchReadAs>('patch')
  const [fileIndex, setFileIndex] = useState(0)
  const side: Side | null = leftPatch && !rightPatch ? 'left' : rightPatch && !leftPatch ? 'right' : null
  const patch = side === 'left' ? leftPatch : side === 'right' ? rightPatch : null
  const files = patch?.ok ? patch.files : []
  const file = files.length ? files[Math.min(fileIndex, files.length - 1)]! : null
  const other = side === 'right' ? { text: left, title: TITLES.left } : { text: right, title: TITLES.right }
  // Once no box holds a patch, the next one pasted opens as a patch again.
  if (!side && readAs !== 'patch') setReadAs('patch')
  const mode: PatchReadAs = side ? readAs : 'text'
  const fileResult = useMemo(() => (mode === 'patch' && file ? fileDiff(file) : null), [mode, file])
  const applied = useMemo(() => (mode === 'apply' && file && other.text ? applyFile(other.text, file, other.title) : null), [mode, file, other.text, other.title])
  const reading: PatchReading = { side, readAs: mode, patch, file, fileResult, applied, other }
  return { reading, setReadAs, fileIndex: Math.min(fileIndex, Math.max(0, files.length - 1)), setFileIndex }
}

/** The strip above the diff when a box holds a patch: its counts, its files, and how to read it. */
export function PatchBar({
  reading,
  setReadAs,
  fileIndex,
  setFileIndex,
}: {
  reading: PatchReading
  setReadAs: (r: PatchReadAs) => void
  fileIndex: number
  setFileIndex: (i: number) => void
}) {
  const { side, patch, file, other } = reading
  if (!side || !patch) return null
  const files = patch.ok ? patch.files : []
  const choices: ReadonlyArray<readonly [PatchReadAs, string]> = [
    ['patch', 'Show patch'],
    ['apply', `Apply to ${other.title}`],
    ['text', 'Compare as text'],
  ]
  const counts = (f: PatchFile) => `+${f.added} −${f.removed}${f.notes.length ? `, ${f.notes.join(', ')}` : ''}`
  return (
    <section aria-label="Patch" className="flex flex-col gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex items-center gap-2 font-medium">
          <FileDiff aria-hidden className="size-4 text-muted-foreground" />
          <span data-testid="patch-summary">{patch.ok ? patch.summary : 'Patch'}</span>
          <span className="font-normal text-muted-foreground">in {TITLES[side]}</span>
        </span>
        <div role="group" aria-label="Read the patch" className="inline-flex min-h-9 flex-wrap items-center rounded-md bg-muted p-1">
          {choices.map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={reading.readAs === value}
              onClick={() => setReadAs(value)}
              className="inline-flex h-7 items-center rounded px-3 text-sm font-medium whitespace-nowrap text-muted-foreground aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
            >
              {label}
            </button>
          ))}
        </div>
        {files.length > 1 ? (
          <Select
            aria-label="File of the patch"
            className="min-w-48 max-w-full"
            value={String(fileIndex)}
            onChange={(e) => setFileIndex(Number(e.target.value))}
            options={files.map((f, i) => ({ value: String(i), label: `${f.label} (${counts(f)})` }))}
          />
        ) : file ? (
          <span className="min-w-0 truncate font-mono text-xs" data-testid="patch-file">
            {file.label} <span className="text-muted-foreground">({counts(file)})</span>
          </span>
        ) : null}
      </div>
      {patch.ok && patch.recounted ? (
        <p className="text-xs text-muted-foreground">The hunk headers’ line counts did not match their lines: they were recounted (as git apply --recount does).</p>
      ) : null}
    </section>
  )
}
