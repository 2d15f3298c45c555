import validRange from 'semver/ranges/valid'
import { inputPort } from '../define-tool'
import { cleanVersion, type SemverState } from './semver.logic'
import { semverAtom } from './semver.state'

/**
 * D25: a version (`1.4.2`, `v2.0.0-rc.1`) becomes the version; a range that is not a version
 * (`^1.2.0`, `>=1 <2`) becomes the range, checked live against the version there. Anything else
 * becomes the version, whose error then says it is invalid. The result follows live (D31).
 */
export default inputPort<SemverState>(
  semverAtom,
  (s, text) => {
    const t = text.trim()
    return !cleanVersion(t) && validRange(t) !== null ? { ...s, range: t } : { ...s, version: t }
  },
)
