/**
 * The target languages of JSON to Types (issue 15, item 3) and their few options, as plain data:
 * the screen draws its controls from this table and the `types` worker turns the chosen values into
 * quicktype's renderer options. No quicktype import here, so the screen can use it without the engine.
 */

export const LANGUAGE_IDS = ['typescript', 'zod', 'schema', 'go', 'rust', 'python', 'kotlin', 'csharp', 'java', 'swift'] as const
export type LanguageId = (typeof LANGUAGE_IDS)[number]

export type Choice = { value: string; label: string }

export type OptionDef =
  | { key: string; label: string; kind: 'bool'; default: boolean; title?: string }
  | { key: string; label: string; kind: 'select'; default: string; choices: readonly Choice[]; title?: string }
  /** A package or namespace name: dotted identifiers (`com.example.models`). */
  | { key: string; label: string; kind: 'name'; default: string; title?: string }

export type OptionValues = Record<string, string | boolean>

/** The editor modes the shared CodeEditor has; other languages are shown as plain text. */
export type EditorMode = 'typescript' | 'json' | 'text'

export type LanguageDef = {
  id: LanguageId
  label: string
  /** quicktype's name for the language. */
  quicktype: string
  /** The Download file's extension (no dot). */
  extension: string
  editor: EditorMode
  options: readonly OptionDef[]
  /** quicktype renderer options for the chosen values (booleans as quicktype's "true"/"false"). */
  renderer: (v: OptionValues) => Record<string, string>
  /**
   * For output that renames JSON keys to valid names without mapping them back (plain classes with
   * no serialisation attributes): which choice keeps the mapping, in words. Absent when the output
   * always keeps the original keys (quoted keys, tags, attributes, CodingKeys).
   */
  losesKeys?: (v: OptionValues) => string | null
  /** A JSON key that is a plain property name here as it is (no renaming needed). */
  plainKey?: (key: string) => boolean
}

const flag = (b: unknown) => (b === true ? 'true' : 'false')
const str = (v: unknown, fallback: string) => (typeof v === 'string' && v ? v : fallback)

const PYTHON_KEYWORDS = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(' '),
)
const JAVA_KEYWORDS = new Set(
  'abstract assert boolean break byte case catch char class const continue default do double else enum extends final finally float for goto if implements import instanceof int interface long native new package private protected public return short static strictfp super switch synchronized this throw throws transient try void volatile while true false null var record yield'.split(' '),
)
const KOTLIN_KEYWORDS = new Set('as break class continue do else false for fun if in interface is null object package return super this throw true try typealias typeof val var when while'.split(' '))

export const LANGUAGES: readonly LanguageDef[] = [
  {
    id: 'typescript',
    label: 'TypeScript',
    quicktype: 'typescript',
    extension: 'ts',
    editor: 'typescript',
    options: [
      { key: 'readonly', label: 'readonly properties', kind: 'bool', default: false },
      { key: 'typeAliases', label: 'type instead of interface', kind: 'bool', default: false },
    ],
    renderer: (v) => ({ 'just-types': 'true', 'acronym-style': 'original', readonly: flag(v.readonly), 'prefer-types': flag(v.typeAliases), 'prefer-unions': 'true', 'prefer-unknown': 'true' }),
  },
  {
    id: 'zod',
    label: 'Zod',
    quicktype: 'typescript-zod',
    extension: 'ts',
    editor: 'typescript',
    options: [{ key: 'schemaOnly', label: 'Schemas only (no z.infer types)', kind: 'bool', default: false }],
    renderer: (v) => ({ 'just-schema': flag(v.schemaOnly) }),
  },
  {
    id: 'schema',
    label: 'JSON Schema',
    quicktype: 'schema',
    extension: 'json',
    editor: 'json',
    options: [],
    renderer: () => ({}),
  },
  {
    id: 'go',
    label: 'Go',
    quicktype: 'go',
    extension: 'go',
    editor: 'text',
    options: [
      { key: 'package', label: 'Package', kind: 'name', default: 'main' },
      { key: 'omitEmpty', label: 'omitempty on every field', kind: 'bool', default: false, title: 'Optional fields always get omitempty; this adds it to the required ones too.' },
    ],
    renderer: (v) => ({ 'just-types-and-package': 'true', package: str(v.package, 'main'), 'omit-empty': flag(v.omitEmpty) }),
  },
  {
    id: 'rust',
    label: 'Rust (serde)',
    quicktype: 'rust',
    extension: 'rs',
    editor: 'text',
    options: [
      {
        key: 'visibility',
        label: 'Visibility',
        kind: 'select',
        default: 'public',
        choices: [
          { value: 'public', label: 'pub' },
          { value: 'crate', label: 'pub(crate)' },
          { value: 'private', label: 'private' },
        ],
      },
      { key: 'partialEq', label: 'derive PartialEq', kind: 'bool', default: false },
      { key: 'skipNone', label: 'skip serializing None', kind: 'bool', default: false },
    ],
    renderer: (v) => ({
      visibility: str(v.visibility, 'public'),
      'derive-debug': 'true',
      'derive-clone': 'true',
      'derive-partial-eq': flag(v.partialEq),
      'skip-serializing-none': flag(v.skipNone),
      'leading-comments': 'false',
    }),
  },
  {
    id: 'python',
    label: 'Python',
    quicktype: 'python',
    extension: 'py',
    editor: 'text',
    options: [
      {
        key: 'style',
        label: 'Classes',
        kind: 'select',
        default: 'dataclass',
        choices: [
          { value: 'dataclass', label: 'dataclasses' },
          { value: 'dataclass-helpers', label: 'dataclasses + from_dict/to_dict' },
          { value: 'pydantic', label: 'pydantic BaseModel' },
        ],
      },
      {
        key: 'version',
        label: 'Python',
        kind: 'select',
        default: '3.10',
        choices: [
          { value: '3.7', label: '3.7+' },
          { value: '3.9', label: '3.9+' },
          { value: '3.10', label: '3.10+' },
        ],
      },
    ],
    renderer: (v) => ({
      'python-version': str(v.version, '3.10'),
      'just-types': flag(v.style !== 'dataclass-helpers'),
      'pydantic-base-model': flag(v.style === 'pydantic'),
      'nice-property-names': 'true',
    }),
    losesKeys: (v) => (v.style === 'dataclass-helpers' ? null : 'dataclasses + from_dict/to_dict'),
    plainKey: (k) => /^[a-z_][a-z0-9_]*$/.test(k) && !PYTHON_KEYWORDS.has(k),
  },
  {
    id: 'kotlin',
    label: 'Kotlin',
    quicktype: 'kotlin',
    extension: 'kt',
    editor: 'text',
    options: [
      {
        key: 'framework',
        label: 'Serialization',
        kind: 'select',
        default: 'none',
        choices: [
          { value: 'none', label: 'None (plain data classes)' },
          { value: 'kotlinx', label: 'kotlinx.serialization' },
          { value: 'jackson', label: 'Jackson' },
          { value: 'klaxon', label: 'Klaxon' },
        ],
      },
      { key: 'package', label: 'Package', kind: 'name', default: 'com.example' },
    ],
    renderer: (v): Record<string, string> => {
      const framework = str(v.framework, 'none')
      const pkg = str(v.package, 'com.example')
      return { 'just-types': flag(framework === 'none'), ...(framework === 'none' ? {} : { framework }), package: pkg, 'acronym-style': 'original' }
    },
    losesKeys: (v) => (v.framework === 'none' ? 'a serialization library' : null),
    plainKey: (k) => /^[a-z][a-zA-Z0-9]*$/.test(k) && !KOTLIN_KEYWORDS.has(k),
  },
  {
    id: 'csharp',
    label: 'C#',
    quicktype: 'csharp',
    extension: 'cs',
    editor: 'text',
    options: [
      {
        key: 'framework',
        label: 'JSON library',
        kind: 'select',
        default: 'SystemTextJson',
        choices: [
          { value: 'SystemTextJson', label: 'System.Text.Json' },
          { value: 'NewtonSoft', label: 'Newtonsoft.Json' },
        ],
      },
      { key: 'namespace', label: 'Namespace', kind: 'name', default: 'Example' },
      { key: 'lists', label: 'List<T> instead of arrays', kind: 'bool', default: false },
    ],
    renderer: (v) => ({
      framework: str(v.framework, 'SystemTextJson'),
      namespace: str(v.namespace, 'Example'),
      'array-type': v.lists === true ? 'list' : 'array',
      features: 'attributes-only',
    }),
  },
  {
    id: 'java',
    label: 'Java',
    quicktype: 'java',
    extension: 'java',
    editor: 'text',
    options: [
      {
        key: 'style',
        label: 'Classes',
        kind: 'select',
        default: 'plain',
        choices: [
          { value: 'plain', label: 'Plain classes (POJOs)' },
          { value: 'jackson', label: 'Jackson annotations + Converter' },
        ],
      },
      { key: 'lombok', label: 'Lombok', kind: 'bool', default: false },
      { key: 'package', label: 'Package', kind: 'name', default: 'com.example' },
    ],
    renderer: (v) => ({ 'just-types': flag(v.style !== 'jackson'), lombok: flag(v.lombok), package: str(v.package, 'com.example'), 'array-type': 'list', 'acronym-style': 'original' }),
    losesKeys: (v) => (v.style === 'jackson' ? null : 'Jackson annotations'),
    plainKey: (k) => /^[a-z][a-zA-Z0-9]*$/.test(k) && !JAVA_KEYWORDS.has(k),
  },
  {
    id: 'swift',
    label: 'Swift',
    quicktype: 'swift',
    extension: 'swift',
    editor: 'text',
    options: [
      {
        key: 'kind',
        label: 'Types',
        kind: 'select',
        default: 'struct',
        choices: [
          { value: 'struct', label: 'struct' },
          { value: 'class', label: 'class' },
        ],
      },
      { key: 'mutable', label: 'var properties', kind: 'bool', default: false },
    ],
    renderer: (v) => ({ 'just-types': 'false', initializers: 'false', 'coding-keys': 'true', 'struct-or-class': str(v.kind, 'struct'), 'acronym-style': 'original', 'mutable-properties': flag(v.mutable) }),
  },
]

export const LANGUAGE: Record<LanguageId, LanguageDef> = Object.fromEntries(LANGUAGES.map((l) => [l.id, l])) as Record<LanguageId, LanguageDef>

export const isLanguageId = (v: unknown): v is LanguageId => typeof v === 'string' && (LANGUAGE_IDS as readonly string[]).includes(v)

/** A package or namespace name as the languages take it: dot-separated identifiers. */
export const isPackageName = (v: string) => /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(v)

/** Every option of a language at its default. */
export const defaultOptions = (id: LanguageId): OptionValues => Object.fromEntries(LANGUAGE[id].options.map((o) => [o.key, o.default]))

/** A language's stored or shared options, each checked against its definition (else its default). */
export function validOptions(id: LanguageId, stored: unknown): OptionValues {
  const s = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {}
  const out: OptionValues = {}
  for (const o of LANGUAGE[id].options) {
    const v = s[o.key]
    if (o.kind === 'bool') out[o.key] = typeof v === 'boolean' ? v : o.default
    else if (o.kind === 'select') out[o.key] = typeof v === 'string' && o.choices.some((c) => c.value === v) ? v : o.default
    else out[o.key] = typeof v === 'string' && v.length <= 200 ? v : o.default
  }
  return out
}

/** Options common to every language. */
export type CommonOptions = {
  /** Strings that look like dates and times get the language's date type. */
  dates: boolean
  /** Every property optional, whatever the samples say. */
  allOptional: boolean
}
