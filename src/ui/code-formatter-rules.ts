/** Pure rules shared by the JavaScript, CSS and HTML formatter screens (SPEC sections 3, 8, 9). */

/** The persisted fields SPEC section 3 gives these formatters (JavaScript adds its language). */
export type CodeFormatterState = { input: string; indentSize: '2' | '4' | '8'; indentType: 'spaces' | 'tabs'; language?: string }

export const INDENT_SIZES = ['2', '4', '8'] as const
export const INDENT_TYPES = ['spaces', 'tabs'] as const

/** Keeps only the values the selects offer. */
export function validateCodeFormatterState<T extends CodeFormatterState>(s: T, d: T): T {
  return {
    ...s,
    indentSize: (INDENT_SIZES as readonly string[]).includes(s.indentSize) ? s.indentSize : d.indentSize,
    indentType: (INDENT_TYPES as readonly string[]).includes(s.indentType) ? s.indentType : d.indentType,
  }
}

/** SPEC's messages for one formatter: 'Error formatting {language}', '{language} formatted successfully!'. */
export const formatterMessages = (language: string) => ({
  error: `Error formatting ${language}`,
  success: `${language} formatted successfully!`,
})
