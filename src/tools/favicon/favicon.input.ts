import { inputPort } from '../define-tool'
import { acceptText, type FaviconState } from './favicon.logic'
import { faviconAtom } from './favicon.state'

/** D25: SVG markup becomes the image source, other text the icon's letters; the icons render live. */
export default inputPort<FaviconState>(faviconAtom, acceptText)
