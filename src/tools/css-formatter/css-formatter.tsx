import { CodeFormatter, type CodeFormatterConfig } from '../../ui/code-formatter'
import { indentArg } from '../../ui/code-formatter-rules'
import { DOWNLOAD_NAME, LANGUAGE_NAME } from './css-formatter.logic'
import { cssFormatterShare } from './css-formatter.state'

const config: CodeFormatterConfig = {
  recipeStep: (s, mode) => (mode === 'minify' ? { op: 'css-minify', args: {}, input: s.input } : { op: 'css-format', args: { indent: indentArg(s) }, input: s.input }),
  id: 'css',
  languageName: LANGUAGE_NAME,
  downloadName: DOWNLOAD_NAME,
  mimeType: 'text/css',
  accept: '.css,text/css,text/plain',
  placeholder: 'Paste CSS here, e.g. a{color:red}',
  engineLanguage: () => 'css',
  editorLanguage: () => 'css',
}

export default function CssFormatter() {
  return <CodeFormatter share={cssFormatterShare} config={config} />
}
