import { itemsJson, NOT_RECOGNISED, parseX509, pemOf, pemToDer } from '../../../lib/x509'
import { OpError, type OpImpls } from '../op-impl'

/** The x509 tool's engine as operations: the same functions the screen calls (src/lib/x509.ts). */
export default {
  'x509-parse': {
    async run(input) {
      const r = await parseX509(input as Uint8Array)
      if (!r.ok) throw new OpError(r.message)
      const bad = r.items.find((i) => i.kind === 'error')
      if (bad?.kind === 'error') throw new OpError(`${bad.label}: ${bad.message}`)
      return itemsJson(r.items)
    },
  },
  'pem-to-der': {
    run(input) {
      try {
        return pemToDer(input as string)
      } catch {
        throw new OpError(`${NOT_RECOGNISED}: no PEM block (-----BEGIN ...-----) or Base64 found`)
      }
    },
  },
  'der-to-pem': { run: (input, args) => pemOf(String(args.label), input as Uint8Array) },
} satisfies OpImpls
