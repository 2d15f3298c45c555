import { Download, FileWarning } from 'lucide-react'
import { useMemo } from 'react'
import { hexDump, HEX_VIEW_BYTES, shortSize } from '../lib/binary'
import { downloadFile } from '../lib/download'
import { Button } from './button'
import { cn } from './cn'

/**
 * Decoded bytes that are not text: what they are ("Binary data, 12 KB, JPEG image"), a Download
 * of the exact bytes, and a hex view of their start, instead of mojibake in a text pane.
 */
export function BinaryView({ bytes, label, fileName, mime, downloadLabel = 'Download', disabled = false, title, className }: {
  bytes: Uint8Array
  label: string
  fileName: string
  mime: string
  downloadLabel?: string
  /** The bytes are out of date (D31): Download is held back. */
  disabled?: boolean
  title?: string
  className?: string
}) {
  const hex = useMemo(() => hexDump(bytes), [bytes])
  const save = () => downloadFile(fileName, new Blob([bytes.slice()], { type: mime }))
  return (
    <div className={cn('flex min-h-0 flex-1 flex-col gap-2 p-3', className)} data-testid="binary-view">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-sm font-medium" data-testid="binary-label">
          <FileWarning aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {label}
        </p>
        <Button size="sm" onClick={save} disabled={disabled} title={title ?? `Saves ${fileName} (${shortSize(bytes.length)})`}>
          <Download aria-hidden /> {downloadLabel}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Not text, so not shown as text. Hex view{bytes.length > HEX_VIEW_BYTES ? ` of the first ${shortSize(HEX_VIEW_BYTES)}` : ''}:
      </p>
      {/* Focusable so it scrolls by keyboard. */}
      <pre tabIndex={0} aria-label="Hex view" className="min-h-0 flex-1 overflow-auto rounded-md border border-border bg-surface p-2 font-mono text-xs leading-5">
        {hex}
      </pre>
    </div>
  )
}
