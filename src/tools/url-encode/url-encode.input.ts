import { atom } from 'jotai'
import type { UrlMode } from '../../workers/convert/text.impl'
import { inputPort } from '../define-tool'
import type { UrlState } from './url-encode.logic'
import { urlEncoderAtom, urlModeAtom } from './url-encode.state'

/** Percent-encoded text has at least one %XX escape. */
export const isPercentEncoded = (text: string) => /%[0-9A-Fa-f]{2}/.test(text)

/** The tool's state with the chosen action beside it, as the port sees them. */
export type UrlPortState = UrlState & { mode: UrlMode }
export const urlPortAtom = atom(
  (get): UrlPortState => ({ ...get(urlEncoderAtom), mode: get(urlModeAtom) }),
  (_get, set, { mode, ...state }: UrlPortState) => {
    set(urlEncoderAtom, state)
    set(urlModeAtom, mode)
  },
)

/**
 * D25: a text becomes the input and its action runs once: Decode for text with %XX escapes; else
 * the encoding last used (Encode Component unless Encode URI was chosen).
 */
export default inputPort<UrlPortState>(
  urlPortAtom,
  (s, text) => ({ ...s, input: text, mode: isPercentEncoded(text) ? 'decode' : s.mode === 'decode' ? 'component' : s.mode }),
  { run: true },
)
