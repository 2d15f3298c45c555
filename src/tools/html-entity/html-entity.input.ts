import { atom } from 'jotai'
import { filled, inputPort } from '../define-tool'
import type { HtmlEntityState, Mode } from './html-entity.logic'
import { htmlEntityAtom, htmlEntityModeAtom } from './html-entity.state'

/** Text with a named (`&amp;`) or numeric (`&#39;`, `&#x1F600;`) character reference. */
export const hasEntities = (text: string) => /&(?:[A-Za-z][A-Za-z0-9]{1,31}|#\d{1,7}|#[xX][0-9A-Fa-f]{1,6});/.test(text)

/** The tool's state with the chosen action beside it, as the port sees them. */
export type HtmlEntityPortState = HtmlEntityState & { mode: Mode }
export const htmlEntityPortAtom = atom(
  (get): HtmlEntityPortState => ({ ...get(htmlEntityAtom), mode: get(htmlEntityModeAtom) }),
  (_get, set, { mode, ...state }: HtmlEntityPortState) => {
    set(htmlEntityAtom, state)
    set(htmlEntityModeAtom, mode)
  },
)

/** D25: a text becomes the input and its action runs once: Decode for text with entities, else Encode. */
export default inputPort<HtmlEntityPortState>(htmlEntityPortAtom, (s, text) => ({ ...s, input: text, mode: hasEntities(text) ? 'decode' : 'encode' }), { run: true, restore: (s) => filled(s.input) })
