import { lintDockerfile } from './dockerfile.impl'
import { validateYaml } from './yaml.impl'

/**
 * The `lint` engine: validators whose cost grows with the input (a multi-megabyte YAML stream, a
 * long Dockerfile), so they run off the main thread.
 */
export const lintApi = {
  yaml: validateYaml,
  dockerfile: lintDockerfile,
}

export type LintApi = typeof lintApi
