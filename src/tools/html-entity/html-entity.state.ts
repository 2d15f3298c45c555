import { toolAtom } from '../../lib/persistence'
import { DEFAULTS } from './html-entity.logic'

/** Persisted as `devtools-html-entity` {input}: the text the user typed (SPEC names no key). */
export const htmlEntityAtom = toolAtom('html-entity', DEFAULTS)
