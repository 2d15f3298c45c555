import { atom } from 'jotai'
import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, importText, NO_IMPORT, validateState, type GradientState, type ImportState } from './gradient.logic'

/** Persisted as `devtools-gradient`: the whole gradient, the output notation and the SVG size. */
export const gradientAtom = toolAtom('gradient', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32): every field, so a link reproduces the gradient exactly; none is a secret. */
export const gradientShare = shareFields(gradientAtom, [
  'kind',
  'repeating',
  'angle',
  'shape',
  'size',
  'x',
  'y',
  'space',
  'hue',
  'format',
  'fallback',
  'stops',
  'svgWidth',
  'svgHeight',
])

/** The import box (in memory only): the text pasted or sent, and what became of it. */
export const importAtom = atom<ImportState>(NO_IMPORT)

/**
 * The input port's view (D25): the gradient with the import box beside it, so a text sent here is
 * shown in the box, and its gradient applied or its message shown with the gradient unchanged.
 */
export type GradientWithImport = GradientState & { incoming: ImportState }
export const gradientPortAtom = atom(
  (get): GradientWithImport => ({ ...get(gradientAtom), incoming: get(importAtom) }),
  (_get, set, { incoming, ...state }: GradientWithImport) => {
    set(gradientAtom, state)
    set(importAtom, incoming)
  },
)

/** The port's rule: the text goes into the import box and is imported at once. */
export function acceptText(s: GradientWithImport, text: string): GradientWithImport {
  const { incoming: _previous, ...state } = s
  const r = importText(state, text.trim())
  return { ...r.state, incoming: r.incoming }
}
