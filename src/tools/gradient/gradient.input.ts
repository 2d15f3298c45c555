import { inputPort } from '../define-tool'
import { acceptText, gradientPortAtom, type GradientWithImport } from './gradient.state'

/**
 * D25: a CSS gradient (a value, a `background-image` declaration, a rule or a Tailwind class) is read
 * back into the editor; a colour becomes a two-stop gradient from it. Anything else leaves the
 * gradient as it was and says why beside the import box. Everything is live, so nothing runs.
 */
export default inputPort<GradientWithImport>(gradientPortAtom, acceptText)
