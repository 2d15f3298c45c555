import { CodeFormatter, type CodeFormatterConfig } from '../../ui/code-formatter'
import { indentArg } from '../../ui/code-formatter-rules'
import { DOWNLOAD_NAME, LANGUAGE_NAME } from './html-formatter.logic'
import { htmlFormatterShare } from './html-formatter.state'

const config: CodeFormatterConfig = {
  recipeStep: (s, mode) => (mode === 'minify' ? { op: 'html-minify', args: {}, input: s.input } : { op: 'html-format', args: { indent: indentArg(s) }, input: s.input }),
  id: 'html',
  languageName: LANGUAGE_NAME,
  downloadName: DOWNLOAD_NAME,
  mimeType: 'text/html',
  accept: '.html,.htm,text/html,text/plain',
  placeholder: 'Paste HTML here, e.g. <div><p>Hello</p></div>',
  engineLanguage: () => 'html',
  editorLanguage: () => 'html',
}

export default function HtmlFormatter() {
  return <CodeFormatter share={htmlFormatterShare} config={config} />
}
