// Medians, ranges and the way figures are printed.

/** { samples, median, min, max } of a list of numbers (null when there are none). */
export function stats(samples) {
  const xs = samples.filter((x) => typeof x === 'number' && Number.isFinite(x))
  if (xs.length === 0) return null
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  const median = s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
  return { samples: xs.map(round3), median: round3(median), min: round3(s[0]), max: round3(s[s.length - 1]) }
}

const round3 = (x) => Math.round(x * 1000) / 1000

/** 0.42 ms, 12.3 ms, 456 ms, 1.23 s, 61.2 s */
export function ms(x) {
  if (x == null || !Number.isFinite(x)) return '—'
  if (x < 1) return `${x.toFixed(2)} ms`
  if (x < 100) return `${x.toFixed(1)} ms`
  if (x < 1000) return `${Math.round(x)} ms`
  if (x < 60_000) return `${(x / 1000).toFixed(2)} s`
  return `${(x / 1000).toFixed(1)} s`
}

/** "1.23 s (1.20–1.31)": the median, then min–max in the same unit when there is more than one sample. */
export function msRange(st) {
  if (!st) return '—'
  if (st.samples.length < 2) return ms(st.median)
  return `${ms(st.median)} (${bare(st.min, st.median)}–${bare(st.max, st.median)})`
}

/** A number in the unit ms() picks for `like`, without the unit. */
function bare(x, like) {
  if (like < 1) return x.toFixed(2)
  if (like < 100) return x.toFixed(1)
  if (like < 1000) return String(Math.round(x))
  if (like < 60_000) return (x / 1000).toFixed(2)
  return (x / 1000).toFixed(1)
}

export function ratio(a, b) {
  if (a == null || b == null || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) return null
  return a / b
}

export function ratioText(r) {
  if (r == null) return '—'
  if (r >= 100) return `${Math.round(r)}x`
  if (r >= 10) return `${r.toFixed(1)}x`
  return `${r.toFixed(2)}x`
}

export const KB = 1024
export const MB = 1024 * 1024
export const GB = 1024 * MB

/** 512 MB, 100 KB, 1.5 MB (binary units, as the sizes are given). */
export function bytes(n) {
  if (n == null) return '—'
  if (n >= GB) return `${trim(n / GB)} GB`
  if (n >= MB) return `${trim(n / MB)} MB`
  if (n >= KB) return `${trim(n / KB)} KB`
  return `${n} B`
}
const trim = (x) => (x >= 100 ? String(Math.round(x)) : x >= 10 ? x.toFixed(1).replace(/\.0$/, '') : x.toFixed(2).replace(/\.?0+$/, ''))

/** "64MB" -> bytes; "24MP" -> { megapixels }; "50000" or "50k" -> a count. */
export function parseSize(text) {
  const m = /^(\d+(?:\.\d+)?)\s*(kb|mb|gb|k|mp|b)?$/i.exec(String(text).trim())
  if (!m) return null
  const n = Number(m[1])
  const unit = (m[2] ?? '').toLowerCase()
  if (unit === 'kb') return { kind: 'bytes', value: Math.round(n * KB) }
  if (unit === 'mb') return { kind: 'bytes', value: Math.round(n * MB) }
  if (unit === 'gb') return { kind: 'bytes', value: Math.round(n * GB) }
  if (unit === 'b') return { kind: 'bytes', value: Math.round(n) }
  if (unit === 'mp') return { kind: 'megapixels', value: n }
  if (unit === 'k') return { kind: 'count', value: Math.round(n * 1000) }
  return { kind: 'count', value: n }
}
