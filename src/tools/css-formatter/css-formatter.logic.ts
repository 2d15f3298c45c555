import { formatterMessages, validateCodeFormatterState, type CodeFormatterState } from '../../ui/code-formatter-rules'

/** SPEC "JavaScript, CSS and HTML Formatters". */
export const LANGUAGE_NAME = 'CSS'
export const DOWNLOAD_NAME = 'formatted.css'
export const MESSAGES = formatterMessages(LANGUAGE_NAME)

export type CssFormatterState = CodeFormatterState
export const DEFAULTS: CssFormatterState = { input: '', indentSize: '2', indentType: 'spaces' }
export const validateState = (s: CssFormatterState, d: CssFormatterState): CssFormatterState => validateCodeFormatterState(s, d)
