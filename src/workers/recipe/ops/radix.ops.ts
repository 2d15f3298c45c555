import {
  binaryDecoder,
  binaryEncoder,
  charcodeDecoder,
  charcodeEncoder,
  dumpDecoder,
  dumpEncoder,
  hexDecoder,
  hexEncoder,
  numberDecoder,
  numberEncoder,
  type DumpLayout,
  type HexDelimiter,
  type ListDelimiter,
} from '../../../lib/radix'
import type { OpImpls } from '../op-impl'
import { decoderOp, encoderOp, textOp } from './machine'

/** Bytes as numbers and back (src/ops/radix.manifest.ts): each a machine of src/lib/radix.ts, so each streams. */

const list = (v: unknown) => v as Exclude<ListDelimiter, 'none'>
const base = (v: unknown) => (v === '16' ? 16 : 10)

export default {
  'to-hex': encoderOp((a) => hexEncoder({ delimiter: a.delimiter as HexDelimiter, upper: a.case === 'upper', perLine: Number(a.perLine) || 0 })),
  'from-hex': decoderOp(() => hexDecoder()),
  'to-hexdump': encoderOp((a) => dumpEncoder(a.layout as DumpLayout)),
  'from-hexdump': decoderOp(() => dumpDecoder()),
  'to-binary': encoderOp((a) => binaryEncoder(a.delimiter as ListDelimiter, Number(a.perLine) || 0)),
  'from-binary': decoderOp(() => binaryDecoder()),
  'to-octal': encoderOp((a) => numberEncoder(8, list(a.delimiter))),
  'from-octal': decoderOp(() => numberDecoder(8)),
  'to-decimal': encoderOp((a) => numberEncoder(10, list(a.delimiter))),
  'from-decimal': decoderOp(() => numberDecoder(10)),
  'to-charcode': textOp((a) => charcodeEncoder(base(a.base), list(a.delimiter))),
  'from-charcode': textOp((a) => charcodeDecoder(base(a.base))),
} satisfies OpImpls
