import { CipherError, rawDecrypt, rawEncrypt, type Mode, type RawParams } from '../../../lib/cipher'
import { OpError, type Args, type OpImpls } from '../op-impl'
import { keyBytes } from './hashing.ops'

/** The key, IV and mode of an AES step, as the engine takes them. */
function params(args: Args): RawParams {
  const iv = keyBytes(String(args.iv ?? ''), args.ivEncoding)
  return { mode: String(args.mode) as Mode, key: keyBytes(String(args.key ?? ''), args.keyEncoding), iv }
}

const asOpError = async (fn: () => Promise<Uint8Array>) => {
  try {
    return await fn()
  } catch (e) {
    if (e instanceof CipherError) throw new OpError(e.message)
    throw e
  }
}

/** AES with a raw key and IV: the same engine functions the Encrypt & Decrypt screen calls. */
export default {
  'aes-encrypt': { run: (input, args) => asOpError(() => rawEncrypt(params(args), input as Uint8Array)) },
  'aes-decrypt': { run: (input, args) => asOpError(() => rawDecrypt(params(args), input as Uint8Array)) },
} satisfies OpImpls
