import { Download, FileWarning } from 'lucide-react'
import { useEffect, useState } from 'react'
import { downloadFile } from '../../lib/download'
import { Button } from '../../ui/button'
import { shortSize } from '../../lib/binary'
import { binaryLabel } from './rest-client.logic'
import type { BinaryBody } from './rest-client.send'

/**
 * A body that is not text: an image is shown through `<img>` from a blob URL (SVG included: an
 * `<img>` never runs its scripts, D13); a PDF or other binary data gets a line saying what it is.
 * Either way a Download button saves the bytes as received.
 */
export function BinaryPreview({ body, fileName }: { body: BinaryBody; fileName: string }) {
  const [src, setSrc] = useState<string | null>(null)
  const [size, setSize] = useState<{ w: number; h: number } | null>(null)
  const [broken, setBroken] = useState(false)
  useEffect(() => {
    if (body.kind !== 'image') return
    const url = URL.createObjectURL(new Blob([body.bytes as BlobPart], { type: body.mime }))
    setSrc(url)
    setSize(null)
    setBroken(false)
    return () => URL.revokeObjectURL(url)
  }, [body])

  const label = `${binaryLabel(body)}, ${shortSize(body.bytes.length)}${size ? ` (${size.w} × ${size.h})` : ''}`
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-auto p-3" data-testid="rest-binary">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium" data-testid="rest-binary-label">
          {label}
        </p>
        <Button size="sm" onClick={() => downloadFile(fileName, new Blob([body.bytes as BlobPart], { type: body.mime || 'application/octet-stream' }))}>
          <Download aria-hidden /> Download
        </Button>
      </div>
      {body.kind === 'image' && src && !broken ? (
        <div className="flex min-h-0 flex-1 items-start justify-center rounded-md border border-border bg-surface p-3">
          <img
            src={src}
            alt={`Response image (${fileName})`}
            className="max-h-full max-w-full object-contain"
            onLoad={(e) => setSize({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })}
            onError={() => setBroken(true)}
          />
        </div>
      ) : null}
      {body.kind === 'image' && broken ? <p className="text-sm text-muted-foreground">The browser cannot show this image; Download saves it.</p> : null}
      {body.kind === 'pdf' ? <p className="text-sm text-muted-foreground">Not shown here: Download saves the PDF to open it.</p> : null}
      {body.kind === 'binary' ? (
        <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
          <FileWarning aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>Not shown as text: {body.reason} Download saves the bytes as received.</span>
        </p>
      ) : null}
    </div>
  )
}
