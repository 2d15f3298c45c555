import { StreamLanguage, type StringStream } from '@codemirror/language'
import type { Extension } from '@codemirror/state'
import type { LanguageId } from '../../workers/types/languages'

/**
 * Syntax colours for the generated Go, Rust, Python, Kotlin, C#, Java and Swift, which the shared
 * editor has no grammar for: a small tokenizer (comments, strings, numbers, keywords, attributes)
 * is enough for generated type declarations. TypeScript, Zod and JSON Schema use the editor's own.
 */

const words = (s: string) => new Set(s.split(' '))

const KEYWORDS: Partial<Record<LanguageId, Set<string>>> = {
  go: words('package import type struct interface map func var const true false nil bool string int int64 float64 any'),
  rust: words('use pub crate struct enum impl fn let mut self Self mod as where type true false Option Vec String bool i64 i32 f64 u64'),
  python: words('from import class def return None True False pass self as if else for in is not and or lambda'),
  kotlin: words('package import data class val var object fun private public internal override null true false typealias enum sealed companion'),
  csharp: words('namespace using public private internal partial class struct enum get set new null true false string long double bool object static readonly virtual'),
  java: words('package import public private protected class interface enum static final void return new null true false this extends implements long double boolean int'),
  swift: words('import struct class enum case let var func init public internal private final static return nil true false throws try self Codable CodingKey'),
}

type State = { comment: boolean }

function tokenizer(keywords: Set<string>, hashComments: boolean) {
  return {
    startState: (): State => ({ comment: false }),
    token(stream: StringStream, state: State): string | null {
      if (state.comment) {
        if (stream.skipTo('*/')) {
          stream.match('*/')
          state.comment = false
        } else stream.skipToEnd()
        return 'comment'
      }
      if (stream.eatSpace()) return null
      if (stream.match('//') || (hashComments && stream.match('#'))) {
        stream.skipToEnd()
        return 'comment'
      }
      if (stream.match('/*')) {
        state.comment = true
        return 'comment'
      }
      const ch = stream.peek()
      if (ch === '"' || ch === '`' || (ch === "'" && hashComments)) {
        stream.next()
        let escaped = false
        for (let c = stream.next(); c != null; c = stream.next()) {
          if (c === ch && !escaped) break
          escaped = !escaped && c === '\\'
        }
        return 'string'
      }
      if (stream.match(/^-?\d[\d_]*(\.\d+)?([eE][+-]?\d+)?/)) return 'number'
      if (stream.match(/^[@#]!?\[?[A-Za-z_][\w.]*/)) return 'meta'
      if (stream.match(/^[A-Za-z_\u00C0-\uFFFF][\w\u00C0-\uFFFF]*/)) return keywords.has(stream.current()) ? 'keyword' : null
      stream.next()
      return null
    },
  }
}

/** The extension for a language's output: a stream grammar, or nothing where the editor has one. */
export function outputHighlighting(lang: LanguageId): Extension {
  const keywords = KEYWORDS[lang]
  if (!keywords) return []
  return StreamLanguage.define(tokenizer(keywords, lang === 'python'))
}
