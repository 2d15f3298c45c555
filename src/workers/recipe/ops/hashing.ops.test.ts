import { describe, expect, it } from 'vitest'
import hashingOps from '../../../ops/hashing.manifest'
import { defaultArgs, operationById } from '../../../ops/manifest'
import ops, { keyBytes } from './hashing.ops'

const text = (s: string) => new TextEncoder().encode(s)
const args = (id: string, over: Record<string, unknown> = {}) => ({ ...defaultArgs(operationById(id)!), ...over }) as never
const hash = async (id: string, input: Uint8Array | string, over: Record<string, unknown> = {}) => (await ops[id as keyof typeof ops].run(typeof input === 'string' ? text(input) : input, args(id, over))) as string

/**
 * Digests of "abc" and "" per operation. Where Python has the algorithm, from Python 3.11:
 *   python3 -c "import hashlib; [print(n, hashlib.new(n, b'abc').hexdigest(), hashlib.new(n, b'').hexdigest()) for n in ['md5','sha1','sha224','sha256','sha384','sha512','sha3_224','sha3_256','sha3_384','sha3_512','ripemd160','sm3','blake2b','blake2s']]"
 *   python3 -c "import zlib; print('%08x %08x %08x %08x' % (zlib.crc32(b'abc'), zlib.crc32(b''), zlib.adler32(b'abc'), zlib.adler32(b'')))"
 * Else from the algorithm's own reference: MD4 from RFC 1320 A.5; Keccak-256 from the Keccak team's
 * known answers (as Ethereum uses: keccak256("") = c5d2…a470); BLAKE3 from its reference
 * implementation (b3sum); xxHash from xxhsum (xxh32sum, xxh64sum, xxh3 -H3, xxh128 -H2);
 * CRC-32C "abc" from the CRC catalogue's algorithm (its check value, of "123456789", is tested below).
 */
const VECTORS: Record<string, [abc: string, empty: string]> = {
  md5: ['900150983cd24fb0d6963f7d28e17f72', 'd41d8cd98f00b204e9800998ecf8427e'],
  md4: ['a448017aaf21d8525fc10ae87aa6729d', '31d6cfe0d16ae931b73c59d7e0c089c0'],
  sha1: ['a9993e364706816aba3e25717850c26c9cd0d89d', 'da39a3ee5e6b4b0d3255bfef95601890afd80709'],
  sha224: ['23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7', 'd14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f'],
  sha256: ['ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  sha384: [
    'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
    '38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b',
  ],
  sha512: [
    'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
  ],
  'sha3-224': ['e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf', '6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7'],
  'sha3-256': ['3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532', 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a'],
  'sha3-384': [
    'ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25',
    '0c63a75b845e4f7d01107d852e4c2485c51a50aaaa94fc61995e71bbee983a2ac3713831264adb47fb6bd1e058d5f004',
  ],
  'sha3-512': [
    'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0',
    'a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a615b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26',
  ],
  'keccak-256': ['4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45', 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
  blake2b: [
    'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
    '786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce',
  ],
  blake2s: ['508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982', '69217a3079908094e11121d042354a7c1f55b6482ca1a51e1b250dfd1ed0eef9'],
  blake3: ['6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85', 'af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262'],
  'ripemd-160': ['8eb208f7e05d987a9b044a8e98c6b087f15a0bfc', '9c1185a5c5e9fc54612808977ee8f548b2258d31'],
  sm3: ['66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0', '1ab21d8355cfa17f8e61194831e81a8f22bec8c728fefb747ed035eb5082aa2b'],
  crc32: ['352441c2', '00000000'],
  crc32c: ['364b3fb7', '00000000'],
  adler32: ['024d0127', '00000001'],
  xxhash32: ['32d153ff', '02cc5d05'],
  xxhash64: ['44bc2cf5ad770999', 'ef46db3751d8e999'],
  xxh3: ['78af5f94892f3950', '2d06800538d394c2'],
  xxh128: ['06b05ab6733a618578af5f94892f3950', '99aa06d3014798d86001c324468d497f'],
}

describe('hashes: "abc" and "" against Python and the reference implementations', () => {
  it('covers every hashing operation but HMAC', () => {
    expect(Object.keys(VECTORS).sort()).toEqual(hashingOps.map((o) => o.id).filter((id) => id !== 'hmac').sort())
  })
  for (const [id, [abc, empty]] of Object.entries(VECTORS)) {
    it(`${id}`, async () => {
      expect(await hash(id, 'abc')).toBe(abc)
      expect(await hash(id, '')).toBe(empty)
    })
  }

  it('check values and long inputs (FIPS 180-4 one million "a"; the CRC catalogue\'s "123456789")', async () => {
    expect(await hash('sha256', 'a'.repeat(1_000_000))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0')
    // python3 -c "import zlib; print('%08x' % zlib.crc32(b'123456789'))"
    expect(await hash('crc32', '123456789')).toBe('cbf43926')
    expect(await hash('crc32c', '123456789')).toBe('e3069283')
    // RFC 1321 A.5
    expect(await hash('md5', 'message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0')
    // RFC 1320 A.5
    expect(await hash('md4', 'message digest')).toBe('d9130a8164549fe818874806e1c7014b')
  })
})

describe('arguments', () => {
  it('output as Base64', async () => {
    // python3 -c "import hashlib,base64; print(base64.b64encode(hashlib.sha256(b'abc').digest()).decode())"
    expect(await hash('sha256', 'abc', { output: 'base64' })).toBe('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=')
  })

  it('digest lengths of BLAKE2b, BLAKE2s (Python) and BLAKE3 (its output is extendable: a longer digest begins with the shorter)', async () => {
    // python3 -c "import hashlib; print(hashlib.blake2b(b'abc', digest_size=32).hexdigest(), hashlib.blake2s(b'abc', digest_size=16).hexdigest())"
    expect(await hash('blake2b', 'abc', { bits: 256 })).toBe('bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319')
    expect(await hash('blake2s', 'abc', { bits: 128 })).toBe('aa4938119b1dc7b87cbad0ffd200d0ae')
    const long = await hash('blake3', 'abc', { bits: 512 })
    expect(long).toHaveLength(128)
    expect(long.startsWith(VECTORS.blake3![0])).toBe(true)
  })

  it('refuses a digest length that is not a whole number of bytes, or too long', async () => {
    await expect(hash('blake2b', 'abc', { bits: 12 })).rejects.toThrow('Digest length must be a multiple of 8 from 8 to 512 bits (got 12)')
    await expect(hash('blake2s', 'abc', { bits: 512 })).rejects.toThrow('Digest length must be a multiple of 8 from 8 to 256 bits (got 512)')
  })
})

describe('HMAC (RFC 2104)', () => {
  it('RFC 4231 test cases 1 and 2 (SHA-224/256/384/512), the key as hex and as text', async () => {
    const case1 = { key: '0b'.repeat(20), keyEncoding: 'hex' }
    expect(await hash('hmac', 'Hi There', case1)).toBe('b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7')
    expect(await hash('hmac', 'Hi There', { ...case1, algorithm: 'sha512' })).toBe(
      '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854',
    )
    const case2 = { key: 'Jefe' }
    const data = 'what do ya want for nothing?'
    expect(await hash('hmac', data, case2)).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843')
    expect(await hash('hmac', data, { ...case2, algorithm: 'sha224' })).toBe('a30e01098bc6dbbf45690f3a7e9e6d0f8bbea2a39e6148008fd05e44')
    expect(await hash('hmac', data, { ...case2, algorithm: 'sha384' })).toBe('af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649')
    // The same key as Base64 ("Jefe" = SmVmZQ==) and as hex with spaces and colons.
    expect(await hash('hmac', data, { key: 'SmVmZQ==', keyEncoding: 'base64' })).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843')
    expect(await hash('hmac', data, { key: '4a:65 66:65', keyEncoding: 'hex' })).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843')
  })

  it('over the other hashes (Python hmac)', async () => {
    const fox = 'The quick brown fox jumps over the lazy dog'
    // python3 -c "import hmac; print(hmac.new(b'key', b'The quick brown fox jumps over the lazy dog', 'sha1').hexdigest())"  (and 'md5', 'sha3_256')
    expect(await hash('hmac', fox, { key: 'key', algorithm: 'sha1' })).toBe('de7c9b85b8b78aa6bc8a7a36f70a90701c9db4d9')
    expect(await hash('hmac', fox, { key: 'key', algorithm: 'md5' })).toBe('80070713463e7749b90c2dc24911e275')
    expect(await hash('hmac', fox, { key: 'key', algorithm: 'sha3-256' })).toBe('8c6e0683409427f8931711b10ca92a506eb1fafa48fadd66d76126f47ac2c333')
    // python3 -c "import hmac; print(hmac.new(b'key', b'abc', 'ripemd160').hexdigest(), hmac.new(b'key', b'abc', 'sm3').hexdigest())"
    expect(await hash('hmac', 'abc', { key: 'key', algorithm: 'ripemd-160' })).toBe('67fdce738ebfc7372bcd38f03c023b5746724d18')
    expect(await hash('hmac', 'abc', { key: 'key', algorithm: 'sm3' })).toBe('28e63256e7c5a087b1f073265dc53092163f7b82729735d06f28f10af9d52393')
  })

  it('says what is wrong with a key', async () => {
    await expect(hash('hmac', 'x', { key: 'abc', keyEncoding: 'hex' })).rejects.toThrow('Key is not hex: odd number of hex digits (3)')
    await expect(hash('hmac', 'x', { key: '0g', keyEncoding: 'hex' })).rejects.toThrow("Key is not hex: invalid character 'g'")
    await expect(hash('hmac', 'x', { key: 'a', keyEncoding: 'base64' })).rejects.toThrow('Key is not Base64')
    expect(Array.from(keyBytes('0x0A0b', 'hex'))).toEqual([10, 11])
    expect(Array.from(keyBytes('é', 'utf8'))).toEqual([0xc3, 0xa9])
  })
})

describe('streaming', () => {
  it('gives the digest of the whole, however the input is cut', async () => {
    const data = Uint8Array.from({ length: 200_000 }, (_, i) => (i * 2654435761) >>> 24)
    for (const id of ['sha256', 'blake3', 'crc32c', 'xxh128', 'hmac']) {
      const whole = await hash(id, data)
      const t = ops[id as keyof typeof ops].stream(args(id))
      const parts: Uint8Array[] = []
      for (let at = 0, n = 1; at < data.length; at += n, n = (n * 7) % 65537) parts.push(await t.push(data.subarray(at, at + n)))
      expect(parts.every((p) => p.length === 0)).toBe(true)
      expect(new TextDecoder().decode(await t.flush())).toBe(whole)
    }
  })
})
