import { inputPort } from '../define-tool'
import { acceptText, type SvgOptimizerState } from './svg-optimizer.logic'
import { svgOptimizerAtom } from './svg-optimizer.state'

/** D25: SVG markup lands in the editor and is optimised live. */
export default inputPort<SvgOptimizerState>(svgOptimizerAtom, acceptText)
