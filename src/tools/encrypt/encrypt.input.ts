import { atom } from 'jotai'
import { inputPort } from '../define-tool'
import { looksLikeEnvelope, type EncryptState, type Secrets } from './encrypt.logic'
import { encryptAtom, encryptSecretsAtom } from './encrypt.state'

type PortState = EncryptState & Secrets
const portAtom = atom(
  (get): PortState => ({ ...get(encryptAtom), ...get(encryptSecretsAtom) }),
  (get, set, s: PortState) => {
    const { plaintext, ciphertext, passphrase, keyHex, ivHex, publicKey, privateKey, ...settings } = s
    set(encryptAtom, { ...get(encryptAtom), ...settings })
    set(encryptSecretsAtom, { plaintext, ciphertext, passphrase, keyHex, ivHex, publicKey, privateKey })
  },
)

/**
 * D25: one of this tool's envelopes (Base64 or hex of the DTENC magic) opens the Decrypt side with
 * it as the ciphertext, which then asks only for the passphrase (or the private key); any other
 * text becomes the plaintext to encrypt. Nothing runs: both need a secret typed first.
 */
export default inputPort<PortState>(portAtom, (s, text) =>
  looksLikeEnvelope(text) ? { ...s, side: 'decrypt', source: s.source === 'raw' ? 'passphrase' : s.source, ciphertext: text.trim() } : { ...s, side: 'encrypt', plaintext: text },
)
