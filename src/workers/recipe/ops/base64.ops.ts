import { base64ToBytes, bytesToBase64 } from '../../../lib/bytes'
import { OpError, type ChunkTransformer, type OpImpls } from '../op-impl'

const BASE64_CHAR = /[A-Za-z0-9+/_\-=\t\n\f\r ]/

/** Where a text stops being Base64, in words: "Invalid character '!' at 12". */
function checkBase64(text: string, offset = 0): void {
  for (let i = 0; i < text.length; i++) {
    if (!BASE64_CHAR.test(text[i]!)) throw new OpError(`Invalid character '${text[i]}' at ${offset + i}`)
  }
}

function fromBase64(text: string, offset = 0): Uint8Array {
  checkBase64(text, offset)
  try {
    return base64ToBytes(text)
  } catch {
    const length = text.replace(/[\t\n\f\r ]+/g, '').replace(/=+$/, '').length
    throw new OpError(length % 4 === 1 ? `Not Base64: ${length} characters leave one over (a length of 4n+1 cannot be Base64)` : "Not Base64: '=' may only end the text")
  }
}

const toBase64 = (bytes: Uint8Array, alphabet: unknown) => {
  const b64 = bytesToBase64(bytes)
  return alphabet === 'url' ? b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : b64
}

const ascii = new TextEncoder()
const latin = new TextDecoder('latin1')

export default {
  'to-base64': {
    run: (input, args) => toBase64(input as Uint8Array, args.alphabet),
    /** Three bytes make four characters: a chunk's last one or two bytes wait for the next. */
    stream(args): ChunkTransformer {
      let carry = new Uint8Array(0)
      return {
        push(chunk) {
          const all = carry.length ? new Uint8Array([...carry, ...chunk]) : chunk
          const cut = all.length - (all.length % 3)
          carry = all.slice(cut)
          return ascii.encode(toBase64(all.subarray(0, cut), args.alphabet))
        },
        flush: () => ascii.encode(toBase64(carry, args.alphabet)),
      }
    },
  },
  'from-base64': {
    run: (input) => fromBase64(input as string),
    /** Four characters make three bytes: whitespace is dropped and the rest waits in groups of four. */
    stream(): ChunkTransformer {
      let carry = ''
      let offset = 0
      return {
        push(chunk) {
          const text = latin.decode(chunk)
          checkBase64(text, offset)
          offset += text.length
          const all = carry + text.replace(/[\t\n\f\r ]+/g, '')
          const cut = all.length - (all.length % 4)
          carry = all.slice(cut)
          return cut ? fromBase64(all.slice(0, cut)) : new Uint8Array(0)
        },
        flush: () => (carry ? fromBase64(carry) : new Uint8Array(0)),
      }
    },
  },
} satisfies OpImpls
