import { hotpOperation, OtpError, totpOperation } from '../../../lib/otp'
import { OpError, type Args, type OpImpls } from '../op-impl'

/** The one-time password operations: the same functions the TOTP / HOTP tab calls (src/lib/otp.ts). */
const textOp = (f: (text: string, args: Args) => string) => ({
  run: (input: unknown, args: Args) => {
    try {
      return f(input as string, args)
    } catch (e) {
      if (e instanceof OtpError) throw new OpError(e.message)
      throw e
    }
  },
})

export default {
  'generate-hotp': textOp((t, a) => hotpOperation(t, { counter: Number(a.counter), digits: Number(a.digits), algorithm: String(a.algorithm) })),
  'generate-totp': textOp((t, a) => totpOperation(t, { time: String(a.time), period: Number(a.period), digits: Number(a.digits), algorithm: String(a.algorithm) })),
} satisfies OpImpls
