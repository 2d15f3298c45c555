/** The parts of csso and html-minifier-terser the minify engine uses (neither ships types). */
declare module 'csso' {
  export function minify(css: string, options?: Record<string, unknown>): { css: string }
  export function minifyBlock(css: string, options?: Record<string, unknown>): { css: string }
  export const syntax: {
    parse(text: string, options?: { context?: string; positions?: boolean; onParseError?: (e: { message: string; line?: number; column?: number }) => void }): unknown
    generate(ast: unknown): string
  }
}
declare module 'html-minifier-terser' {
  export function minify(html: string, options?: Record<string, unknown>): Promise<string>
}
