import { filled, inputPort } from '../define-tool'
import type { DockerfileState } from './dockerfile.logic'
import { dockerfileAtom } from './dockerfile.state'

/** D25: a text becomes the Dockerfile; Lint runs once. */
export default inputPort<DockerfileState>(dockerfileAtom, (s, text) => ({ ...s, dockerfile: text }), { run: true, restore: (s) => filled(s.dockerfile) })
