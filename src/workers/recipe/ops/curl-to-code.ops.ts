import { curlToCode } from '../../../lib/curl-to-code'
import { isCodeLanguage } from '../../../lib/curl-to-code/languages'
import { OpError, type OpImpls } from '../op-impl'

/** cURL to Code: the cURL Builder's generators on a command; a command that cannot be read fails with the parser's message. */
export default {
  'curl-to-code': {
    run: (input, args) => {
      const language = isCodeLanguage(args.language) ? args.language : 'python'
      const r = curlToCode(String(input), language)
      if (!r.ok) throw new OpError(r.error)
      return r.code
    },
  },
} satisfies OpImpls
