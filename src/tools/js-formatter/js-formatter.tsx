import { CodeFormatter, type CodeFormatterConfig } from '../../ui/code-formatter'
import { indentArg } from '../../ui/code-formatter-rules'
import { Select } from '../../ui/select'
import { DOWNLOAD_NAME, LANGUAGE_NAME, languageSuggestion, type JsLanguage } from './js-formatter.logic'
import { jsFormatterShare } from './js-formatter.state'

const config: CodeFormatterConfig = {
  recipeStep: (s, mode) =>
    mode === 'minify' ? { op: 'javascript-minify', args: {}, input: s.input } : { op: s.language === 'typescript' ? 'typescript-format' : 'javascript-format', args: { indent: indentArg(s) }, input: s.input },
  id: 'js',
  languageName: LANGUAGE_NAME,
  downloadName: DOWNLOAD_NAME,
  mimeType: 'text/javascript',
  accept: '.js,.mjs,.cjs,.jsx,.ts,.tsx,text/javascript,text/plain',
  placeholder: 'Paste JavaScript, JSX or TypeScript here…',
  engineLanguage: (s) => (s.language === 'typescript' ? 'typescript' : 'javascript'),
  editorLanguage: () => 'jsx',
  suggest: languageSuggestion,
  extraOptions: (s, set) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="js-language" className="text-xs font-medium text-muted-foreground">
        Language
      </label>
      <Select
        id="js-language"
        className="w-44"
        value={s.language ?? 'javascript'}
        onChange={(e) => set({ language: e.target.value as JsLanguage })}
        options={[
          { value: 'javascript', label: 'JavaScript / JSX' },
          { value: 'typescript', label: 'TypeScript / TSX' },
        ]}
      />
    </div>
  ),
}

export default function JsFormatter() {
  return <CodeFormatter share={jsFormatterShare} config={config} />
}
