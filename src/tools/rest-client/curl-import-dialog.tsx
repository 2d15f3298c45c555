import { FileInput } from 'lucide-react'
import { useLayoutEffect, useState, type RefObject } from 'react'
import { parseCurl, type ParsedCurl } from '../../lib/curl'
import { Button } from '../../ui/button'
import { ErrorText } from '../../ui/error-text'
import { DialogClose, DialogShell } from './dialog-shell'

const areaClass =
  'h-44 w-full resize-y rounded-md border border-input bg-background px-3 py-2 font-mono text-[13px] outline-none placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring'

/**
 * "Import cURL": paste a command (from browser dev tools or API docs) and fill the form with it.
 * While it is open, the screen's Ctrl/Cmd+Enter imports (through `submitRef`) instead of sending.
 */
export function CurlImportDialog({
  open,
  onOpenChange,
  onImport,
  submitRef,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onImport: (request: ParsedCurl) => void
  submitRef: RefObject<(() => void) | null>
}) {
  const setOpen = onOpenChange
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = () => {
    const r = parseCurl(text)
    if (!r.ok) {
      setError(r.error)
      return
    }
    onImport(r.request)
    setOpen(false)
    setText('')
    setError(null)
  }
  useLayoutEffect(() => {
    submitRef.current = open ? submit : null
  })
  return (
    <DialogShell
      open={open}
      onOpenChange={(o) => {
        setOpen(o)
        if (!o) setError(null)
      }}
      title="Import a cURL command"
      description="The method, URL, headers, body (raw, urlencoded or form fields) and -u credentials fill the form. Scripts, variables and saved requests stay. Nothing is sent."
      trigger={
        <Button size="sm" variant="ghost">
          <FileInput aria-hidden /> Import cURL
        </Button>
      }
    >
      <label htmlFor="rest-curl-import" className="text-xs font-medium text-muted-foreground">
        cURL command
      </label>
      <textarea
        id="rest-curl-import"
        className={areaClass}
        spellCheck={false}
        autoComplete="off"
        placeholder={"curl -X POST 'https://api.example.com/items' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"name\":\"Ada\"}'"}
        value={text}
        aria-invalid={!!error}
        aria-describedby={error ? 'rest-curl-import-error' : undefined}
        onChange={(e) => {
          setText(e.target.value)
          setError(null)
        }}
      />
      <ErrorText id="rest-curl-import-error">{error}</ErrorText>
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button variant="primary" onClick={submit} disabled={!text.trim()}>
          Import
        </Button>
      </div>
    </DialogShell>
  )
}
