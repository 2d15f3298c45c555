import { formatterMessages, validateCodeFormatterState, type CodeFormatterState } from '../../ui/code-formatter-rules'

/** SPEC "JavaScript, CSS and HTML Formatters". */
export const LANGUAGE_NAME = 'HTML'
export const DOWNLOAD_NAME = 'formatted.html'
export const MESSAGES = formatterMessages(LANGUAGE_NAME)

export type HtmlFormatterState = CodeFormatterState
export const DEFAULTS: HtmlFormatterState = { input: '', indentSize: '2', indentType: 'spaces' }
export const validateState = (s: HtmlFormatterState, d: HtmlFormatterState): HtmlFormatterState => validateCodeFormatterState(s, d)
