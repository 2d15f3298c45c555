/**
 * The kinds of key the Keys & Tokens tool generates: a module of its own, without the key code, so
 * the tool's state (and its input port, loaded by detection and Send to) stays small.
 */
export type KeyKind = 'ed25519' | 'rsa-2048' | 'rsa-3072' | 'rsa-4096' | 'ecdsa-p256' | 'ecdsa-p384' | 'ecdsa-p521'
export const KEY_KINDS: { value: KeyKind; label: string }[] = [
  { value: 'ed25519', label: 'Ed25519' },
  { value: 'ecdsa-p256', label: 'ECDSA P-256' },
  { value: 'ecdsa-p384', label: 'ECDSA P-384' },
  { value: 'ecdsa-p521', label: 'ECDSA P-521' },
  { value: 'rsa-2048', label: 'RSA 2048' },
  { value: 'rsa-3072', label: 'RSA 3072' },
  { value: 'rsa-4096', label: 'RSA 4096' },
]
export const isKeyKind = (v: unknown): v is KeyKind => KEY_KINDS.some((k) => k.value === v)
