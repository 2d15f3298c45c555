/** Pure rules shared by the JavaScript, CSS and HTML formatter screens (SPEC sections 3, 8, 9). */

/** The persisted fields SPEC section 3 gives these formatters (JavaScript adds its language). */
export type CodeFormatterState = { input: string; indentSize: '2' | '4' | '8'; indentType: 'spaces' | 'tabs'; language?: string }

export const INDENT_SIZES = ['2', '4', '8'] as const

/** The formatter's indent as the format operations' `indent` argument (D35): 2, 4 or tab (8 has no operation value; the step keeps its default). */
export const indentArg = (s: Pick<CodeFormatterState, 'indentSize' | 'indentType'>) => (s.indentType === 'tabs' ? 'tab' : s.indentSize)
export const INDENT_TYPES = ['spaces', 'tabs'] as const

/** Keeps only the values the selects offer. */
export function validateCodeFormatterState<T extends CodeFormatterState>(s: T, d: T): T {
  return {
    ...s,
    indentSize: (INDENT_SIZES as readonly string[]).includes(s.indentSize) ? s.indentSize : d.indentSize,
    indentType: (INDENT_TYPES as readonly string[]).includes(s.indentType) ? s.indentType : d.indentType,
  }
}

/** Format (prettier) or Minify (issue 35 item 2). */
export type CodeFormatterMode = 'format' | 'minify'

/**
 * SPEC's messages for one formatter: 'Error formatting {language}', '{language} formatted
 * successfully!'; and, for blank input, 'Please enter {language} to format' (SPEC names none for
 * these three; worded like the SQL formatter's, without its emoji as SPEC gives these none).
 * Minify's are worded the same way, as the SQL formatter's Minify.
 */
export const formatterMessages = (language: string) => ({
  error: { format: `Error formatting ${language}`, minify: `Error minifying ${language}` },
  success: { format: `${language} formatted successfully!`, minify: `${language} minified successfully!` },
  empty: { format: `Please enter ${language} to format`, minify: `Please enter ${language} to minify` },
})

/** Blank input (empty or only white space) is not formatted: the empty message, never a success (D31). */
export const blankInputMessage = (input: string, language: string, mode: CodeFormatterMode = 'format'): string | null =>
  input.trim() ? null : formatterMessages(language).empty[mode]
