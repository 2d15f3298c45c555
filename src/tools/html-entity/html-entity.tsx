import { convertClient } from '../../workers/convert/convert.client'
import { ActionConverter } from '../../ui/action-converter'
import { ACTIONS, ENTITY_TABLE, outcomeOf, precheck, type Mode } from './html-entity.logic'
import { htmlEntityModeAtom, htmlEntityShare } from './html-entity.state'

const BUTTONS = (['encode', 'decode'] as const).map((mode) => ({ mode, label: ACTIONS[mode].label, busy: ACTIONS[mode].busy }))

export default function HtmlEntity() {
  return (
    <ActionConverter<Mode>
      share={htmlEntityShare}
      modeAtom={htmlEntityModeAtom}
      actions={BUTTONS}
      convert={async (text, mode, signal) => outcomeOf(await convertClient.run(mode === 'encode' ? 'htmlEncode' : 'htmlDecode', { text }, { signal }), mode)}
      failure={(mode) => outcomeOf({ ok: false }, mode)}
      precheck={precheck}
      recipeStep={(mode, s) => (mode === 'encode' ? { op: 'to-html-entity', args: { chars: 'special', form: 'named' }, input: s.input } : { op: 'from-html-entity', input: s.input })}
      id="html"
      className="h-[min(50vh,460px)] min-h-64"
      input={{ title: 'Input', label: 'Text or HTML to encode or decode', language: 'html', placeholder: '<p class="note">Tom & Jerry\'s "show"</p>' }}
      output={{ title: 'Output', label: 'Result', language: 'html', empty: 'The result appears here. Press Encode or Decode.' }}
    >
        <section aria-labelledby="entities-heading" className="rounded-lg border border-border bg-surface p-3">
          <h2 id="entities-heading" className="mb-2 text-sm font-medium">
            Entities handled
          </h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-6">
            {ENTITY_TABLE.map((e) => (
              <li key={e.entity} className="flex items-baseline gap-2">
                <code className="font-mono text-muted-foreground">{e.char === '\u00a0' ? '␣' : e.char}</code>
                <code className="font-mono">{e.entity}</code>
                <span className="sr-only">{e.name}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-muted-foreground">Decode reads every HTML5 named entity (&amp;eacute;, &amp;copy;, &amp;hellip;, …) and numeric references such as &amp;#39; and &amp;#x1F600;.</p>
        </section>
    </ActionConverter>
  )
}
