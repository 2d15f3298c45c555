import { FileBadge } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'x509',
  title: 'Certificates and Keys',
  description: 'X.509 certificates and chains, CSRs, CRLs and keys (PEM, DER, JWK): every field, fingerprints, expiry, chain checks.',
  category: 'security',
  keywords: ['x509', 'x.509', 'certificate', 'cert', 'pem', 'der', 'crt', 'cer', 'ssl', 'tls', 'chain', 'csr', 'crl', 'public key', 'private key', 'jwk', 'fingerprint', 'san', 'openssl', 'expiry'],
  icon: FileBadge,
  load: () => import('./x509'),
  input: () => import('./x509.input'),
  storageId: 'x509',
  features: [
    { name: 'Certificate chain', keywords: ['certificate chain', 'cert chain', 'ca bundle', 'intermediate certificate', 'verify chain', 'fullchain'] },
    { name: 'Does the key match the certificate', keywords: ['key matches certificate', 'check private key', 'cert key match', 'modulus match', 'private key certificate'] },
    { name: 'CSR decoder', keywords: ['csr', 'certificate signing request', 'decode csr', 'pkcs10'] },
    { name: 'CRL reader', keywords: ['crl', 'revocation list', 'revoked certificates'] },
    { name: 'Certificate fingerprint', keywords: ['certificate fingerprint', 'sha256 fingerprint', 'sha1 thumbprint', 'thumbprint'] },
  ],
})
