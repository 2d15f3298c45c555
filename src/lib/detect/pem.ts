import type { Detector } from './types'
import { detections, plural } from './util'

const KINDS: Record<string, string> = {
  CERTIFICATE: 'certificate',
  'TRUSTED CERTIFICATE': 'certificate',
  'X509 CRL': 'CRL',
  'CERTIFICATE REQUEST': 'certificate request (CSR)',
  'NEW CERTIFICATE REQUEST': 'certificate request (CSR)',
  'PUBLIC KEY': 'public key',
  'RSA PUBLIC KEY': 'RSA public key',
  'PRIVATE KEY': 'private key',
  'RSA PRIVATE KEY': 'RSA private key',
  'EC PRIVATE KEY': 'EC private key',
  'ENCRYPTED PRIVATE KEY': 'encrypted private key',
}
const BEGIN = /-----BEGIN ([A-Z0-9 ]+)-----/g

/**
 * A PEM certificate, chain, CSR, CRL or key (the x509 tool): sure when the text starts with its
 * BEGIN line, a little less when the block comes after other lines (openssl's "subject=" headers).
 */
export const pem: Detector = ({ trimmed }) => {
  const labels = [...trimmed.matchAll(BEGIN)].map((m) => m[1] ?? '').filter((l) => KINDS[l])
  const first = labels[0]
  if (!first) return []
  const certs = labels.filter((l) => l.endsWith('CERTIFICATE') && !l.includes('REQUEST')).length
  const what = certs > 1 ? `certificate chain, ${plural(certs, 'certificate')}` : (KINDS[first] ?? first)
  const more = labels.length - (certs > 1 ? certs : 1)
  const reason = `PEM ${what}${more > 0 ? ` and ${plural(more, 'more block')}` : ''}`
  return detections('pem', reason, [['x509', trimmed.startsWith('-----BEGIN') ? 0.99 : 0.9]])
}
