import type { Detector, Sample } from './types'
import { countMatches, detections, plural, prefixNote } from './util'

/** Marks of JavaScript; each counts once. */
const JS: RegExp[] = [
  /^[ \t]*import\s+(?:[\w*{][^;\n]*\s+from\s+)?['"][^'"\n]+['"];?[ \t]*$/m,
  /^[ \t]*export\s+(?:default\s+|const\s|let\s|function\b|class\s|async\s|\{|\*)/m,
  /\bfunction\s*\*?\s*[\w$]*\s*\([^)]*\)\s*\{/,
  /=>\s*[{(\w'"`[]/,
  /(?:^|[;{}]\s*|\n\s*)(?:const|let|var)\s+[\w${[]/,
  /\bconsole\.(?:log|error|warn|info|debug)\(/,
  /\brequire\(\s*['"][^'"]+['"]\s*\)/,
  /\bmodule\.exports\b|\bexports\.\w+\s*=/,
  /\b(?:document|window)\.\w+/,
  /\basync\s+(?:function\b|\(|\w+\s*=>)|\bawait\s+[\w$.[(]/,
  /\bclass\s+\w+(?:\s+extends\s+[\w.]+)?\s*\{/,
  /(?:^|[^=!<>])(?:!==|===)(?!=)/,
  /\bnew\s+(?:Promise|Map|Set|Error|Date|URL|RegExp)\s*\(/,
  /\b(?:JSON\.(?:parse|stringify)|Object\.(?:keys|entries|assign)|Array\.isArray|Promise\.all)\(/,
  /\.(?:then|catch|map|filter|forEach|reduce|addEventListener|querySelector)\(/,
  /`[^`]{0,500}?\$\{[^}`]{1,200}\}/,
  /\btypeof\s+\w+\s*[!=]==/,
]
/** Marks of TypeScript on top of JavaScript. */
const TS: RegExp[] = [
  /^[ \t]*(?:export\s+)?interface\s+\w+(?:<[^>]*>)?\s*(?:extends\s+[\w<>, .]+)?\{/m,
  /^[ \t]*(?:export\s+)?type\s+\w+(?:<[^>]*>)?\s*=/m,
  /[\w)][ \t]*:[ \t]*(?:string|number|boolean|unknown|any|void|never|Record<|Promise<|Array<)[\w<>[\]|, ]{0,80}[,;)={]/,
  /\bas\s+(?:const|unknown|string|number|any)\b/,
  /^[ \t]*(?:export\s+)?(?:const\s+)?enum\s+\w+\s*\{/m,
  /\b(?:private|public|protected|readonly)\s+\w+\s*[:;(=]/,
  /^[ \t]*import\s+type\s/m,
  // Declaration files (.d.ts): ambient declarations and CommonJS-style exports.
  /^[ \t]*(?:export\s+)?declare\s+(?:namespace|module|global|function|class|abstract\s+class|const|let|var|enum|type|interface)\b/m,
  /^[ \t]*export\s*=\s*[\w$.]+;?[ \t]*$|^[ \t]*export\s+as\s+namespace\s+\w+/m,
  /^\/\/\/\s*<reference\s+(?:types|path|lib)=/m,
]
/** JSX: a component or an element returned or assigned. */
const JSX = /(?:return|=>|=)\s*\(?\s*<(?:[A-Z][\w.]*|div|span|section|main|ul|li|button|form|p|h\d|>)[\s>/]|\bclassName=/

/** Marks of other languages that share JavaScript's punctuation. */
const OTHER: Array<[RegExp, string]> = [
  [/^[ \t]*def\s+\w+\(.*\)\s*(?:->\s*[\w[\], ]+)?:[ \t]*$/m, 'Python'],
  [/^[ \t]*(?:elif\b|except\b.*:|from\s+[\w.]+\s+import\s)|\bself\.\w+|^[ \t]*print\(/m, 'Python'],
  [/\bpublic\s+(?:static\s+)?(?:void|class|int|String)\b|\bSystem\.out\.|^[ \t]*package\s+[\w.]+;|@Override\b/m, 'Java'],
  [/^[ \t]*package\s+\w+[ \t]*$|\bfunc\s+(?:\([^)]*\)\s*)?\w+\(|\b[A-Za-z_]\w{0,40}(?:,[ \t]*\w{1,40}){0,5}[ \t]*:=/m, 'Go'],
  [/\bfn\s+\w+\s*[<(]|\blet\s+mut\b|\bimpl\b.*\{|println!\(/, 'Rust'],
  [/^[ \t]*#include\s*[<"]|\bstd::|\bprintf\s*\(|\bint\s+main\s*\(/m, 'C'],
  [/<\?php|\$\w+\s*=|->\w+\(/, 'PHP'],
  [/^#!\/(?:usr\/)?bin\/(?:env\s+)?(?:ba|z)?sh|^[ \t]*(?:fi|done|esac)[ \t]*$|\bthen[ \t]*$/m, 'shell'],
  // Not TypeScript's `declare namespace X {` or `export namespace X {`.
  [/^[ \t]*using\s+System|^[ \t]*namespace\s+[\w.]+\s*[{;]|\bConsole\.WriteLine\(/m, 'C#'],
  [/^[ \t]*(?:server|location|upstream|http|events)\s+[^{;]*\{[ \t]*$/m, 'nginx'],
]

const isJsonLike = (t: string) => /^(?:\{\s*["}]|\[\s*[-\d"[{\]tfn])/.test(t)

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * JavaScript or TypeScript (JSX too): several marks of the language and none of the look-alikes
 * (Python, Java, Go, ...). A JSON-looking text that did not parse as JSON (`{"a":1`) may still be
 * a JavaScript fragment: a weak guess.
 */
export const javascript: Detector = (sample: Sample) => {
  const text = sample.trimmed
  if (/^\s{0,3}(```|~~~)/m.test(text)) return [] // fenced code is Markdown's
  if (/^@@ -\d+(?:,\d+)? \+\d+/m.test(text)) return [] // a diff of code is a diff
  if (/^</.test(text) && !/^<[A-Z]/.test(text)) return []
  const js = JS.filter((re) => re.test(text)).length
  const ts = TS.filter((re) => re.test(text)).length
  const jsx = JSX.test(text)
  const other = OTHER.filter(([re]) => re.test(text))
  if (other.length >= 2 || (other.length === 1 && js < 3)) return []
  const score = js + ts + (jsx ? 1 : 0)
  if (score === 0) {
    if (isJsonLike(text) && !sample.truncated && !parsesAsJson(text)) {
      return detections('javascript', 'JavaScript object or array? (not valid JSON)', [['js-formatter', 0.35]])
    }
    return []
  }
  if (isJsonLike(text) && js < 2) return [] // JSON with a `===` in a string
  const lines = countMatches(text, /\n/g, 100_000) + 1
  const minified = lines <= 3 && text.length > 2000
  const lang = ts >= 1 && (ts >= 2 || js >= 1) ? 'TypeScript' : 'JavaScript'
  let confidence = score >= 4 ? 0.9 : score === 3 ? 0.82 : score === 2 ? 0.65 : 0.4
  if (minified && js >= 2) confidence = Math.max(confidence, 0.8)
  const what = jsx ? `${lang} with JSX (React)` : minified ? `${lang}, minified` : lang
  const imports = countMatches(text, /^[ \t]*import\s/gm, 1000)
  const detail = minified ? `${plural(lines, 'line')}` : imports ? plural(imports, 'import') : plural(lines, 'line')
  return detections(lang === 'TypeScript' ? 'typescript' : 'javascript', `${what}, ${detail}${prefixNote(sample)}`, [['js-formatter', confidence]])
}
