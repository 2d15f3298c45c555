import { cidrToRangeText, expandText, SubnetError, summariseText } from '../../../lib/subnet'
import { OpError, type OpImpls } from '../op-impl'

/** The subnet calculator's operations: the same functions its screen calls (src/lib/subnet.ts). */
const textOp = (f: (text: string) => string) => ({
  run: (input: unknown) => {
    try {
      return f(input as string)
    } catch (e) {
      if (e instanceof SubnetError) throw new OpError(e.message)
      throw e
    }
  },
})

export default {
  'cidr-to-range': textOp(cidrToRangeText),
  'summarise-ip-ranges': textOp(summariseText),
  'expand-cidr': textOp((t) => expandText(t)),
} satisfies OpImpls
