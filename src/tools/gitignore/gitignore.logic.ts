/** SPEC "GitIgnore Generator", sections 7 and 8; DECISIONS D20. */
export const SERVICE = 'https://www.toptal.com/developers/gitignore/api/'
export const FAILED_OUTPUT = 'Failed to generate .gitignore'
export const FAILED_TOAST = '❌ Failed to generate'
export const SUCCESS_TOAST = '✅ .gitignore generated!'
export const EMPTY_INPUT = 'Enter at least one template, e.g. node,react,python'
export const PLACEHOLDER = 'node,react,python'
export const TIMEOUT_MS = 15_000
export const POPULAR = ['node', 'react', 'python', 'java', 'go', 'rust', 'macos', 'windows', 'linux', 'visualstudiocode', 'jetbrains', 'dotenv'] as const

export type GitignoreState = { templates: string }
export const DEFAULTS: GitignoreState = { templates: '' }

/** The template names of the input: split at commas, trimmed, empty ones dropped. */
export const templateNames = (input: string) =>
  input
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)

/** The service address: each name URL-encoded, joined by commas (`.../api/node,react,c%2B%2B`). */
export function gitignoreUrl(input: string): string | null {
  const names = templateNames(input)
  return names.length ? SERVICE + names.map(encodeURIComponent).join(',') : null
}

/** Adds a template to the input unless it is there already. */
export function addTemplate(input: string, name: string): string {
  const names = templateNames(input)
  return names.some((n) => n.toLowerCase() === name.toLowerCase()) ? names.join(',') : [...names, name].join(',')
}
