import { formatterMessages, validateCodeFormatterState, type CodeFormatterState } from '../../ui/code-formatter-rules'
import type { CodeLanguage } from '../../workers/format/prettier.impl'

/** SPEC "JavaScript, CSS and HTML Formatters"; JSX and TypeScript go beyond it. */
export const LANGUAGE_NAME = 'JavaScript'
export const DOWNLOAD_NAME = 'formatted.js'
export const MESSAGES = formatterMessages(LANGUAGE_NAME)

export type JsLanguage = 'javascript' | 'typescript'
export type JsFormatterState = CodeFormatterState & { language: JsLanguage }
export const DEFAULTS: JsFormatterState = { input: '', indentSize: '2', indentType: 'spaces', language: 'javascript' }

export const validateState = (s: JsFormatterState, d: JsFormatterState): JsFormatterState => {
  const v = validateCodeFormatterState(s, d)
  return { ...v, language: v.language === 'typescript' ? 'typescript' : 'javascript' }
}

/**
 * A failure in one language that the other parses: JavaScript that is TypeScript ("This looks like
 * TypeScript"), or TypeScript that only babel reads (JSX or Flow), with the button that switches.
 */
export function languageSuggestion(parsesAs: CodeLanguage): { message: string; label: string; patch: Partial<JsFormatterState> } | null {
  if (parsesAs === 'typescript') return { message: 'This looks like TypeScript: switch?', label: 'Switch to TypeScript', patch: { language: 'typescript' } }
  if (parsesAs === 'javascript') return { message: 'This parses as JavaScript (JSX or Flow), not TypeScript: switch?', label: 'Switch to JavaScript', patch: { language: 'javascript' } }
  return null
}
