import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from './semver.logic'

/** Persisted as `devtools-semver-calculator` {version, bump, compare} (SPEC section 3), plus the prerelease identifier and the range. */
export const semverAtom = toolAtom('semver-calculator', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32). */
export const semverShare = shareFields(semverAtom, ['version', 'bump', 'compare', 'identifier', 'range'])
