import { Download, Eraser, Info, TriangleAlert } from 'lucide-react'
import { useMemo, useRef } from 'react'
import { toast } from 'sonner'
import { downloadFile } from '../lib/download'
import { previewOf } from '../lib/large-text'
import { Button } from './button'
import { cn } from './cn'
import { CodeEditor, type CodeEditorHandle, type CodeLanguage } from './code-editor'
import { CopyButton } from './copy-button'
import { ErrorText } from './error-text'
import { Pane, WORK_PANE_HEIGHT } from './pane'
import { STALE_DIM, StaleNote, staleTitle } from './stale'
import { OpenFileButton, TextDropZone } from './text-file'

/** An error to show under the input: SPEC's words, the parser's detail, and where it happened. */
export type ConversionError = { message: string; detail?: string; line?: number; column?: number }

export type ConversionInput = {
  title: string
  /** The editor's accessible name (SPEC's wording). */
  label: string
  language: CodeLanguage
  value: string
  onChange: (value: string) => void
  placeholder?: string
  accept?: string
}

export type ConversionOutput = {
  title: string
  label: string
  language: CodeLanguage
  /** The whole result ('' when there is none yet). */
  text: string
  /** The hint shown while there is no result. */
  empty: string
  /** File name and type for the Download button. */
  download?: { name: string; mime: string }
}

/**
 * The input and output panes of a converter (JSON/YAML, JSON/XML, CSV/JSON): the input with Open
 * file, drop and Clear, the error inline under it (clicking it jumps to the position), the output
 * read-only with Copy and Download, a hint while empty, and a note when only its start is shown
 * (DECISIONS D22). With `stale` (D31: the shown outcome was made from other inputs), the outcome
 * is dimmed under a note naming the button to press, and Copy and Download are held back.
 */
export function ConversionPanes({
  id,
  input,
  output,
  error,
  warnings = [],
  className = WORK_PANE_HEIGHT,
  wrap = false,
  stale = null,
  updating = false,
}: {
  id: string
  input: ConversionInput
  output: ConversionOutput
  error: ConversionError | null
  warnings?: readonly string[]
  className?: string
  /** Wrap long lines (URLs, encoded text) instead of scrolling sideways. */
  wrap?: boolean
  /** When the shown output or error is out of date: the button that updates it ('Convert to XML'). */
  stale?: string | null
  /** A new result is being made: the note then only says the shown one is out of date. */
  updating?: boolean
}) {
  const editor = useRef<CodeEditorHandle>(null)
  const preview = useMemo(() => previewOf(output.text), [output.text])
  const at = error?.line !== undefined && error.column !== undefined ? { line: error.line, column: error.column } : null
  const download = output.download
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Pane
        title={input.title}
        titleId={`${id}-input-title`}
        className={className}
        actions={
          <>
            <OpenFileButton accept={input.accept} onText={(text) => input.onChange(text)} />
            <Button size="sm" variant="ghost" onClick={() => input.onChange('')} disabled={!input.value}>
              <Eraser aria-hidden /> Clear
            </Button>
          </>
        }
      >
        <TextDropZone onText={(text) => input.onChange(text)}>
          <CodeEditor
            id={`${id}-input`}
            label={input.label}
            language={input.language}
            value={input.value}
            onChange={input.onChange}
            placeholder={input.placeholder}
            error={stale ? null : at}
            handleRef={editor}
            wrap={wrap}
          />
        </TextDropZone>
        {error ? (
          <div className={cn('flex flex-col gap-1 border-t border-border px-3 py-2', stale && STALE_DIM)} data-testid={`${id}-error`} data-stale={stale ? true : undefined}>
            <ErrorText>{error.message}</ErrorText>
            {error.detail ? (
              at ? (
                <button
                  type="button"
                  className="self-start pl-5.5 text-left text-xs text-muted-foreground underline-offset-2 hover:underline"
                  onClick={() => editor.current?.goTo(at.line, at.column)}
                >
                  {error.detail}
                </button>
              ) : (
                <p className="pl-5.5 text-xs text-muted-foreground">{error.detail}</p>
              )
            ) : null}
          </div>
        ) : null}
      </Pane>
      <Pane
        title={output.title}
        titleId={`${id}-output-title`}
        className={className}
        actions={
          <>
            {output.text ? <CopyButton variant="ghost" getText={() => output.text} disabled={!!stale} title={stale ? staleTitle(stale) : undefined} /> : null}
            {download ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={!output.text || !!stale}
                title={output.text && stale ? staleTitle(stale) : undefined}
                onClick={() => {
                  downloadFile(download.name, output.text, download.mime)
                  toast.success('File downloaded!')
                }}
              >
                <Download aria-hidden /> Download
              </Button>
            ) : null}
          </>
        }
      >
        {output.text ? (
          <CodeEditor id={`${id}-output`} label={output.label} language={output.language} value={preview.text} readOnly wrap={wrap} className={cn(stale && STALE_DIM)} />
        ) : (
          <p className="m-4 text-sm text-muted-foreground">{output.empty}</p>
        )}
        {stale ? <StaleNote action={updating ? undefined : stale} className="mt-auto shrink-0 border-t border-border px-3 py-2" /> : null}
        {preview.note ? (
          <p className="flex items-start gap-1.5 border-t border-border px-3 py-2 text-xs text-muted-foreground">
            <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            {preview.note}
          </p>
        ) : null}
        {warnings.length > 0 ? (
          <ul className={cn('max-h-28 shrink-0 overflow-auto border-t border-border px-3 py-2 text-xs text-warning', stale && STALE_DIM)} aria-label="Warnings">
            {warnings.map((w) => (
              <li key={w} className="flex items-start gap-1.5">
                <TriangleAlert aria-hidden className="size-3.5" /> {w}
              </li>
            ))}
          </ul>
        ) : null}
      </Pane>
    </div>
  )
}
