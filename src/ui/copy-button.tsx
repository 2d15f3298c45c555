import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { copyResult } from '../lib/clipboard'
import type { ResultText } from '../lib/held-text'
import { Button, type ButtonProps } from './button'

export const COPIED_TOAST = '✅ Copied to clipboard!'
export const COPY_TOAST_MS = 2000

/** Copies `text` (or what `getText` returns, a held result too); the icon turns into a check mark for 2 seconds. */
export function CopyButton({
  text,
  getText,
  label = 'Copy',
  toastMessage = COPIED_TOAST,
  ...props
}: Omit<ButtonProps, 'onClick'> & { text?: string; getText?: () => ResultText; label?: string; toastMessage?: string }) {
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
          await copyResult(getText ? getText() : (text ?? ''))
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
