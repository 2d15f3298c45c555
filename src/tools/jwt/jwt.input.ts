import { inputPort } from '../define-tool'
import { stripBearer } from './jwt.logic'
import { jwtTokenAtom } from './jwt.state'

/** A token as pasted from a request: trimmed, without `Authorization:` and `Bearer `. */
export const tokenOf = (text: string) => stripBearer(text).token

/** D25: a text becomes the token (never stored); it decodes live, so nothing runs. */
export default inputPort<string>(jwtTokenAtom, (_, text) => tokenOf(text))
