import { KeyRound } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'keys',
  title: 'Keys & Tokens',
  description: 'SSH/RSA/EC key pairs and fingerprints, JWT signing, TOTP/HOTP codes.',
  category: 'security',
  keywords: [
    'ssh-keygen', 'ssh key', 'keypair', 'key pair', 'rsa', 'ecdsa', 'ed25519', 'openssh', 'pem', 'jwk', 'fingerprint', 'public key', 'private key',
    'sign jwt', 'jwt generator', 'jwt sign', 'create jwt', 'totp', 'hotp', '2fa', 'otp', 'mfa', 'authenticator', 'otpauth', 'google authenticator',
  ],
  icon: KeyRound,
  load: () => import('./keys'),
  input: () => import('./keys.input'),
  storageId: 'keys',
  features: [
    { name: 'SSH key generator', keywords: ['ssh-keygen', 'generate ssh key', 'ssh key pair', 'ed25519 key', 'rsa key pair', 'id_rsa', 'id_ed25519'], select: ['Key pair'] },
    { name: 'SSH key fingerprint', keywords: ['ssh fingerprint', 'key fingerprint', 'ssh-keygen -l', 'sha256 fingerprint', 'md5 fingerprint', 'authorized_keys'], select: ['Key pair'], focus: 'Inspect a key' },
    { name: 'Sign a JWT', keywords: ['sign jwt', 'jwt generator', 'create jwt', 'jwt encode', 'make token'], select: ['Sign JWT'] },
    { name: 'TOTP / HOTP codes', keywords: ['totp', 'hotp', '2fa code', 'otp generator', 'authenticator code', 'otpauth'], select: ['TOTP / HOTP'] },
  ],
})
