import { CodeFormatter, type CodeFormatterConfig } from '../../ui/code-formatter'
import { DOWNLOAD_NAME, LANGUAGE_NAME } from './css-formatter.logic'
import { cssFormatterShare } from './css-formatter.state'

const config: CodeFormatterConfig = {
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
