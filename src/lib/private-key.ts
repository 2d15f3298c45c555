/**
 * True when a text holds private key material: a PEM private key of any kind (PKCS#8, RSA, EC,
 * OpenSSH, encrypted) or a JWK with its private "d". D32: such text is never stored and never in
 * a Share link. No dependencies, so tool state and input ports can use it without the parsers.
 */
export const hasPrivateKey = (text: string) => /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----|"d"\s*:/.test(text)

/** The text without its private keys: PEM private key blocks removed; a text with a JWK "d" left as nothing. */
export function withoutPrivateKeys(text: string): string {
  const rest = text.replace(/-----BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY)-----[\s\S]*?(?:-----END \1-----\s*|$)/g, '')
  return hasPrivateKey(rest) ? '' : rest
}
