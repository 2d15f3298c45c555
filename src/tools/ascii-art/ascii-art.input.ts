import { inputPort } from '../define-tool'
import { acceptText, type AsciiArtState } from './ascii-art.logic'
import { asciiArtAtom } from './ascii-art.state'

/** D25: the text becomes the art's text (cut to the length limit); the art is drawn live. */
export default inputPort<AsciiArtState>(asciiArtAtom, acceptText)
