import { inputPort } from '../define-tool'
import { asOneLine, bcryptHashIn } from './bcrypt.logic'
import { bcryptFieldsAtom, type BcryptFields } from './bcrypt.state'

/**
 * D25: a bcrypt hash ($2a$, $2b$, $2y$; or an htpasswd line) goes to the hash to check against;
 * any other text is taken as the password to hash. Nothing runs: hashing a pasted password is not
 * what was asked, and checking needs the password typed.
 */
export default inputPort<BcryptFields>(bcryptFieldsAtom, (s, text) => {
  const hash = bcryptHashIn(text)
  return hash ? { ...s, checkHash: hash } : { ...s, password: asOneLine(text) }
})
