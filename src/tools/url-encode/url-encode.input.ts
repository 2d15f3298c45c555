import { atom } from 'jotai'
import type { UrlMode } from '../../workers/convert/text.impl'
import { filled, inputPort } from '../define-tool'
import { urlEncoderAtom, urlModeAtom } from './url-encode.state'

/** Percent-encoded text has at least one %XX escape. */
export const isPercentEncoded = (text: string) => /%[0-9A-Fa-f]{2}/.test(text)

/**
 * The input with the chosen action beside it, as the port sees them. The "+ as space" option is
 * the user's setting: a text sent here never changes it.
 */
export type UrlPortState = { input: string; mode: UrlMode }
export const urlPortAtom = atom(
  (get): UrlPortState => ({ input: get(urlEncoderAtom).input, mode: get(urlModeAtom) }),
  (_get, set, { mode, input }: UrlPortState) => {
    set(urlEncoderAtom, (s) => ({ ...s, input }))
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
  { run: true, restore: (s) => filled(s.input) },
)
