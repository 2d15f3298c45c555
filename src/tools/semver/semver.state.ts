import { toolAtom } from '../../lib/persistence'
import { DEFAULTS, validateState } from './semver.logic'

/** Persisted as `devtools-semver-calculator` {version, bump, compare} (SPEC section 3), plus the prerelease identifier and the range. */
export const semverAtom = toolAtom('semver-calculator', DEFAULTS, { validate: validateState })
