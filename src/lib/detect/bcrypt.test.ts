import { describe, expect, it } from 'vitest'
import { bcrypt } from './bcrypt'
import { sampleOf } from './index'

const run = (text: string) => bcrypt(sampleOf(text))
// bcryptjs.hashSync('hunter2', 10)
const HASH = '$2b$10$oHNQzjuqE5drgYJGFv8GKOIO4gq3iJV9QSxJ99wqgkc9B3cJaPGyO'

describe('bcrypt detector', () => {
  it('reads the cost, for the Bcrypt verifier', () => {
    expect(run(HASH)).toEqual([{ toolId: 'bcrypt', confidence: 0.99, reason: 'bcrypt hash, cost 10', kind: 'bcrypt' }])
    expect(run(HASH.replace('$2b$', '$2y$'))[0]!.reason).toBe('bcrypt hash, cost 10')
    expect(run(`admin:${HASH}`)[0]!.reason).toBe('htpasswd line for admin, bcrypt cost 10')
  })

  it('near misses: wrong length, impossible cost, other schemes', () => {
    expect(run(HASH.slice(0, -1))).toEqual([])
    expect(run(HASH.replace('$10$', '$03$'))).toEqual([])
    expect(run(HASH.replace('$10$', '$32$'))).toEqual([])
    expect(run(HASH.replace('$2b$', '$2c$'))).toEqual([])
    expect(run('$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG')).toEqual([])
  })
})
