import { atom } from 'jotai'
import { toolAtom } from '../../lib/persistence'
import { DEFAULTS, type CaseState } from './case-converter.logic'

/** Persisted as `devtools-case-converter` {text, eachLine}: what the user typed and chose (D3). */
export const caseAtom = toolAtom<CaseState>('case-converter', DEFAULTS)

/** The text alone, as the input port (D25) sets it: the line mode stays as the user left it. */
export const caseTextAtom = atom(
  (get) => get(caseAtom).text,
  (_get, set, text: string) => set(caseAtom, (s) => ({ ...s, text })),
)
