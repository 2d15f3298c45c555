import { sshFingerprintText } from '../../../lib/ssh-key'
import { OpError, type OpImpls } from '../op-impl'

/** The Keys & Tokens tool's engine as operations: the same function the screen's fingerprints use (src/lib/ssh-key.ts). */
export default {
  'ssh-fingerprint': {
    async run(input, args) {
      try {
        return await sshFingerprintText(input as string, args.hash === 'MD5' ? 'MD5' : 'SHA256')
      } catch (e) {
        throw new OpError(e instanceof Error ? e.message : String(e))
      }
    },
  },
} satisfies OpImpls
