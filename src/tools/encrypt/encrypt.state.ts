import { atom } from 'jotai'
import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, NO_SECRETS, NonceMemory, validateState, type EncryptState, type Secrets } from './encrypt.logic'

/** Persisted as `devtools-encrypt`: the settings (side, key source, mode, key size, KDF and its parameters, format). */
export const encryptAtom = toolAtom('encrypt', DEFAULTS, { validate: validateState })

/** A Share link carries the settings only (D32): never a text, a passphrase or a key. */
export const encryptShare = shareFields<EncryptState>(encryptAtom, ['side', 'source', 'mode', 'keyBits', 'kdf', 'iterations', 'argonMemoryMiB', 'argonIterations', 'argonParallelism', 'format'])

/** Plaintext, ciphertext, passphrase and keys: in memory only, never stored, never in a link. */
export const encryptSecretsAtom = atom<Secrets>(NO_SECRETS)

/** GCM key+nonce pairs used in this session (hashes, in memory): a reuse is refused. */
export const gcmNonces = new NonceMemory()
