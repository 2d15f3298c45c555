import { defineOperation } from './types'

/** PEM labels "DER to PEM" can write. */
export const PEM_LABELS = [
  { value: 'CERTIFICATE', label: 'Certificate' },
  { value: 'X509 CRL', label: 'CRL' },
  { value: 'CERTIFICATE REQUEST', label: 'Certificate request (CSR)' },
  { value: 'PUBLIC KEY', label: 'Public key' },
  { value: 'PRIVATE KEY', label: 'Private key (PKCS#8)' },
] as const

/** Certificates and keys (the x509 tool's engine, src/lib/x509.ts). */
export default [
  defineOperation({
    id: 'x509-parse',
    name: 'Parse X.509 Certificate',
    category: 'crypto',
    description: 'Reads a certificate, a whole chain, a CSR, a CRL or a public or private key (PEM, Base64 DER, DER bytes or JWK) into JSON of its fields: subject, issuer, SANs, validity, key, extensions and SHA-1/SHA-256 fingerprints.',
    keywords: ['x509', 'certificate', 'pem', 'der', 'csr', 'crl', 'parse certificate', 'decode certificate', 'fingerprint', 'openssl x509 -text'],
    input: 'bytes',
    output: 'json',
    decodes: true,
  }),
  defineOperation({
    id: 'pem-to-der',
    name: 'PEM to DER',
    category: 'crypto',
    description: 'The bytes inside a PEM block (the first one when there are several, as openssl reads it); Base64 without the BEGIN and END lines works too.',
    keywords: ['pem to der', 'pem', 'der', 'certificate', 'openssl -outform der', 'unwrap pem'],
    input: 'text',
    output: 'bytes',
    inverse: 'der-to-pem',
    decodes: true,
  }),
  defineOperation({
    id: 'der-to-pem',
    name: 'DER to PEM',
    category: 'crypto',
    description: 'Wraps DER bytes as PEM: Base64 in lines of 64 between BEGIN and END lines with the label chosen (CERTIFICATE by default).',
    keywords: ['der to pem', 'pem', 'der', 'certificate', 'openssl -outform pem', 'wrap pem'],
    input: 'bytes',
    output: 'text',
    args: [{ key: 'label', label: 'Label', type: 'select', default: 'CERTIFICATE', options: PEM_LABELS }],
    inverse: 'pem-to-der',
  }),
]
