import { FolderOpen } from 'lucide-react'
import { useRef, useState, type DragEvent, type ReactNode } from 'react'
import { toast } from 'sonner'
import { Button } from './button'
import { cn } from './cn'

const readText = async (file: File, onText: (text: string, name: string) => void) => {
  try {
    onText(await file.text(), file.name)
  } catch {
    toast.error(`❌ Could not read ${file.name}`)
  }
}

/** "Open file" for text inputs (DECISIONS D22: large inputs may arrive as files). */
export function OpenFileButton({ onText, accept }: { onText: (text: string, name: string) => void; accept?: string }) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => input.current?.click()}>
        <FolderOpen aria-hidden /> Open file
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label="Open a file"
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) void readText(file, onText)
          e.target.value = ''
        }}
      />
    </>
  )
}

/** A drop zone around an input: a dropped file goes to `onFile`, with a note over the zone while a file is dragged over it. */
export function FileDropZone({ onFile, children, className, note = 'Drop the file to load it', testId }: { onFile: (file: File) => void; children: ReactNode; className?: string; note?: string; testId?: string }) {
  const [over, setOver] = useState(false)
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files')
  return (
    <div
      className={cn('relative flex min-h-0 flex-1 flex-col', className)}
      data-testid={testId}
      onDragOver={(e) => {
        if (!hasFiles(e)) return
        e.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (!hasFiles(e)) return
        e.preventDefault()
        setOver(false)
        const file = e.dataTransfer.files[0]
        if (file) onFile(file)
      }}
    >
      {children}
      {over ? (
        <div className="pointer-events-none absolute inset-1 flex items-center justify-center rounded-md border-2 border-dashed border-primary bg-accent/80 text-sm font-medium text-accent-foreground">
          {note}
        </div>
      ) : null}
    </div>
  )
}

/** A drop zone around an input: a dropped file's text replaces the input. */
export function TextDropZone({ onText, children, className }: { onText: (text: string, name: string) => void; children: ReactNode; className?: string }) {
  return (
    <FileDropZone className={className} onFile={(file) => void readText(file, onText)}>
      {children}
    </FileDropZone>
  )
}
