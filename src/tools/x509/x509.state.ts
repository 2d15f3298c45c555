import { atom } from 'jotai'
import { hasPrivateKey, withoutPrivateKeys } from '../../lib/private-key'
import { toolAtom } from '../../lib/persistence'
import { defineShare } from '../../lib/share'

export type X509State = { input: string }
export const DEFAULTS: X509State = { input: '' }

/**
 * Persisted as `devtools-x509` {input}: certificates, chains, CSRs, CRLs and public keys are public
 * and are kept; a private key never reaches it (see x509TextAtom: only the text without it does).
 */
export const x509Atom = toolAtom('x509', DEFAULTS, {
  validate: (s, d) => ({ input: typeof s.input === 'string' && !hasPrivateKey(s.input) ? s.input : d.input }),
})

/** D32: a text holding a private key lives here only, in memory: never stored, never in a link. */
export const x509SecretAtom = atom<string | null>(null)

/**
 * The input box's text. One holding a private key stays in memory whole, and the stored (and
 * shared) input is the same text without the private key: the certificates come back after a
 * reload, the key does not.
 */
export const x509TextAtom = atom(
  (get) => get(x509SecretAtom) ?? get(x509Atom).input,
  (_get, set, text: string) => {
    const secret = hasPrivateKey(text)
    set(x509SecretAtom, secret ? text : null)
    set(x509Atom, { input: secret ? withoutPrivateKeys(text) : text })
  },
)

/** What a Share link carries: the public input; never a private key (the stored input cannot hold one). */
export const x509Share = defineShare(x509Atom, { pick: (s) => ({ input: withoutPrivateKeys(s.input) }) })
