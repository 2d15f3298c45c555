import { toolAtom } from '../../lib/persistence'
import { defineShare, pickFields } from '../../lib/share'
import { DEFAULTS, validateState, type UnitConverterState } from './unit-converter.logic'

/**
 * Persisted as `devtools-unit-converter`: the quantity, the field last typed in and its value, the
 * significant digits, the CSS settings, and each other quantity's last field and value.
 */
export const unitConverterAtom = toolAtom('unit-converter', DEFAULTS, { validate: validateState })

const CSS_FIELDS = ['baseFontSize', 'viewportWidth', 'viewportHeight'] as const

/**
 * What a Share link carries (D32): the conversion on screen and the digits; the CSS settings only
 * with a CSS length (a receiver of any other link keeps their own); never the other quantities'
 * values, which are the sender's, not the conversion shared.
 */
export const unitConverterShare = defineShare<UnitConverterState>(unitConverterAtom, {
  pick: (s) => ({
    ...pickFields(s, ['quantity', 'unit', 'value', 'digits']),
    // Listed even when left out (undefined is not written into the link), so an opened CSS link may set them.
    ...Object.fromEntries(CSS_FIELDS.map((k) => [k, s.quantity === 'css' ? s[k] : undefined])),
  }),
  keep: ['others', ...CSS_FIELDS],
})
