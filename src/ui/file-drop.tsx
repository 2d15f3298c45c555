import { useRef, useState, type ReactNode } from 'react'
import { cn } from './cn'

/**
 * A dashed area that takes files: a click (or Enter/Space, it is a button) opens the file picker,
 * and files dropped on it are taken too. The picker is reset after each choice, so choosing the
 * same file again is seen.
 */
export function FileDrop({
  onFiles,
  accept,
  multiple = true,
  pickerLabel,
  testId,
  className,
  children,
}: {
  onFiles: (files: File[]) => Promise<unknown> | void
  accept: string
  multiple?: boolean
  /** The accessible name of the hidden file input ("Choose images"). */
  pickerLabel: string
  testId?: string
  className?: string
  /** What the area says: an icon and a line or two. */
  children: ReactNode
}) {
  const [over, setOver] = useState(false)
  const picker = useRef<HTMLInputElement>(null)
  return (
    <>
      <button
        type="button"
        onClick={() => picker.current?.click()}
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault()
          setOver(false)
          void onFiles(Array.from(e.dataTransfer.files))
        }}
        data-testid={testId}
        className={cn(
          'flex items-center justify-center rounded-lg border-2 border-dashed border-border text-sm text-muted-foreground hover:bg-surface',
          className,
          over && 'border-primary bg-accent text-accent-foreground',
        )}
      >
        {children}
      </button>
      <input
        ref={picker}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        aria-label={pickerLabel}
        onChange={(e) => {
          const input = e.target
          void Promise.resolve(onFiles(Array.from(input.files ?? []))).finally(() => (input.value = ''))
        }}
      />
    </>
  )
}
