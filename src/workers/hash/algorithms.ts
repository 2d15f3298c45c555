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
 * Issue 32: which path is faster is not one constant. WebCrypto's digest runs in native code (SHA-NI
 * where the CPU has it) but needs the whole file in one buffer; hash-wasm streams in constant memory.
 * On one 2-core machine the streaming SHA-256 took 2.19 s for 512 MB and WebCrypto 1.69 s; on
 * another WebCrypto was 2x faster; SHA-512 went either way. So the worker times both paths on a
 * sample the first time a file could take the whole-buffer path (`calibrate`), the page keeps the
 * figures for the session, and `choosePath` decides from them.
 */

/** Below this size a file streams without calibrating: either path takes a few tens of ms. */
export const CALIBRATE_FROM = 16 * MB
/** The sample each path hashes when calibrating (a few tens of ms each way). */
export const CALIBRATION_BYTES = 6 * MB
/** The whole-buffer path holds the file in memory: it is taken only when at least this much faster. */
export const WHOLE_MARGIN = 0.9

/** Milliseconds each path took for the calibration sample, per algorithm. */
export type PathTimes = Partial<Record<AlgorithmId, { stream: number; whole: number }>>

/**
 * Whether a file may go the whole-buffer way at all: every selected algorithm is one WebCrypto
 * digests, the file fits the memory budget, and it is large enough for the choice to matter.
 * Only then is calibration worth its time.
 */
export function wholeBufferCandidate(algorithms: readonly AlgorithmId[], size: number, budget: number): boolean {
  return algorithms.length > 0 && algorithms.every((id) => WEBCRYPTO[id] !== undefined) && size <= budget && size >= CALIBRATE_FROM
}

/**
 * The path for a file, from the calibration figures: 'whole' when it is a candidate and its
 * estimate beats streaming by WHOLE_MARGIN. The estimates follow how each path runs: the whole
 * buffer digests the algorithms one after another in one worker (the sum of their times), while
 * streaming spreads them over `workers` workers (the slowest group's sum, partitioned as the pool
 * does). Missing figures mean streaming (no guess).
 */
export function choosePath(algorithms: readonly AlgorithmId[], size: number, budget: number, times: PathTimes, workers: number): 'whole' | 'stream' {
  if (!wholeBufferCandidate(algorithms, size, budget)) return 'stream'
  const measured = (id: AlgorithmId) => {
    const t = times[id]
    return !!t && t.whole > 0 && t.stream > 0
  }
  if (!algorithms.every(measured)) return 'stream'
  const whole = algorithms.reduce((sum, id) => sum + times[id]!.whole, 0)
  const stream = Math.max(...partitionAlgorithms(algorithms, workers).map((g) => g.reduce((sum, id) => sum + times[id]!.stream, 0)))
  return whole < stream * WHOLE_MARGIN ? 'whole' : 'stream'
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
