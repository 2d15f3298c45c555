import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ALGORITHM_IDS, calibrate, CALIBRATE_FROM, choosePath, COST, createHasher, digestFile, hashFile, hashText, partitionAlgorithms, readWhole, toHex, wholeBufferBudget, wholeBufferCandidate, type AlgorithmId, type PathTimes } from './hash.impl'

const MSG448 = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'
const MILLION_A = 'a'.repeat(1_000_000)

describe('MD5 (RFC 1321 appendix A.5 test suite)', () => {
  const suite: [string, string][] = [
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
    ['1234567890'.repeat(8), '57edf4a22be3c955ac49da2e2107b67a'],
  ]
  for (const [text, digest] of suite) {
    it(`MD5(${JSON.stringify(text.slice(0, 20))}) = ${digest}`, async () => {
      expect((await hashText({ text, algorithms: ['md5'] })).md5).toBe(digest)
    })
  }
})

describe('SHA-1 and SHA-2 (FIPS 180-4 examples: "", "abc", the 448-bit message, one million "a")', () => {
  const vectors: Record<'sha1' | 'sha256' | 'sha384' | 'sha512', [string, string, string, string]> = {
    sha1: ['da39a3ee5e6b4b0d3255bfef95601890afd80709', 'a9993e364706816aba3e25717850c26c9cd0d89d', '84983e441c3bd26ebaae4aa1f95129e5e54670f1', '34aa973cd4c4daa4f61eeb2bdbad27316534016f'],
    sha256: [
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    ],
    sha384: [
      '38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b',
      'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
      '3391fdddfc8dc7393707a65b1b4709397cf8b1d162af05abfe8f450de5f36bc6b0455a8520bc4e6f5fe95b1fe3c8452b',
      '9d0e1809716474cb086e834e310a4a1ced149e9c00f248527972cec5704c2a5b07b8b3dc38ecc4ebae97ddd87f3d8985',
    ],
    sha512: [
      'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
      '204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c33596fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445',
      'e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973ebde0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b',
    ],
  }
  const inputs = ['', 'abc', MSG448, MILLION_A]
  for (const [id, digests] of Object.entries(vectors) as [AlgorithmId, string[]][]) {
    it(`${id}: WebCrypto path (text) and hash-wasm path (streamed file) give the FIPS digests`, async () => {
      for (let i = 0; i < inputs.length; i++) {
        expect((await hashText({ text: inputs[i]!, algorithms: [id] }))[id]).toBe(digests[i])
        const h = await createHasher(id)
        h.update(inputs[i]!)
        expect(h.digest('hex')).toBe(digests[i])
      }
    })
  }
})

describe('SHA3-256 (FIPS 202 examples), BLAKE2b-512 (RFC 7693), CRC32, xxHash64', () => {
  it('SHA3-256', async () => {
    const expected = [
      'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a',
      '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
      '41c0dba2a9d6240849100376a8235e2c82e1b9998a999e21db32dd97496d3376',
      '5c8875ae474a3634ba4fd55ec85bffd661f32aca75c6d699d0cdcb6c115891c1',
    ]
    const got = await Promise.all(['', 'abc', MSG448, MILLION_A].map(async (text) => (await hashText({ text, algorithms: ['sha3-256'] }))['sha3-256']))
    expect(got).toEqual(expected)
  })
  it('BLAKE2b-512 of "abc" (RFC 7693 appendix A) and of ""', async () => {
    const r = await hashText({ text: 'abc', algorithms: ['blake2b'] })
    expect(r.blake2b).toBe('ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923')
    expect((await hashText({ text: '', algorithms: ['blake2b'] })).blake2b).toBe(
      '786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce',
    )
  })
  it('CRC32 check value of "123456789" is cbf43926; xxHash64 of "" and "abc"', async () => {
    expect((await hashText({ text: '123456789', algorithms: ['crc32'] })).crc32).toBe('cbf43926')
    expect((await hashText({ text: '', algorithms: ['xxhash64'] })).xxhash64).toBe('ef46db3751d8e999')
    expect((await hashText({ text: 'abc', algorithms: ['xxhash64'] })).xxhash64).toBe('44bc2cf5ad770999')
  })
})

describe('BLAKE3 (official test_vectors.json: input byte i is i % 251)', () => {
  const input = (n: number) => Uint8Array.from({ length: n }, (_, i) => i % 251)
  const vectors: [number, string][] = [
    [0, 'af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262'],
    [127, 'd81293fda863f008c09e92fc382a81f5a0b4a1251cba1634016a0f86a6bd640d'],
    [128, 'f17e570564b26578c33bb7f44643f539624b05df1a76c81f30acd548c44b45ef'],
    [129, '683aaae9f3c5ba37eaaf072aed0f9e30bac0865137bae68b1fde4ca2aebdcb12'],
    [1023, '10108970eeda3eb932baac1428c7a2163b0e924c9a9e25b35bba72b28f70bd11'],
    [1024, '42214739f095a406f3fc83deb889744ac00df831c10daa55189b5d121c855af7'],
    [2048, 'e776b6028c7cd22a4d0ba182a8bf62205d2ef576467e838ed6f2529b85fba24a'],
  ]
  for (const [len, digest] of vectors) {
    it(`input_len ${len}`, async () => {
      const r = await hashFile({ file: new Blob([input(len)]), algorithms: ['blake3'] })
      expect(r.blake3).toBe(digest)
    })
  }
})

describe('HMAC (RFC 4231)', () => {
  const cases: { name: string; key: string; data: string; sha256: string }[] = [
    { name: 'test case 1', key: '\x0b'.repeat(20), data: 'Hi There', sha256: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7' },
    { name: 'test case 2', key: 'Jefe', data: 'what do ya want for nothing?', sha256: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843' },
  ]
  for (const c of cases) {
    it(`HMAC-SHA-256 ${c.name}, through WebCrypto and through hash-wasm`, async () => {
      expect((await hashText({ text: c.data, algorithms: ['sha256'], hmacKey: c.key })).sha256).toBe(c.sha256)
      const h = await createHasher('sha256', new TextEncoder().encode(c.key))
      h.update(c.data)
      expect(h.digest('hex')).toBe(c.sha256)
    })
  }
  it('test cases 6 and 7: a key larger than the block size (0xaa x 131), through hash-wasm', async () => {
    const key = new Uint8Array(131).fill(0xaa)
    const run = async (data: string) => {
      const h = await createHasher('sha256', key)
      h.update(data)
      return h.digest('hex')
    }
    expect(await run('Test Using Larger Than Block-Size Key - Hash Key First')).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54')
    expect(
      await run('This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.'),
    ).toBe('9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2')
  })
  it('HMAC with MD5, SHA-512 and SHA3-256 match node crypto; checksums have no HMAC (null)', async () => {
    const r = await hashText({ text: 'payload', algorithms: ['md5', 'sha512', 'sha3-256', 'crc32', 'xxhash64'], hmacKey: 'secret' })
    expect(r.md5).toBe(createHmac('md5', 'secret').update('payload').digest('hex'))
    expect(r.sha512).toBe(createHmac('sha512', 'secret').update('payload').digest('hex'))
    expect(r['sha3-256']).toBe(createHmac('sha3-256', 'secret').update('payload').digest('hex'))
    expect(r.crc32).toBeNull()
    expect(r.xxhash64).toBeNull()
  })
})

describe('hashFile: one streamed read for every algorithm', () => {
  it('gives the same digests as hashing the text, for all ten algorithms, and reports progress to the end', async () => {
    const text = 'ünïcödé 😀 '.repeat(50_000)
    const bytes = new TextEncoder().encode(text)
    const seen: number[] = []
    const parts = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) => bytes.subarray(i * 65536, (i + 1) * 65536))
    const fromFile = await hashFile({ file: new Blob(parts), algorithms: [...ALGORITHM_IDS] }, (p) => {
      expect(p.total).toBe(bytes.length)
      seen.push(p.done)
    })
    expect(fromFile).toEqual(await hashText({ text, algorithms: [...ALGORITHM_IDS] }))
    expect(fromFile.sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
    expect(fromFile.md5).toBe(createHash('md5').update(bytes).digest('hex'))
    expect(seen.at(-1)).toBe(bytes.length)
    expect(seen.length).toBeGreaterThan(2)
  })
  it('HMAC over a file equals node crypto HMAC', async () => {
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 7) & 255)
    const r = await hashFile({ file: new Blob([bytes]), algorithms: ['sha256', 'crc32'], hmacKey: 'k' })
    expect(r.sha256).toBe(createHmac('sha256', 'k').update(bytes).digest('hex'))
    expect(r.crc32).toBeNull()
  })
})

describe('digestFile: the whole file read, then WebCrypto (issue 17)', () => {
  const SHA = ['sha1', 'sha256', 'sha384', 'sha512'] as const
  const FIPS_ABC = {
    sha1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
    sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    sha384: 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
    sha512: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
  }
  const FIPS_EMPTY = {
    sha1: 'da39a3ee5e6b4b0d3255bfef95601890afd80709',
    sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    sha384: '38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b',
    sha512: 'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
  }
  it('gives the FIPS 180-4 digests of "abc" and of the empty input', async () => {
    expect(await digestFile({ file: new Blob(['abc']), algorithms: [...SHA] })).toEqual(FIPS_ABC)
    expect(await digestFile({ file: new Blob([]), algorithms: [...SHA] })).toEqual(FIPS_EMPTY)
  })
  it('a file of many chunks: node crypto\'s digests and the streaming path\'s, progress read to the end then unknown', async () => {
    const bytes = new Uint8Array(3 * 1024 * 1024 + 17).map((_, i) => (Math.imul(i, 2654435761) >>> 13) & 255)
    const parts = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) => bytes.subarray(i * 65536, (i + 1) * 65536))
    const file = new Blob(parts)
    const seen: { done: number; total: number }[] = []
    const whole = await digestFile({ file, algorithms: [...SHA] }, (p) => seen.push(p))
    for (const id of SHA) expect(whole[id], id).toBe(createHash(id).update(bytes).digest('hex'))
    expect(whole).toEqual(await hashFile({ file, algorithms: [...SHA] }))
    // Bytes read, in more than one step, up to the size; then { 0, 0 } while WebCrypto digests.
    const reading = seen.slice(0, -1)
    expect(reading.length).toBeGreaterThan(2)
    expect(reading.every((p) => p.total === bytes.length)).toBe(true)
    expect(reading.at(-1)!.done).toBe(bytes.length)
    expect(seen.at(-1)).toEqual({ done: 0, total: 0 })
  })
  it('HMAC with a key equals node crypto HMAC (RFC 4231 case 2 included)', async () => {
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 7) & 255)
    const r = await digestFile({ file: new Blob([bytes]), algorithms: ['sha256', 'sha512'], hmacKey: 'k' })
    expect(r.sha256).toBe(createHmac('sha256', 'k').update(bytes).digest('hex'))
    expect(r.sha512).toBe(createHmac('sha512', 'k').update(bytes).digest('hex'))
    const rfc = await digestFile({ file: new Blob(['what do ya want for nothing?']), algorithms: ['sha256'], hmacKey: 'Jefe' })
    expect(rfc.sha256).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843')
  })
  it('an algorithm WebCrypto lacks sends the job down the streaming path (same digests as hashFile)', async () => {
    const file = new Blob(['abc'])
    const r = await digestFile({ file, algorithms: ['sha256', 'md5'] })
    expect(r).toEqual({ sha256: FIPS_ABC.sha256, md5: '900150983cd24fb0d6963f7d28e17f72' })
  })
  it('readWhole refuses a stream that does not match the size it announced', async () => {
    const liar = { size: 10, stream: () => new Blob(['abc']).stream() } as unknown as Blob
    await expect(readWhole(liar)).rejects.toThrow('the file shrank while it was read')
    const grower = { size: 2, stream: () => new Blob(['abc']).stream() } as unknown as Blob
    await expect(readWhole(grower)).rejects.toThrow('the file grew while it was read')
  })
})

describe('choosing the path by measurement (issue 32)', () => {
  const MB = 1024 * 1024
  it('a candidate for the whole buffer: WebCrypto algorithms only, within the budget, from CALIBRATE_FROM on', () => {
    expect(wholeBufferCandidate(['sha256'], 100 * MB, 256 * MB)).toBe(true)
    expect(wholeBufferCandidate(['sha1', 'sha256', 'sha384', 'sha512'], 256 * MB, 256 * MB)).toBe(true)
    expect(wholeBufferCandidate(['sha256'], 256 * MB + 1, 256 * MB)).toBe(false)
    expect(wholeBufferCandidate(['sha256'], CALIBRATE_FROM - 1, 256 * MB)).toBe(false)
    expect(wholeBufferCandidate(['sha256', 'md5'], 100 * MB, 256 * MB)).toBe(false)
    expect(wholeBufferCandidate(['blake3'], 100 * MB, 256 * MB)).toBe(false)
    expect(wholeBufferCandidate([], 100 * MB, 256 * MB)).toBe(false)
  })
  // The two machines the issue names: streaming SHA-256 2.19 s against WebCrypto 1.69 s for 512 MB
  // (WebCrypto 23% faster), and one where streaming won.
  const epyc: PathTimes = { sha256: { stream: 2190, whole: 1690 } }
  const slowWebCrypto: PathTimes = { sha256: { stream: 100, whole: 140 } }
  it('takes the path this machine measured faster, and streams when the gain is under the margin', () => {
    expect(choosePath(['sha256'], 100 * MB, 256 * MB, epyc, 2)).toBe('whole')
    expect(choosePath(['sha256'], 100 * MB, 256 * MB, slowWebCrypto, 2)).toBe('stream')
    // 5% faster is not worth holding the whole file in memory.
    expect(choosePath(['sha256'], 100 * MB, 256 * MB, { sha256: { stream: 100, whole: 95 } }, 2)).toBe('stream')
    expect(choosePath(['sha256'], 100 * MB, 256 * MB, { sha256: { stream: 100, whole: 80 } }, 2)).toBe('whole')
  })
  it('never the whole buffer outside the candidates, nor without a figure for every algorithm', () => {
    expect(choosePath(['sha256'], 512 * MB, 256 * MB, epyc, 2)).toBe('stream')
    expect(choosePath(['sha256'], MB, 256 * MB, epyc, 2)).toBe('stream')
    expect(choosePath(['sha256', 'sha1'], 100 * MB, 256 * MB, epyc, 2)).toBe('stream')
    expect(choosePath(['sha256'], 100 * MB, 256 * MB, {}, 2)).toBe('stream')
    expect(choosePath(['sha256'], 100 * MB, 256 * MB, { sha256: { stream: 100, whole: 0 } }, 2)).toBe('stream')
  })
  it('compares the whole buffer (one algorithm after another) with the pool (the slowest worker)', () => {
    const times: PathTimes = { sha1: { stream: 100, whole: 60 }, sha256: { stream: 100, whole: 60 } }
    // One worker streams both (200) against 120 in a row; two workers stream them side by side (100).
    expect(choosePath(['sha1', 'sha256'], 100 * MB, 256 * MB, times, 1)).toBe('whole')
    expect(choosePath(['sha1', 'sha256'], 100 * MB, 256 * MB, times, 2)).toBe('stream')
  })
  it('calibrate times both paths of each WebCrypto algorithm on a sample, and skips the others', async () => {
    const t = await calibrate({ algorithms: ['sha256', 'md5', 'sha512'], bytes: 256 * 1024 })
    expect(Object.keys(t).sort()).toEqual(['sha256', 'sha512'])
    for (const id of ['sha256', 'sha512'] as const) {
      expect(t[id]!.stream).toBeGreaterThan(0)
      expect(t[id]!.whole).toBeGreaterThan(0)
      expect(Number.isFinite(t[id]!.stream + t[id]!.whole)).toBe(true)
    }
  })
  it('an eighth of navigator.deviceMemory, 64 MB to 1 GB; 256 MB when the browser does not say', () => {
    expect(wholeBufferBudget(undefined)).toBe(256 * MB)
    expect(wholeBufferBudget(0)).toBe(256 * MB)
    expect(wholeBufferBudget(8)).toBe(1024 * MB)
    expect(wholeBufferBudget(4)).toBe(512 * MB)
    expect(wholeBufferBudget(2)).toBe(256 * MB)
    expect(wholeBufferBudget(0.25)).toBe(64 * MB)
    expect(wholeBufferBudget(32)).toBe(1024 * MB)
  })
})

describe('partitionAlgorithms', () => {
  it('uses every algorithm once, spreads cost evenly, and never makes more groups than algorithms', () => {
    const groups = partitionAlgorithms([...ALGORITHM_IDS], 2)
    expect(groups).toHaveLength(2)
    expect(groups.flat().sort()).toEqual([...ALGORITHM_IDS].sort())
    const costs = groups.map((g) => g.reduce((s, id) => s + COST[id], 0))
    expect(Math.abs(costs[0]! - costs[1]!)).toBeLessThanOrEqual(COST.sha256)
    expect(partitionAlgorithms(['md5'], 4)).toEqual([['md5']])
    expect(partitionAlgorithms(['md5', 'sha1', 'sha256'], 1)).toEqual([['sha256', 'sha1', 'md5']])
  })
  it('toHex', () => expect(toHex(new Uint8Array([0, 15, 255]))).toBe('000fff'))
})
