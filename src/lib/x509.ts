import { AsnConvert, AsnParser, OctetString } from '@peculiar/asn1-schema'
import * as X from '@peculiar/asn1-x509'
import { CertificationRequest } from '@peculiar/asn1-csr'
import { EncryptedPrivateKeyInfo, PrivateKeyInfo } from '@peculiar/asn1-pkcs8'
import { RSAPrivateKey, RSAPublicKey, RsaSaPssParams, id_RSASSA_PSS, id_mgf1, id_rsaEncryption } from '@peculiar/asn1-rsa'
import * as asn1js from 'asn1js'
import { EncryptedContentInfo } from '@peculiar/asn1-cms'
import { AuthenticatedSafe, CertBag, PFX, SafeContents } from '@peculiar/asn1-pfx'
import { ECDSASigValue, ECParameters, ECPrivateKey, id_ecPublicKey } from '@peculiar/asn1-ecc'
import { isText } from './binary'
import { base64ToBytes, bytesToBase64 } from './bytes'
import { relativeTime } from './timestamp'

/**
 * Certificates, chains, CSRs, CRLs and keys read with the PeculiarVentures ASN.1 schemas
 * (@peculiar/asn1-x509 and its siblings: the parsers under @peculiar/x509, used directly because
 * @peculiar/x509 itself needs the `reflect-metadata` polyfill, which is not installed); digests
 * and signature checks with WebCrypto. The x509 tool and the recipe operations call this module.
 * Names and wording follow `openssl x509 -text` so each field can be compared with it.
 */

export const NOT_RECOGNISED = 'Not a certificate, key, CSR or CRL'

export type Named = { oid: string; name: string }
export type NamePart = { short: string; oid: string; value: string }
export type Extension = { oid: string; name: string; critical: boolean; lines: string[] }
export type SanEntry = { type: string; value: string }
export type Fingerprints = { sha1: string; sha256: string }

export type KeyInfo = {
  private: boolean
  /** 'RSA', 'EC', 'Ed25519', or the algorithm's OID name when another. */
  type: string
  /** Bits: the modulus for RSA, the curve's for EC, 256 for Ed25519. */
  bits: number | null
  curve: string | null
  /** The public part: its SubjectPublicKeyInfo DER, as PEM, and its SHA-256 fingerprint. */
  spki: Uint8Array | null
  publicPem: string | null
  spkiSha256: string | null
  /** Why the public part could not be read (an encrypted private key, an unknown algorithm). */
  note?: string
}

export type CertInfo = {
  der: Uint8Array
  version: number
  serialHex: string
  serialDecimal: string
  subject: NamePart[]
  issuer: NamePart[]
  subjectText: string
  issuerText: string
  notBefore: Date
  notAfter: Date
  signatureAlgorithm: Named
  /** The signature algorithm's DER parameters (RSA-PSS's hash and salt), null when it has none. */
  signatureParams: ArrayBuffer | null
  publicKeyAlgorithm: Named
  publicKey: KeyInfo
  sans: SanEntry[]
  keyUsage: string[]
  extendedKeyUsage: string[]
  basicConstraints: { ca: boolean; pathLen: number | null } | null
  extensions: Extension[]
  fingerprints: Fingerprints
  selfIssued: boolean
  /** For chain checks: the signed part, the signature and the names' DER. */
  tbs: Uint8Array
  signature: Uint8Array
  subjectDer: Uint8Array
  issuerDer: Uint8Array
}

export type CsrInfo = { subject: NamePart[]; subjectText: string; publicKeyAlgorithm: Named; publicKey: KeyInfo; signatureAlgorithm: Named; sans: SanEntry[]; extensions: Extension[]; signatureValid: boolean | null }
export type Revoked = { serialHex: string; date: Date; reason: string | null }
export type CrlInfo = { issuer: NamePart[]; issuerText: string; thisUpdate: Date; nextUpdate: Date | null; signatureAlgorithm: Named; revoked: Revoked[]; extensions: Extension[] }

export type X509Item =
  | { kind: 'certificate'; label: string; cert: CertInfo }
  | { kind: 'csr'; label: string; csr: CsrInfo }
  | { kind: 'crl'; label: string; crl: CrlInfo }
  | { kind: 'key'; label: string; key: KeyInfo }
  | { kind: 'error'; label: string; message: string }

export type X509Result = { ok: true; items: X509Item[] } | { ok: false; message: string }

const OIDS: Record<string, string> = {
  '2.5.4.3': 'CN', '2.5.4.4': 'SN', '2.5.4.5': 'serialNumber', '2.5.4.6': 'C', '2.5.4.7': 'L', '2.5.4.8': 'ST', '2.5.4.9': 'street',
  '2.5.4.10': 'O', '2.5.4.11': 'OU', '2.5.4.12': 'title', '2.5.4.42': 'GN', '2.5.4.97': 'organizationIdentifier',
  '1.2.840.113549.1.9.1': 'emailAddress', '0.9.2342.19200300.100.1.25': 'DC', '0.9.2342.19200300.100.1.1': 'UID',
  '1.3.6.1.4.1.311.60.2.1.3': 'jurisdictionC', '2.5.4.15': 'businessCategory',
}

/** Signature and key algorithms as openssl names them. */
const ALGORITHMS: Record<string, string> = {
  '1.2.840.113549.1.1.1': 'rsaEncryption', '1.2.840.113549.1.1.5': 'sha1WithRSAEncryption', '1.2.840.113549.1.1.4': 'md5WithRSAEncryption',
  '1.2.840.113549.1.1.11': 'sha256WithRSAEncryption', '1.2.840.113549.1.1.12': 'sha384WithRSAEncryption', '1.2.840.113549.1.1.13': 'sha512WithRSAEncryption',
  '1.2.840.113549.1.1.10': 'rsassaPss', '1.2.840.10045.2.1': 'id-ecPublicKey', '1.2.840.10045.4.1': 'ecdsa-with-SHA1',
  '1.2.840.10045.4.3.2': 'ecdsa-with-SHA256', '1.2.840.10045.4.3.3': 'ecdsa-with-SHA384', '1.2.840.10045.4.3.4': 'ecdsa-with-SHA512',
  '1.3.101.112': 'ED25519', '1.3.101.113': 'ED448', '1.3.101.110': 'X25519', '1.3.101.111': 'X448', '1.2.840.10040.4.1': 'dsaEncryption',
}

const CURVES: Record<string, { name: string; bits: number; webcrypto: string }> = {
  '1.2.840.10045.3.1.7': { name: 'P-256', bits: 256, webcrypto: 'P-256' },
  '1.3.132.0.34': { name: 'P-384', bits: 384, webcrypto: 'P-384' },
  '1.3.132.0.35': { name: 'P-521', bits: 521, webcrypto: 'P-521' },
  '1.3.132.0.10': { name: 'secp256k1', bits: 256, webcrypto: '' },
}

const EXTENSIONS: Record<string, string> = {
  '2.5.29.19': 'Basic Constraints', '2.5.29.15': 'Key Usage', '2.5.29.37': 'Extended Key Usage', '2.5.29.14': 'Subject Key Identifier',
  '2.5.29.35': 'Authority Key Identifier', '2.5.29.17': 'Subject Alternative Name', '2.5.29.18': 'Issuer Alternative Name',
  '2.5.29.31': 'CRL Distribution Points', '1.3.6.1.5.5.7.1.1': 'Authority Information Access', '2.5.29.32': 'Certificate Policies',
  '2.5.29.30': 'Name Constraints', '2.5.29.36': 'Policy Constraints', '2.5.29.54': 'Inhibit Any Policy', '2.5.29.46': 'Freshest CRL',
  '2.5.29.16': 'Private Key Usage Period', '2.5.29.20': 'CRL Number', '2.5.29.21': 'CRL Reason Code', '2.5.29.24': 'Invalidity Date',
  '2.5.29.28': 'Issuing Distribution Point', '1.3.6.1.4.1.11129.2.4.2': 'CT Precertificate SCTs', '1.3.6.1.4.1.11129.2.4.3': 'CT Precertificate Poison',
  '1.3.6.1.5.5.7.1.24': 'TLS Feature', '1.3.6.1.5.5.7.48.1.5': 'OCSP No Check', '2.16.840.1.113730.1.1': 'Netscape Cert Type',
  '2.16.840.1.113730.1.13': 'Netscape Comment', '1.3.6.1.5.5.7.1.11': 'Subject Information Access',
}

const KEY_USAGES: [number, string][] = [
  [X.KeyUsageFlags.digitalSignature, 'Digital Signature'], [X.KeyUsageFlags.nonRepudiation, 'Non Repudiation'],
  [X.KeyUsageFlags.keyEncipherment, 'Key Encipherment'], [X.KeyUsageFlags.dataEncipherment, 'Data Encipherment'],
  [X.KeyUsageFlags.keyAgreement, 'Key Agreement'], [X.KeyUsageFlags.keyCertSign, 'Certificate Sign'], [X.KeyUsageFlags.cRLSign, 'CRL Sign'],
  [X.KeyUsageFlags.encipherOnly, 'Encipher Only'], [X.KeyUsageFlags.decipherOnly, 'Decipher Only'],
]

const EKUS: Record<string, string> = {
  '1.3.6.1.5.5.7.3.1': 'TLS Web Server Authentication', '1.3.6.1.5.5.7.3.2': 'TLS Web Client Authentication', '1.3.6.1.5.5.7.3.3': 'Code Signing',
  '1.3.6.1.5.5.7.3.4': 'E-mail Protection', '1.3.6.1.5.5.7.3.8': 'Time Stamping', '1.3.6.1.5.5.7.3.9': 'OCSP Signing', '2.5.29.37.0': 'Any Extended Key Usage',
  '1.3.6.1.4.1.311.10.3.3': 'Microsoft Server Gated Crypto', '1.3.6.1.4.1.311.20.2.2': 'Microsoft Smartcard Login',
}

const REASONS = ['Unspecified', 'Key Compromise', 'CA Compromise', 'Affiliation Changed', 'Superseded', 'Cessation Of Operation', 'Certificate Hold', '', 'Remove From CRL', 'Privilege Withdrawn', 'AA Compromise']

const named = (oid: string): Named => ({ oid, name: ALGORITHMS[oid] ?? oid })
const u8 = (b: ArrayBuffer | ArrayBufferView) => (b instanceof Uint8Array ? b : ArrayBuffer.isView(b) ? new Uint8Array(b.buffer, b.byteOffset, b.byteLength) : new Uint8Array(b))
const der = (v: unknown) => new Uint8Array(AsnConvert.serialize(v))

/** Bytes as openssl prints them: upper-case hex pairs joined by colons. */
export const colonHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':')

export function pemOf(label: string, bytes: Uint8Array): string {
  const b64 = bytesToBase64(bytes).replace(/.{1,64}/g, '$&\n')
  return `-----BEGIN ${label}-----\n${b64}-----END ${label}-----\n`
}

async function digest(name: 'SHA-1' | 'SHA-256', bytes: Uint8Array): Promise<string> {
  return colonHex(new Uint8Array(await crypto.subtle.digest(name, bytes as BufferSource)))
}

// ---------------------------------------------------------------------------------------------
// Names, extensions

function nameParts(name: X.Name): NamePart[] {
  return name.flatMap((rdn) => rdn.map((atv) => ({ oid: atv.type, short: OIDS[atv.type] ?? atv.type, value: atv.value.toString() })))
}

/** A distinguished name as `openssl x509 -text` prints it: `C = GB, O = Example, CN = example.test`. */
export const nameText = (parts: NamePart[]) => parts.map((p) => `${p.short} = ${p.value}`).join(', ')

function ipText(ip: string): string {
  // The schema gives IPv6 as full groups; openssl prints every group in upper case without leading zeros.
  if (!ip.includes(':')) return ip
  const [head = '', tail] = ip.split('::')
  const a = head ? head.split(':') : []
  const b = tail ? tail.split(':') : []
  const groups = tail === undefined ? a : [...a, ...Array<string>(8 - a.length - b.length).fill('0'), ...b]
  return groups.map((g) => g.replace(/^0+(?=.)/, '').toUpperCase()).join(':')
}

function generalName(g: X.GeneralName): SanEntry {
  if (g.dNSName !== undefined) return { type: 'DNS', value: g.dNSName }
  if (g.iPAddress !== undefined) return { type: 'IP Address', value: ipText(g.iPAddress) }
  if (g.rfc822Name !== undefined) return { type: 'email', value: g.rfc822Name }
  if (g.uniformResourceIdentifier !== undefined) return { type: 'URI', value: g.uniformResourceIdentifier }
  if (g.directoryName) return { type: 'DirName', value: nameText(nameParts(g.directoryName)) }
  if (g.registeredID) return { type: 'Registered ID', value: g.registeredID }
  return { type: 'othername', value: g.otherName?.typeId ?? '' }
}

type Decoded = { lines: string[]; sans?: SanEntry[]; keyUsage?: string[]; eku?: string[]; basic?: { ca: boolean; pathLen: number | null } }

function decodeExtension(oid: string, value: Uint8Array): Decoded {
  switch (oid) {
    case X.id_ce_basicConstraints: {
      const b = AsnParser.parse(value, X.BasicConstraints)
      const pathLen = b.pathLenConstraint ?? null
      return { lines: [`CA:${b.cA ? 'TRUE' : 'FALSE'}${pathLen !== null ? `, pathlen:${pathLen}` : ''}`], basic: { ca: b.cA, pathLen } }
    }
    case X.id_ce_keyUsage: {
      const k = AsnParser.parse(value, X.KeyUsage)
      const flags = k.toNumber()
      const keyUsage = KEY_USAGES.filter(([f]) => flags & f).map(([, n]) => n)
      return { lines: [keyUsage.join(', ')], keyUsage }
    }
    case X.id_ce_extKeyUsage: {
      const eku = AsnParser.parse(value, X.ExtendedKeyUsage).map((o) => EKUS[o] ?? o)
      return { lines: [eku.join(', ')], eku }
    }
    case X.id_ce_subjectAltName:
    case X.id_ce_issuerAltName: {
      const sans = AsnParser.parse(value, X.GeneralNames).map(generalName)
      return { lines: [sans.map((s) => `${s.type}:${s.value}`).join(', ')], sans: oid === X.id_ce_subjectAltName ? sans : undefined }
    }
    case X.id_ce_subjectKeyIdentifier:
      return { lines: [colonHex(u8(AsnParser.parse(value, X.SubjectKeyIdentifier).buffer))] }
    case X.id_ce_authorityKeyIdentifier: {
      const a = AsnParser.parse(value, X.AuthorityKeyIdentifier)
      const lines = a.keyIdentifier ? [colonHex(u8(a.keyIdentifier.buffer))] : []
      if (a.authorityCertSerialNumber) lines.push(`serial:${colonHex(u8(a.authorityCertSerialNumber))}`)
      return { lines }
    }
    case X.id_ce_cRLDistributionPoints:
      return { lines: AsnParser.parse(value, X.CRLDistributionPoints).flatMap((p) => (p.distributionPoint?.fullName ?? []).map((g) => { const s = generalName(g); return `${s.type}:${s.value}` })) }
    case X.id_pe_authorityInfoAccess:
      return {
        lines: AsnParser.parse(value, X.AuthorityInfoAccessSyntax).map((d) => {
          const s = generalName(d.accessLocation)
          const method = d.accessMethod === '1.3.6.1.5.5.7.48.1' ? 'OCSP' : d.accessMethod === '1.3.6.1.5.5.7.48.2' ? 'CA Issuers' : d.accessMethod
          return `${method} - ${s.type}:${s.value}`
        }),
      }
    case X.id_ce_certificatePolicies:
      return { lines: AsnParser.parse(value, X.CertificatePolicies).map((p) => `Policy: ${p.policyIdentifier}`) }
    case X.id_ce_cRLNumber:
      return { lines: [String(AsnParser.parse(value, X.CRLNumber).value)] }
    case X.id_ce_cRLReasons:
      return { lines: [REASONS[AsnParser.parse(value, X.CRLReason).reason] ?? 'Unknown'] }
    default:
      return { lines: [colonHex(value)] }
  }
}

type Parsed = { extensions: Extension[]; sans: SanEntry[]; keyUsage: string[]; eku: string[]; basic: { ca: boolean; pathLen: number | null } | null }

function readExtensions(list: readonly X.Extension[] | undefined): Parsed {
  const out: Parsed = { extensions: [], sans: [], keyUsage: [], eku: [], basic: null }
  for (const e of list ?? []) {
    const value = u8(e.extnValue.buffer)
    let d: Decoded
    try {
      d = decodeExtension(e.extnID, value)
    } catch {
      d = { lines: [colonHex(value)] }
    }
    out.extensions.push({ oid: e.extnID, name: EXTENSIONS[e.extnID] ?? e.extnID, critical: !!e.critical, lines: d.lines })
    if (d.sans) out.sans = d.sans
    if (d.keyUsage) out.keyUsage = d.keyUsage
    if (d.eku) out.eku = d.eku
    if (d.basic) out.basic = d.basic
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Keys

const ED_OIDS: Record<string, { type: string; bits: number }> = {
  '1.3.101.112': { type: 'Ed25519', bits: 256 }, '1.3.101.113': { type: 'Ed448', bits: 456 },
  '1.3.101.110': { type: 'X25519', bits: 256 }, '1.3.101.111': { type: 'X448', bits: 448 },
}

function bitLength(bytes: Uint8Array): number {
  let i = 0
  while (i < bytes.length && bytes[i] === 0) i++
  if (i === bytes.length) return 0
  return (bytes.length - i - 1) * 8 + (32 - Math.clz32(bytes[i] ?? 0))
}

function curveOf(params: ArrayBuffer | null | undefined): (typeof CURVES)[string] & { oid: string } | null {
  if (!params) return null
  try {
    const p = AsnParser.parse(params, ECParameters)
    return p.namedCurve ? { oid: p.namedCurve, ...(CURVES[p.namedCurve] ?? { name: p.namedCurve, bits: 0, webcrypto: '' }) } : null
  } catch {
    return null
  }
}

/** What a SubjectPublicKeyInfo holds: its type, size and curve, and its fingerprint. */
async function spkiInfo(spki: Uint8Array, isPrivate: boolean): Promise<KeyInfo> {
  const info = AsnParser.parse(spki, X.SubjectPublicKeyInfo)
  const oid = info.algorithm.algorithm
  let type = ALGORITHMS[oid] ?? oid
  let bits: number | null = null
  let curve: string | null = null
  if (oid === id_rsaEncryption || oid === '1.2.840.113549.1.1.10') {
    type = 'RSA'
    bits = bitLength(u8(AsnParser.parse(info.subjectPublicKey, RSAPublicKey).modulus))
  } else if (oid === id_ecPublicKey) {
    type = 'EC'
    const c = curveOf(info.algorithm.parameters)
    curve = c?.name ?? null
    bits = c?.bits || null
  } else if (ED_OIDS[oid]) {
    ;({ type, bits } = ED_OIDS[oid])
  }
  return { private: isPrivate, type, bits, curve, spki, publicPem: pemOf('PUBLIC KEY', spki), spkiSha256: await digest('SHA-256', spki) }
}

const spkiDer = (algorithm: X.AlgorithmIdentifier, publicKey: ArrayBuffer) => der(new X.SubjectPublicKeyInfo({ algorithm, subjectPublicKey: publicKey }))
const ED_PREFIX: Record<string, number[]> = { '1.3.101.112': [0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00] }

/** The public part of a PKCS#8 private key, without showing or keeping the private material. */
async function publicOfPkcs8(pki: PrivateKeyInfo, pkcs8: Uint8Array): Promise<Uint8Array | null> {
  const alg = pki.privateKeyAlgorithm
  const inner = u8(pki.privateKey.buffer)
  if (alg.algorithm === id_rsaEncryption) {
    const k = AsnParser.parse(inner, RSAPrivateKey)
    return spkiDer(new X.AlgorithmIdentifier({ algorithm: id_rsaEncryption, parameters: null }), AsnConvert.serialize(new RSAPublicKey({ modulus: k.modulus, publicExponent: k.publicExponent })))
  }
  if (alg.algorithm === id_ecPublicKey) {
    const k = AsnParser.parse(inner, ECPrivateKey)
    const params = alg.parameters ?? (k.parameters ? AsnConvert.serialize(k.parameters) : null)
    if (k.publicKey) return spkiDer(new X.AlgorithmIdentifier({ algorithm: id_ecPublicKey, parameters: params }), k.publicKey)
    const c = curveOf(params)
    if (!c?.webcrypto) return null
    const jwk = await crypto.subtle.exportKey('jwk', await crypto.subtle.importKey('pkcs8', pkcs8 as BufferSource, { name: 'ECDSA', namedCurve: c.webcrypto }, true, ['sign']))
    return spkiOfJwk({ kty: 'EC', crv: jwk.crv, x: jwk.x, y: jwk.y })
  }
  if (ED_PREFIX[alg.algorithm]) {
    const jwk = await crypto.subtle.exportKey('jwk', await crypto.subtle.importKey('pkcs8', pkcs8 as BufferSource, { name: 'Ed25519' }, true, ['sign']))
    return new Uint8Array([...(ED_PREFIX[alg.algorithm] ?? []), ...base64ToBytes(jwk.x ?? '')])
  }
  return null
}

async function spkiOfJwk(jwk: JsonWebKey): Promise<Uint8Array> {
  const pub: JsonWebKey = jwk.kty === 'RSA' ? { kty: 'RSA', n: jwk.n, e: jwk.e } : jwk.kty === 'EC' ? { kty: 'EC', crv: jwk.crv, x: jwk.x, y: jwk.y } : { kty: 'OKP', crv: jwk.crv, x: jwk.x }
  if (jwk.kty === 'OKP') {
    if (jwk.crv !== 'Ed25519') throw new Error(`the JWK curve ${String(jwk.crv)} is not supported (Ed25519 is)`)
    return new Uint8Array([...(ED_PREFIX['1.3.101.112'] ?? []), ...base64ToBytes(jwk.x ?? '')])
  }
  const algorithm = jwk.kty === 'RSA' ? { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } : { name: 'ECDSA', namedCurve: jwk.crv ?? '' }
  const key = await crypto.subtle.importKey('jwk', pub, algorithm, true, ['verify'])
  return new Uint8Array(await crypto.subtle.exportKey('spki', key))
}

async function privateKeyInfo(pkcs8: Uint8Array): Promise<KeyInfo> {
  const pki = AsnParser.parse(pkcs8, PrivateKeyInfo)
  const spki = await publicOfPkcs8(pki, pkcs8)
  if (spki) return spkiInfo(spki, true)
  const oid = pki.privateKeyAlgorithm.algorithm
  return { private: true, type: ALGORITHMS[oid] ?? oid, bits: null, curve: null, spki: null, publicPem: null, spkiSha256: null, note: 'Its public part cannot be derived here.' }
}

const wrapPkcs8 = (algorithm: X.AlgorithmIdentifier, inner: Uint8Array) => der(new PrivateKeyInfo({ privateKeyAlgorithm: algorithm, privateKey: new OctetString(inner) }))

async function jwkInfo(text: string): Promise<KeyInfo[]> {
  const parsed = JSON.parse(text) as { keys?: JsonWebKey[] } & JsonWebKey
  const keys = Array.isArray(parsed.keys) ? parsed.keys : [parsed]
  return Promise.all(
    keys.map(async (jwk) => {
      if (!['RSA', 'EC', 'OKP'].includes(String(jwk.kty))) throw new Error(`the JWK's "kty" is ${JSON.stringify(jwk.kty)} (RSA, EC or OKP is expected)`)
      return spkiInfo(await spkiOfJwk(jwk), typeof jwk.d === 'string')
    }),
  )
}

// ---------------------------------------------------------------------------------------------
// Certificates, CSRs, CRLs

async function certInfo(bytes: Uint8Array): Promise<CertInfo> {
  const cert = AsnParser.parse(bytes, X.Certificate)
  const tbs = cert.tbsCertificate
  const ext = readExtensions(tbs.extensions)
  const spki = der(tbs.subjectPublicKeyInfo)
  const subject = nameParts(tbs.subject)
  const issuer = nameParts(tbs.issuer)
  const serial = u8(tbs.serialNumber)
  const subjectDer = der(tbs.subject)
  const issuerDer = der(tbs.issuer)
  return {
    der: bytes,
    version: tbs.version + 1,
    serialHex: colonHex(serial.length > 1 && serial[0] === 0 ? serial.subarray(1) : serial),
    serialDecimal: BigInt(`0x${Array.from(serial, (b) => b.toString(16).padStart(2, '0')).join('') || '0'}`).toString(),
    subject,
    issuer,
    subjectText: nameText(subject),
    issuerText: nameText(issuer),
    notBefore: tbs.validity.notBefore.getTime(),
    notAfter: tbs.validity.notAfter.getTime(),
    signatureAlgorithm: named(cert.signatureAlgorithm.algorithm),
    signatureParams: cert.signatureAlgorithm.parameters ?? null,
    publicKeyAlgorithm: named(tbs.subjectPublicKeyInfo.algorithm.algorithm),
    publicKey: await spkiInfo(spki, false),
    sans: ext.sans,
    keyUsage: ext.keyUsage,
    extendedKeyUsage: ext.eku,
    basicConstraints: ext.basic,
    extensions: ext.extensions,
    fingerprints: { sha1: await digest('SHA-1', bytes), sha256: await digest('SHA-256', bytes) },
    selfIssued: equalBytes(subjectDer, issuerDer),
    tbs: der(tbs),
    signature: u8(cert.signatureValue),
    subjectDer,
    issuerDer,
  }
}

async function csrInfo(bytes: Uint8Array): Promise<CsrInfo> {
  const csr = AsnParser.parse(bytes, CertificationRequest)
  const info = csr.certificationRequestInfo
  const subject = nameParts(info.subject)
  const requested = info.attributes.find((a) => a.type === '1.2.840.113549.1.9.14')
  const extList = requested?.values[0] ? AsnParser.parse(requested.values[0], X.Extensions) : []
  const ext = readExtensions(extList)
  const spki = der(info.subjectPKInfo)
  const signatureAlgorithm = named(csr.signatureAlgorithm.algorithm)
  const signatureValid = await verifySignature(signatureAlgorithm.oid, spki, der(info), u8(csr.signature), csr.signatureAlgorithm.parameters)
  return { subject, subjectText: nameText(subject), publicKeyAlgorithm: named(info.subjectPKInfo.algorithm.algorithm), publicKey: await spkiInfo(spki, false), signatureAlgorithm, sans: ext.sans, extensions: ext.extensions, signatureValid }
}

function crlInfo(bytes: Uint8Array): CrlInfo {
  const crl = AsnParser.parse(bytes, X.CertificateList)
  const tbs = crl.tbsCertList
  const issuer = nameParts(tbs.issuer)
  const revoked = (tbs.revokedCertificates ?? []).map((r) => {
    const reason = readExtensions(r.crlEntryExtensions).extensions.find((e) => e.oid === X.id_ce_cRLReasons)
    return { serialHex: colonHex(u8(r.userCertificate)), date: r.revocationDate.getTime(), reason: reason?.lines[0] ?? null }
  })
  return { issuer, issuerText: nameText(issuer), thisUpdate: tbs.thisUpdate.getTime(), nextUpdate: tbs.nextUpdate?.getTime() ?? null, signatureAlgorithm: named(crl.signatureAlgorithm.algorithm), revoked, extensions: readExtensions(tbs.crlExtensions).extensions }
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i])
}

// ---------------------------------------------------------------------------------------------
// Signatures (WebCrypto)

const HASHES: Record<string, string> = {
  '1.2.840.113549.1.1.5': 'SHA-1', '1.2.840.113549.1.1.11': 'SHA-256', '1.2.840.113549.1.1.12': 'SHA-384', '1.2.840.113549.1.1.13': 'SHA-512',
  '1.2.840.10045.4.1': 'SHA-1', '1.2.840.10045.4.3.2': 'SHA-256', '1.2.840.10045.4.3.3': 'SHA-384', '1.2.840.10045.4.3.4': 'SHA-512',
}

/** An ECDSA signature's DER SEQUENCE { r, s } as WebCrypto wants it: r and s, each padded to the curve's size. */
function ecdsaDerToRaw(sig: Uint8Array, size: number): Uint8Array {
  const v = AsnParser.parse(sig, ECDSASigValue)
  const out = new Uint8Array(size * 2)
  const put = (n: Uint8Array, at: number) => {
    const t = n.subarray(Math.max(0, n.length - size))
    out.set(t, at + size - t.length)
  }
  put(u8(v.r), 0)
  put(u8(v.s), size)
  return out
}

const DIGESTS: Record<string, string> = { '1.3.14.3.2.26': 'SHA-1', '2.16.840.1.101.3.4.2.1': 'SHA-256', '2.16.840.1.101.3.4.2.2': 'SHA-384', '2.16.840.1.101.3.4.2.3': 'SHA-512' }

/**
 * An RSASSA-PSS signature's parameters as WebCrypto takes them (RFC 4055: SHA-1 and salt 20 when
 * absent); null when WebCrypto cannot check them (its MGF1 always uses the signature's hash).
 */
function pssParams(params: ArrayBuffer | null | undefined): { hash: string; saltLength: number } | null {
  const p = params && params.byteLength > 2 ? AsnParser.parse(params, RsaSaPssParams) : new RsaSaPssParams()
  const hash = DIGESTS[p.hashAlgorithm.algorithm]
  const mgf = p.maskGenAlgorithm
  const mgfHash = mgf.algorithm === id_mgf1 && mgf.parameters ? AsnParser.parse(mgf.parameters, X.AlgorithmIdentifier).algorithm : mgf.algorithm === id_mgf1 ? '1.3.14.3.2.26' : null
  if (!hash || mgfHash === null || DIGESTS[mgfHash] !== hash || p.trailerField !== 1) return null
  return { hash, saltLength: p.saltLength }
}

/** An SPKI as WebCrypto imports an RSA key: an RSA-PSS key's (id-RSASSA-PSS) said as rsaEncryption, which Chromium requires. */
function asRsaEncryption(spki: Uint8Array): Uint8Array {
  const info = AsnParser.parse(spki, X.SubjectPublicKeyInfo)
  if (info.algorithm.algorithm !== id_RSASSA_PSS) return spki
  info.algorithm = new X.AlgorithmIdentifier({ algorithm: id_rsaEncryption, parameters: null })
  return u8(AsnConvert.serialize(info))
}

/**
 * Whether `signature` over `data` verifies with the public key `spki` under the signature algorithm
 * `sigOid` (with its DER parameters `sigParams`, which RSA-PSS needs); null when the algorithm is
 * not one WebCrypto checks here (DSA, secp256k1, PSS with another MGF1 hash).
 */
export async function verifySignature(sigOid: string, spki: Uint8Array, data: Uint8Array, signature: Uint8Array, sigParams?: ArrayBuffer | null): Promise<boolean | null> {
  try {
    const keyAlg = AsnParser.parse(spki, X.SubjectPublicKeyInfo).algorithm
    if (sigOid === id_RSASSA_PSS) {
      const pss = pssParams(sigParams)
      if (!pss) return null
      const key = await crypto.subtle.importKey('spki', asRsaEncryption(spki) as BufferSource, { name: 'RSA-PSS', hash: pss.hash }, false, ['verify'])
      return await crypto.subtle.verify({ name: 'RSA-PSS', saltLength: pss.saltLength }, key, signature as BufferSource, data as BufferSource)
    }
    if (sigOid.startsWith('1.2.840.113549.1.1.') && HASHES[sigOid]) {
      const key = await crypto.subtle.importKey('spki', spki as BufferSource, { name: 'RSASSA-PKCS1-v1_5', hash: HASHES[sigOid] }, false, ['verify'])
      return await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, signature as BufferSource, data as BufferSource)
    }
    if (sigOid.startsWith('1.2.840.10045.4.') && HASHES[sigOid]) {
      const c = curveOf(keyAlg.parameters)
      if (!c?.webcrypto) return null
      const key = await crypto.subtle.importKey('spki', spki as BufferSource, { name: 'ECDSA', namedCurve: c.webcrypto }, false, ['verify'])
      return await crypto.subtle.verify({ name: 'ECDSA', hash: HASHES[sigOid] }, key, ecdsaDerToRaw(signature, Math.ceil(c.bits / 8)) as BufferSource, data as BufferSource)
    }
    if (sigOid === '1.3.101.112') {
      const key = await crypto.subtle.importKey('spki', spki as BufferSource, { name: 'Ed25519' }, false, ['verify'])
      return await crypto.subtle.verify('Ed25519', key, signature as BufferSource, data as BufferSource)
    }
    return null
  } catch {
    return false
  }
}

// ---------------------------------------------------------------------------------------------
// Reading what was pasted or dropped

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g
const LABELS: Record<string, string> = { CERTIFICATE: 'Certificate', 'X509 CRL': 'CRL', 'CERTIFICATE REQUEST': 'CSR', 'NEW CERTIFICATE REQUEST': 'CSR', 'PUBLIC KEY': 'Public key', 'RSA PUBLIC KEY': 'Public key', 'PRIVATE KEY': 'Private key', 'RSA PRIVATE KEY': 'Private key', 'EC PRIVATE KEY': 'Private key', 'ENCRYPTED PRIVATE KEY': 'Private key' }

export { hasPrivateKey } from './private-key'

const errorItem = (label: string, e: unknown): X509Item => ({ kind: 'error', label, message: e instanceof Error ? e.message : String(e) })

/** One PEM block by its label. */
async function readBlock(label: string, bytes: Uint8Array): Promise<X509Item> {
  const name = LABELS[label] ?? label
  switch (label) {
    case 'CERTIFICATE':
    case 'TRUSTED CERTIFICATE':
      return { kind: 'certificate', label: name, cert: await certInfo(bytes) }
    case 'X509 CRL':
      return { kind: 'crl', label: name, crl: crlInfo(bytes) }
    case 'CERTIFICATE REQUEST':
    case 'NEW CERTIFICATE REQUEST':
      return { kind: 'csr', label: name, csr: await csrInfo(bytes) }
    case 'PUBLIC KEY':
      return { kind: 'key', label: name, key: await spkiInfo(bytes, false) }
    case 'RSA PUBLIC KEY':
      return { kind: 'key', label: name, key: await spkiInfo(spkiDer(new X.AlgorithmIdentifier({ algorithm: id_rsaEncryption, parameters: null }), bytes.slice().buffer), false) }
    case 'PRIVATE KEY':
      return { kind: 'key', label: name, key: await privateKeyInfo(bytes) }
    case 'RSA PRIVATE KEY':
      return { kind: 'key', label: name, key: await privateKeyInfo(wrapPkcs8(new X.AlgorithmIdentifier({ algorithm: id_rsaEncryption, parameters: null }), bytes)) }
    case 'EC PRIVATE KEY': {
      const k = AsnParser.parse(bytes, ECPrivateKey)
      const params = k.parameters ? AsnConvert.serialize(k.parameters) : null
      return { kind: 'key', label: name, key: await privateKeyInfo(wrapPkcs8(new X.AlgorithmIdentifier({ algorithm: id_ecPublicKey, parameters: params }), bytes)) }
    }
    case 'ENCRYPTED PRIVATE KEY': {
      const e = AsnParser.parse(bytes, EncryptedPrivateKeyInfo)
      return { kind: 'key', label: name, key: { private: true, type: `Encrypted (${ALGORITHMS[e.encryptionAlgorithm.algorithm] ?? e.encryptionAlgorithm.algorithm})`, bits: null, curve: null, spki: null, publicPem: null, spkiSha256: null, note: 'An encrypted private key: it is not decrypted here.' } }
    }
    default:
      throw new Error(`a PEM block labelled "${label}" is not one this tool reads`)
  }
}

/** DER with no label: tried as each kind in turn (a certificate first). */
async function readDer(bytes: Uint8Array): Promise<X509Item> {
  const tries: [string, (b: Uint8Array) => boolean][] = [
    ['CERTIFICATE', (b) => !!AsnParser.parse(b, X.Certificate).tbsCertificate.validity],
    ['X509 CRL', (b) => !!AsnParser.parse(b, X.CertificateList).tbsCertList.thisUpdate],
    ['CERTIFICATE REQUEST', (b) => !!AsnParser.parse(b, CertificationRequest).certificationRequestInfo.subjectPKInfo],
    ['PUBLIC KEY', (b) => !!AsnParser.parse(b, X.SubjectPublicKeyInfo).subjectPublicKey.byteLength],
    ['PRIVATE KEY', (b) => !!AsnParser.parse(b, PrivateKeyInfo).privateKey.byteLength],
  ]
  for (const [label, fits] of tries) {
    let ok = false
    try {
      ok = fits(bytes)
    } catch {
      ok = false
    }
    if (ok) return readBlock(label, bytes)
  }
  throw new Error('the bytes are not DER of a certificate, CSR, CRL or key')
}

/**
 * Reads everything in a text or a dropped file: every PEM block in order (a whole chain, a
 * certificate with its key), else a JWK or JWK set, else Base64 of DER (PEM without its BEGIN and
 * END lines), else DER bytes. A block that fails to parse becomes an error item; nothing
 * recognisable at all is an error in words.
 */
export async function parseX509(input: string | Uint8Array): Promise<X509Result> {
  let text = typeof input === 'string' ? input : null
  if (input instanceof Uint8Array) {
    // DER of every kind read here starts with a SEQUENCE (0x30) and a long-form length; text does not.
    const der = input[0] === 0x30 && (input[1] ?? 0) >= 0x80
    if (!der && isText(input)) text = new TextDecoder().decode(input)
    else return wrapOne(() => readDer(input))
  }
  const t = (text ?? '').trim()
  if (!t) return { ok: false, message: `${NOT_RECOGNISED}: the input is empty` }
  const blocks = [...t.matchAll(PEM_BLOCK)]
  if (blocks.length) {
    const items: X509Item[] = []
    for (const [, label = '', body = ''] of blocks) {
      try {
        const b64 = body.replace(/^[A-Za-z-]+:.*$/gm, '')
        items.push(await readBlock(label, base64ToBytes(b64)))
      } catch (e) {
        items.push(errorItem(LABELS[label] ?? label, e))
      }
    }
    return { ok: true, items }
  }
  if (t.startsWith('{')) {
    try {
      return { ok: true, items: (await jwkInfo(t)).map((key) => ({ kind: 'key', label: 'JWK', key })) }
    } catch (e) {
      return { ok: false, message: `${NOT_RECOGNISED}: ${e instanceof SyntaxError ? 'the text starts with { but is not JSON' : (e as Error).message}` }
    }
  }
  let bytes: Uint8Array
  try {
    bytes = base64ToBytes(t)
  } catch {
    return { ok: false, message: `${NOT_RECOGNISED}: no PEM block (-----BEGIN ...-----), JWK or Base64 found` }
  }
  return wrapOne(() => readDer(bytes))
}

async function wrapOne(read: () => Promise<X509Item>): Promise<X509Result> {
  try {
    return { ok: true, items: [await read()] }
  } catch (e) {
    return { ok: false, message: `${NOT_RECOGNISED}: ${(e as Error).message}` }
  }
}

// ---------------------------------------------------------------------------------------------
// Validity, chain checks, key match

export type Validity = { state: 'valid' | 'expired' | 'not-yet-valid'; words: string }

/** Validity at `now` in words: "Expired 5 years ago", "Valid: expires in 1 year", "Not yet valid: starts in 3 days". */
export function validityAt(notBefore: Date, notAfter: Date, now: number, locale?: string): Validity {
  if (now > notAfter.getTime()) return { state: 'expired', words: `Expired ${relativeTime(notAfter.getTime(), now, locale)}` }
  if (now < notBefore.getTime()) return { state: 'not-yet-valid', words: `Not yet valid: starts ${relativeTime(notBefore.getTime(), now, locale)}` }
  return { state: 'valid', words: `Valid: expires ${relativeTime(notAfter.getTime(), now, locale)}` }
}

export type ChainCheck = {
  /** Index (in the list of certificates) of the one whose subject is this one's issuer; null when none was pasted. */
  issuerIndex: number | null
  selfSigned: boolean
  /** Whether the issuer's key verifies this certificate's signature (null: not checked). */
  signature: boolean | null
  validity: Validity
}

/**
 * Checks each certificate against the others: whose subject names its issuer (the next one
 * first, as a chain is sent), whether that certificate's key verifies its signature, and its
 * validity at `now`. `inOrder` is true when each certificate is issued by the one after it.
 */
export async function checkChain(certs: readonly CertInfo[], now: number, locale?: string): Promise<{ checks: ChainCheck[]; inOrder: boolean }> {
  const checks = await Promise.all(
    certs.map(async (c, i) => {
      const candidates = [i + 1, ...certs.keys()].filter((j) => j < certs.length)
      const j = c.selfIssued ? i : (candidates.find((k) => k !== i && equalBytes(certs[k]?.subjectDer ?? new Uint8Array(), c.issuerDer)) ?? null)
      const issuer = j === null ? null : certs[j]
      const signature = issuer?.publicKey.spki ? await verifySignature(c.signatureAlgorithm.oid, issuer.publicKey.spki, c.tbs, c.signature, c.signatureParams) : null
      return { issuerIndex: j, selfSigned: c.selfIssued && signature === true, signature, validity: validityAt(c.notBefore, c.notAfter, now, locale) }
    }),
  )
  const inOrder = checks.every((k, i) => (i === checks.length - 1 ? true : k.issuerIndex === i + 1))
  return { checks, inOrder }
}

/** The certificates (by index) whose public key is this key's public part. */
export function certificatesOfKey(key: KeyInfo, certs: readonly CertInfo[]): number[] {
  if (!key.spki) return []
  const spki = key.spki
  return certs.flatMap((c, i) => (c.publicKey.spki && equalBytes(c.publicKey.spki, spki) ? [i] : []))
}

/** The fields as JSON (the "Parse X.509 certificate" operation's output): no private material, no raw DER. */
export function itemsJson(items: readonly X509Item[]): string {
  const plain = items.map((item) => {
    if (item.kind === 'certificate') {
      const { der: _d, tbs: _t, signature: _s, subjectDer: _sd, issuerDer: _id, publicKey, ...rest } = item.cert
      return { kind: item.kind, ...rest, notBefore: rest.notBefore.toISOString(), notAfter: rest.notAfter.toISOString(), publicKey: keyJson(publicKey) }
    }
    if (item.kind === 'key') return { kind: item.kind, ...keyJson(item.key) }
    if (item.kind === 'csr') return { kind: item.kind, ...item.csr, publicKey: keyJson(item.csr.publicKey) }
    if (item.kind === 'crl') return { kind: item.kind, ...item.crl }
    return item
  })
  return JSON.stringify(plain.length === 1 ? plain[0] : plain, null, 2)
}

function keyJson(k: KeyInfo) {
  const { spki: _s, ...rest } = k
  return rest
}

/** "PEM to DER": every PEM block's bytes (one block; a chain gives the first certificate's, as openssl does). */
export function pemToDer(text: string): Uint8Array {
  const m = [...text.matchAll(PEM_BLOCK)][0]
  if (!m) return base64ToBytes(text.trim())
  return base64ToBytes((m[2] ?? '').replace(/^[A-Za-z-]+:.*$/gm, ''))
}

/** "DER to PEM": DER bytes as PEM, labelled by what they are (a certificate, CSR, CRL or key). */
export async function derToPem(bytes: Uint8Array): Promise<string> {
  const r = await parseX509(bytes)
  if (!r.ok) throw new Error(r.message)
  const item = r.items[0]
  const label = item?.kind === 'certificate' ? 'CERTIFICATE' : item?.kind === 'crl' ? 'X509 CRL' : item?.kind === 'csr' ? 'CERTIFICATE REQUEST' : item?.kind === 'key' ? (item.key.private ? 'PRIVATE KEY' : 'PUBLIC KEY') : 'CERTIFICATE'
  return pemOf(label, bytes)
}

// ---------------------------------------------------------------------------------------------
// PKCS#12 (PBES2 with PBKDF2 and AES-CBC, OpenSSL 3's default, decrypted with WebCrypto)

const PBES2 = '1.2.840.113549.1.5.13'
const PBKDF2 = '1.2.840.113549.1.5.12'
const PRFS: Record<string, string> = { '1.2.840.113549.2.7': 'SHA-1', '1.2.840.113549.2.9': 'SHA-256', '1.2.840.113549.2.10': 'SHA-384', '1.2.840.113549.2.11': 'SHA-512' }
const AES_CBC: Record<string, number> = { '2.16.840.1.101.3.4.1.2': 16, '2.16.840.1.101.3.4.1.22': 24, '2.16.840.1.101.3.4.1.42': 32 }
export const PKCS12_WRONG_PASSWORD = 'Wrong password for this PKCS#12 file (or it is damaged)'

type Asn = asn1js.AsnType
const kids = (n: Asn): Asn[] => ((n as asn1js.Sequence).valueBlock as unknown as { value: Asn[] }).value ?? []
const oidOf = (n: Asn | undefined) => (n as asn1js.ObjectIdentifier).valueBlock.toString()
const octets = (n: Asn | undefined) => new Uint8Array((n as asn1js.OctetString).valueBlock.valueHexView)
const berOf = (n: Asn | undefined) => new Uint8Array((n as asn1js.BaseBlock).valueBeforeDecodeView)

/** Decrypts PBES2 (PBKDF2, AES-CBC) content with the password; other schemes are named in words. */
async function pbes2Decrypt(algorithm: string, params: ArrayBuffer | null | undefined, data: Uint8Array, password: string): Promise<Uint8Array> {
  if (algorithm !== PBES2 || !params) throw new Error(`this PKCS#12 file uses ${ALGORITHMS[algorithm] ?? algorithm} encryption (legacy RC2 or 3DES); only PBES2 with AES, OpenSSL 3's default, is read here`)
  const [kdf, scheme] = kids(asn1js.fromBER(params).result)
  const [kdfOid, kdfParams] = kids(kdf as Asn)
  if (oidOf(kdfOid) !== PBKDF2) throw new Error('this PKCS#12 file derives its key with something other than PBKDF2')
  const [salt, iterations, ...rest] = kids(kdfParams as Asn)
  const prfNode = rest.find((n) => n instanceof asn1js.Sequence)
  const hash = prfNode ? PRFS[oidOf(kids(prfNode)[0])] : 'SHA-1'
  const [encOid, iv] = kids(scheme as Asn)
  const keyBytes = AES_CBC[oidOf(encOid)]
  if (!hash || !keyBytes) throw new Error('this PKCS#12 file uses a cipher other than AES-CBC')
  const base = await crypto.subtle.importKey('raw', new TextEncoder().encode(password) as BufferSource, 'PBKDF2', false, ['deriveKey'])
  const count = (iterations as asn1js.Integer).valueBlock.valueDec
  const key = await crypto.subtle.deriveKey({ name: 'PBKDF2', salt: octets(salt) as BufferSource, iterations: count, hash }, base, { name: 'AES-CBC', length: keyBytes * 8 }, false, ['decrypt'])
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-CBC', iv: octets(iv) as BufferSource }, key, data as BufferSource))
  } catch {
    throw new Error(PKCS12_WRONG_PASSWORD)
  }
}

/** True when the bytes are a PKCS#12 (.p12, .pfx) file's structure (its content is not read). */
export function isPkcs12(bytes: Uint8Array): boolean {
  try {
    return AsnParser.parse(bytes, PFX).version === 3
  } catch {
    return false
  }
}

/** Every certificate and private key in a PKCS#12 (.p12, .pfx) file, with its password. */
export async function parsePkcs12(bytes: Uint8Array, password: string): Promise<X509Result> {
  let pfx: PFX
  try {
    pfx = AsnParser.parse(bytes, PFX)
  } catch {
    return { ok: false, message: `${NOT_RECOGNISED}: the file is not PKCS#12 either` }
  }
  try {
    const items: X509Item[] = []
    const safe = AsnParser.parse(AsnParser.parse(pfx.authSafe.content, OctetString), AuthenticatedSafe)
    for (const info of safe) {
      let contents: Uint8Array
      if (info.contentType === '1.2.840.113549.1.7.1') contents = u8(AsnParser.parse(info.content, OctetString).buffer)
      else if (info.contentType === '1.2.840.113549.1.7.6') {
        const eci = AsnParser.parse(berOf(kids(asn1js.fromBER(info.content).result)[1]), EncryptedContentInfo)
        const enc = eci.encryptedContent
        const data = enc?.value ? u8(enc.value.buffer) : new Uint8Array((enc?.constructedValue ?? []).flatMap((o) => Array.from(u8(o.buffer))))
        contents = await pbes2Decrypt(eci.contentEncryptionAlgorithm.algorithm, eci.contentEncryptionAlgorithm.parameters, data, password)
      } else continue
      for (const bag of AsnParser.parse(contents, SafeContents)) {
        if (bag.bagId === '1.2.840.113549.1.12.10.1.3') {
          const cert = AsnParser.parse(bag.bagValue, CertBag)
          items.push({ kind: 'certificate', label: 'Certificate', cert: await certInfo(u8(AsnParser.parse(cert.certValue, OctetString).buffer)) })
        } else if (bag.bagId === '1.2.840.113549.1.12.10.1.2') {
          const e = AsnParser.parse(bag.bagValue, EncryptedPrivateKeyInfo)
          const pkcs8 = await pbes2Decrypt(e.encryptionAlgorithm.algorithm, e.encryptionAlgorithm.parameters, u8(e.encryptedData.buffer), password)
          items.push({ kind: 'key', label: 'Private key', key: await privateKeyInfo(pkcs8) })
        } else if (bag.bagId === '1.2.840.113549.1.12.10.1.1') items.push({ kind: 'key', label: 'Private key', key: await privateKeyInfo(u8(bag.bagValue)) })
      }
    }
    return { ok: true, items }
  } catch (e) {
    const message = (e as Error).message
    return { ok: false, message: message === PKCS12_WRONG_PASSWORD ? message : `Could not read the PKCS#12 file: ${message}` }
  }
}
