/**
 * The hash engine's algorithm ids and the pool's cost table: plain data with no dependency, so the
 * page can use them without loading hash-wasm (only the workers load it).
 */
export const ALGORITHM_IDS = ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha3-256', 'blake2b', 'blake3', 'crc32', 'xxhash64'] as const
export type AlgorithmId = (typeof ALGORITHM_IDS)[number]

export const isAlgorithmId = (v: unknown): v is AlgorithmId => typeof v === 'string' && (ALGORITHM_IDS as readonly string[]).includes(v)

/** Checksums, not cryptographic hashes: HMAC over them means nothing. */
export const NO_HMAC: readonly AlgorithmId[] = ['crc32', 'xxhash64']


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
