import { inputPort } from '../define-tool'
import type { SlugState } from './slug.logic'
import { slugAtom } from './slug.state'

/** D25: a text becomes the text to slugify (options stay); the slug follows it live, so nothing runs. */
export default inputPort<SlugState>(slugAtom, (s, text) => ({ ...s, inputText: text }))
