/**
 * The hash engine's algorithm ids and the pool's cost table: plain data with no dependency, so the
 * page can use them without loading hash-wasm (only the workers load it).
 */
export const ALGORITHM_IDS = ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha3-256', 'blake2b', 'blake3', 'crc32', 'xxhash64'] as const
export type AlgorithmId = (typeof ALGORITHM_IDS)[number]

export const isAlgorithmId = (v: unknown): v is AlgorithmId => typeof v === 'string' && (ALGORITHM_IDS as readonly string[]).includes(v)

/** Checksums, not cryptographic hashes: HMAC over them means nothing. */
export const NO_HMAC: readonly AlgorithmId[] = ['crc32', 'xxhash64']

/** WebCrypto's names for the algorithms it digests (SHA-1 and SHA-2, native code: SHA-NI where the CPU has it). */
export const WEBCRYPTO: Partial<Record<AlgorithmId, 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512'>> = { sha1: 'SHA-1', sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' }

const MB = 1024 * 1024
/**
 * The largest file hashed whole with WebCrypto (issue 17). `digest` has no streaming form, so the
 * worker reads the file into one ArrayBuffer and Chromium copies that buffer once more for the
 * digest: the job holds about twice the file's size for a moment. A quarter of the device's memory
 * for that pair means an eighth for the file: 1 GB on a machine reporting 8 GB (the most
 * `navigator.deviceMemory` reports), 256 MB at 2 GB; 256 MB where the browser does not say
 * (Firefox, Safari). Beyond it the file streams through hash-wasm in constant memory.
 */
export function wholeBufferBudget(deviceMemoryGB?: number): number {
  if (!deviceMemoryGB || !Number.isFinite(deviceMemoryGB) || deviceMemoryGB <= 0) return 256 * MB
  return Math.min(1024 * MB, Math.max(64 * MB, (deviceMemoryGB * 1024 * MB) / 8))
}

/**
 * The WebCrypto digests that beat streaming hash-wasm end to end (the file read included), as the
 * bench's `hash` case measured them in a Chromium worker (2026-11-24): SHA-256 1.73 s against
 * 3.31 s at 512 MB, 201 against 348 ms at 64 MB; the CPU's SHA extensions cover SHA-1 and SHA-256
 * only, and SHA-512 was no faster (295 against 299 ms at 64 MB) or slower (3.00 against 2.21 s at
 * 512 MB), so SHA-384/512 keep streaming.
 */
export const FASTER_WHOLE: ReadonlySet<AlgorithmId> = new Set<AlgorithmId>(['sha1', 'sha256'])

/**
 * Whether a file is hashed whole with WebCrypto rather than streamed: every selected algorithm is
 * one WebCrypto does faster (FASTER_WHOLE) and the file fits the budget.
 */
export function takesWholeBuffer(algorithms: readonly AlgorithmId[], size: number, budget: number): boolean {
  return algorithms.length > 0 && algorithms.every((id) => FASTER_WHOLE.has(id) && WEBCRYPTO[id] !== undefined) && size <= budget
}


/**
 * Relative cost of each algorithm (ms per 100 MB in hash-wasm, measured in node on these machines),
 * used to balance algorithms across the pool of hash workers.
 */
export const COST: Record<AlgorithmId, number> = {
  md5: 217,
  sha1: 284,
  sha256: 510,
  sha384: 233,
  sha512: 240,
  'sha3-256': 382,
  blake2b: 110,
  blake3: 145,
  crc32: 54,
  xxhash64: 19,
}

/**
 * Splits algorithms over at most `workers` groups so the slowest group is as light as it can be
 * (greedy: the costliest algorithm goes to the lightest group). Empty groups are dropped.
 */
export function partitionAlgorithms(algorithms: readonly AlgorithmId[], workers: number): AlgorithmId[][] {
  const n = Math.max(1, Math.min(workers, algorithms.length))
  const groups = Array.from({ length: n }, () => ({ cost: 0, ids: [] as AlgorithmId[] }))
  for (const id of [...algorithms].sort((a, b) => COST[b] - COST[a])) {
    const lightest = groups.reduce((min, g) => (g.cost < min.cost ? g : min))
    lightest.ids.push(id)
    lightest.cost += COST[id]
  }
  return groups.filter((g) => g.ids.length > 0).map((g) => g.ids)
}
