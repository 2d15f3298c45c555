import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { copyText } from '../lib/clipboard'
import { Button, type ButtonProps } from './button'

export const COPIED_TOAST = '✅ Copied to clipboard!'
export const COPY_TOAST_MS = 2000

/** Copies `text` (or what `getText` returns); the icon turns into a check mark for 2 seconds. */
export function CopyButton({
  text,
  getText,
  label = 'Copy',
  toastMessage = COPIED_TOAST,
  ...props
}: Omit<ButtonProps, 'onClick'> & { text?: string; getText?: () => string; label?: string; toastMessage?: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const t = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(t)
  }, [copied])
  return (
    <Button
      size="sm"
      {...props}
      onClick={async () => {
        try {
          await copyText(getText ? getText() : (text ?? ''))
          setCopied(true)
          toast.success(toastMessage, { duration: COPY_TOAST_MS })
        } catch {
          toast.error('❌ Could not copy to the clipboard')
        }
      }}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? 'Copied' : label}
    </Button>
  )
}
