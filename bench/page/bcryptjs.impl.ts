import bcryptjs from 'bcryptjs'

/**
 * The candidate the app did not choose for bcrypt (src/workers/bcrypt uses hash-wasm): bcryptjs,
 * with the same input shape as the app's `bcryptHash`, so the benchmark can run both the same way
 * (in a worker through createWorkerClient, and on the main thread).
 */
export type BcryptjsInput = { password: string; rounds: number; salt: Uint8Array }

export function bcryptjsHash({ password, rounds, salt }: BcryptjsInput): { hash: string; ms: number } {
  const started = performance.now()
  const cost = String(rounds).padStart(2, '0')
  const hash = bcryptjs.hashSync(password, `$2b$${cost}$${bcryptjs.encodeBase64(salt, 16)}`)
  return { hash, ms: performance.now() - started }
}

export const bcryptjsApi = { hash: bcryptjsHash }
export type BcryptjsApi = typeof bcryptjsApi
