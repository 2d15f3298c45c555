import type { CodeLanguage } from '../../format/prettier.impl'
import { OpError, type OpImpls } from '../op-impl'

/* Minifiers (src/ops/minify.manifest.ts): the formatter screens' Minify (format/minify.impl.ts). */

function minifier(language: CodeLanguage) {
  return {
    async run(input: unknown) {
      const { minifyCode } = await import('../../format/minify.impl')
      const r = await minifyCode({ text: input as string, language })
      if (r.ok) return r.output
      throw new OpError(`${r.error.message} (line ${r.error.line}, column ${r.error.column})`)
    },
  }
}

export default {
  'javascript-minify': minifier('javascript'),
  'css-minify': minifier('css'),
  'html-minify': minifier('html'),
} satisfies OpImpls
