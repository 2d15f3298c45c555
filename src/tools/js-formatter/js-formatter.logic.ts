import { formatterMessages, validateCodeFormatterState, type CodeFormatterState } from '../../ui/code-formatter-rules'

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
