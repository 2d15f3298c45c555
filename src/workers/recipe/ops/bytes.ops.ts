import { fileTypeLine, numbersTable } from '../../../lib/bytes-inspect'
import { OpError, type OpImpls } from '../op-impl'

/** The Bytes inspector's readings as operations (src/ops/bytes.manifest.ts), on its own engine. */
export default {
  'read-numbers': {
    run(input, args) {
      try {
        return numbersTable(input as Uint8Array, Number(args.offset))
      } catch (e) {
        throw e instanceof RangeError ? new OpError(e.message) : e
      }
    },
  },
  'detect-file-type': { run: (input) => fileTypeLine(input as Uint8Array) },
} satisfies OpImpls
