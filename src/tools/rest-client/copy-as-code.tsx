import { toast } from 'sonner'
import { copyText } from '../../lib/clipboard'
import type { CurlRequest } from '../../lib/curl'
import { requestToCode } from '../../lib/curl-to-code'
import { CODE_LANGUAGES, isCodeLanguage } from '../../lib/curl-to-code/languages'
import { COPY_TOAST_MS } from '../../ui/copy-button'
import { Select } from '../../ui/select'

/**
 * "Copy as code": the request as a program in the chosen language (the cURL Builder's generators),
 * copied on choosing. A native select, so keyboard and screen readers work as everywhere else.
 */
export function CopyAsCode({ getRequest }: { getRequest: () => CurlRequest }) {
  return (
    <Select
      aria-label="Copy as code"
      className="w-40"
      value=""
      onChange={async (e) => {
        const id = e.target.value
        if (!isCodeLanguage(id)) return
        const label = CODE_LANGUAGES.find((l) => l.id === id)!.label
        try {
          await copyText(requestToCode(getRequest(), id))
          toast.success(`✅ ${label} code copied to clipboard!`, { duration: COPY_TOAST_MS })
        } catch {
          toast.error('❌ Could not copy to the clipboard')
        }
      }}
      options={[{ value: '', label: 'Copy as code…', disabled: true }, ...CODE_LANGUAGES.map((l) => ({ value: l.id, label: l.label }))]}
    />
  )
}
