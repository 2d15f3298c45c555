/**
 * Bytes that are not text, said as what they are: the type sniffed from the first bytes (magic
 * numbers), whether they read as text at all, a short size, and a hex view in `hexdump -C`'s
 * layout. Pure (no DOM), for every decoder on the page or in a worker.
 */

export type SniffedType = { name: string; ext: string; mime: string }

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0))
/** A signature: bytes expected at an offset (null matches any byte). */
type Magic = { at?: number; bytes: readonly (number | null)[] }
const m = (bytes: readonly (number | null)[] | string, at = 0): Magic => ({ at, bytes: typeof bytes === 'string' ? ascii(bytes) : bytes })

/** Magic numbers, first match wins (each from the format's specification). */
const TYPES: readonly [SniffedType, readonly Magic[]][] = [
  [{ name: 'PNG image', ext: 'png', mime: 'image/png' }, [m([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]],
  [{ name: 'JPEG image', ext: 'jpg', mime: 'image/jpeg' }, [m([0xff, 0xd8, 0xff])]],
  [{ name: 'GIF image', ext: 'gif', mime: 'image/gif' }, [m('GIF87a'), m('GIF89a')]],
  [{ name: 'WebP image', ext: 'webp', mime: 'image/webp' }, [{ bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')] }]],
  [{ name: 'AVIF image', ext: 'avif', mime: 'image/avif' }, [m('ftypavif', 4), m('ftypavis', 4)]],
  [{ name: 'BMP image', ext: 'bmp', mime: 'image/bmp' }, [m([0x42, 0x4d, null, null, null, null, 0, 0, 0, 0])]],
  [{ name: 'TIFF image', ext: 'tiff', mime: 'image/tiff' }, [m([0x49, 0x49, 0x2a, 0x00]), m([0x4d, 0x4d, 0x00, 0x2a])]],
  [{ name: 'ICO icon', ext: 'ico', mime: 'image/x-icon' }, [m([0x00, 0x00, 0x01, 0x00])]],
  [{ name: 'PDF document', ext: 'pdf', mime: 'application/pdf' }, [m('%PDF-')]],
  // ZIP also covers .docx, .xlsx, .jar, .apk: its empty and spanned forms too.
  [{ name: 'ZIP archive', ext: 'zip', mime: 'application/zip' }, [m([0x50, 0x4b, 0x03, 0x04]), m([0x50, 0x4b, 0x05, 0x06]), m([0x50, 0x4b, 0x07, 0x08])]],
  [{ name: 'gzip data', ext: 'gz', mime: 'application/gzip' }, [m([0x1f, 0x8b])]],
  [{ name: 'bzip2 data', ext: 'bz2', mime: 'application/x-bzip2' }, [m('BZh')]],
  [{ name: 'xz data', ext: 'xz', mime: 'application/x-xz' }, [m([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])]],
  [{ name: 'Zstandard data', ext: 'zst', mime: 'application/zstd' }, [m([0x28, 0xb5, 0x2f, 0xfd])]],
  [{ name: '7-Zip archive', ext: '7z', mime: 'application/x-7z-compressed' }, [m([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])]],
  [{ name: 'RAR archive', ext: 'rar', mime: 'application/vnd.rar' }, [m('Rar!\x1a\x07')]],
  [{ name: 'WebAssembly module', ext: 'wasm', mime: 'application/wasm' }, [m([0x00, 0x61, 0x73, 0x6d])]],
  [{ name: 'ELF executable', ext: 'elf', mime: 'application/x-elf' }, [m([0x7f, 0x45, 0x4c, 0x46])]],
  [{ name: 'SQLite database', ext: 'sqlite', mime: 'application/vnd.sqlite3' }, [m('SQLite format 3\0')]],
  [{ name: 'WOFF2 font', ext: 'woff2', mime: 'font/woff2' }, [m('wOF2')]],
  [{ name: 'WOFF font', ext: 'woff', mime: 'font/woff' }, [m('wOFF')]],
  [{ name: 'MP3 audio', ext: 'mp3', mime: 'audio/mpeg' }, [m('ID3')]],
  [{ name: 'Ogg media', ext: 'ogg', mime: 'application/ogg' }, [m('OggS')]],
  [{ name: 'WAV audio', ext: 'wav', mime: 'audio/wav' }, [{ bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WAVE')] }]],
  [{ name: 'MP4 video', ext: 'mp4', mime: 'video/mp4' }, [m('ftyp', 4)]],
]

/** What the bytes are, from their first bytes, or null when no signature matches. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  const hit = TYPES.find(([, magics]) => magics.some(({ at = 0, bytes: sig }) => bytes.length >= at + sig.length && sig.every((b, i) => b === null || bytes[at + i] === b)))
  return hit ? hit[0] : null
}

/** How much of the bytes the text check reads (a bounded prefix: the answer costs the same for 1 GB). */
export const TEXT_SAMPLE = 64 * 1024

/**
 * True when the bytes read as text: valid UTF-8 (a character cut at the sample's end is allowed)
 * with no NUL and few other control characters (at most 1 in 100, tab, line breaks, form feed and
 * escape not counted). A known binary signature is never text.
 */
export function isText(bytes: Uint8Array): boolean {
  if (sniffType(bytes)) return false
  const sample = bytes.subarray(0, TEXT_SAMPLE)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: sample.length < bytes.length })
  } catch {
    return false
  }
  let controls = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0) return false
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c && c !== 0x1b) || c === 0x7f) controls++
  }
  return controls * 100 <= text.length
}

/** A size in the units it names (KB = 1000 bytes, MB = 10^6): "300 bytes", "12 KB", "1.5 MB". */
export function shortSize(n: number): string {
  if (n < 1000) return `${n} ${n === 1 ? 'byte' : 'bytes'}`
  if (n < 1e6) return `${Math.round(n / 1000)} KB`
  if (n < 1e9) return `${parseFloat((n / 1e6).toFixed(1))} MB`
  return `${parseFloat((n / 1e9).toFixed(1))} GB`
}

/** What a decoder says instead of showing bytes as text: "Binary data, 12 KB, JPEG image". */
export function binaryLabel(bytes: Uint8Array): string {
  return `Binary data, ${shortSize(bytes.length)}, ${sniffType(bytes)?.name ?? 'type unknown'}`
}

/** The name a download of such bytes gets: `${base}.jpg`, `${base}.bin`, ... */
export const binaryFileName = (bytes: Uint8Array, base = 'decoded') => `${base}.${sniffType(bytes)?.ext ?? 'bin'}`

/** The first bytes a hex view shows (256 lines of 16). */
export const HEX_VIEW_BYTES = 4096

const hex2 = (b: number) => b.toString(16).padStart(2, '0')

/**
 * A hex view in `hexdump -C`'s layout: an 8-digit offset, 16 bytes in two groups of 8, and the
 * printable ASCII between bars (others as '.'), then the end offset. At most `limit` bytes.
 */
export function hexDump(bytes: Uint8Array, limit = HEX_VIEW_BYTES): string {
  const n = Math.min(bytes.length, limit)
  const lines: string[] = []
  for (let off = 0; off < n; off += 16) {
    const row = bytes.subarray(off, Math.min(off + 16, n))
    const cells = Array.from({ length: 16 }, (_, i) => (i < row.length ? hex2(row[i]!) : '  '))
    const chars = Array.from(row, (b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.')).join('')
    lines.push(`${off.toString(16).padStart(8, '0')}  ${cells.slice(0, 8).join(' ')}  ${cells.slice(8).join(' ')}  |${chars}|`)
  }
  lines.push(n.toString(16).padStart(8, '0'))
  return lines.join('\n')
}
