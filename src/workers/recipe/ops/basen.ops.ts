import { base32Decoder, base32Encoder, base45Decoder, base45Encoder, base85Decoder, base85Encoder, fromBase58, fromBase62, toBase58, toBase62, type Base32Alphabet, type Base85Variant } from '../../../lib/basen'
import { CodecError } from '../../../lib/radix'
import { OpError, type OpImpls } from '../op-impl'
import { decoderOp, encoderOp } from './machine'

/**
 * The base-N encodings (src/ops/basen.manifest.ts). Base58 and Base62 read the bytes as one
 * number, so they take the input whole; the others are machines and stream.
 */

/** A codec's error as the step shows it. */
function whole<T>(f: () => T): T {
  try {
    return f()
  } catch (e) {
    throw e instanceof CodecError ? new OpError(e.message) : e
  }
}

export default {
  'to-base32': encoderOp((a) => base32Encoder(a.alphabet as Base32Alphabet, a.padding !== false)),
  'from-base32': decoderOp((a) => base32Decoder(a.alphabet as Base32Alphabet)),
  'to-base58': { run: (input) => whole(() => toBase58(input as Uint8Array)) },
  'from-base58': { run: (input) => whole(() => fromBase58(input as string)) },
  'to-base62': { run: (input) => whole(() => toBase62(input as Uint8Array)) },
  'from-base62': { run: (input) => whole(() => fromBase62(input as string)) },
  'to-base85': encoderOp((a) => base85Encoder(a.variant as Base85Variant, a.delimiters === true)),
  'from-base85': decoderOp((a) => base85Decoder(a.variant as Base85Variant)),
  'to-base45': encoderOp(() => base45Encoder()),
  'from-base45': decoderOp(() => base45Decoder()),
} satisfies OpImpls
