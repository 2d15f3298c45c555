import { autocompletion } from '@codemirror/autocomplete'
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language'
import type { Extension } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { tags } from '@lezer/highlight'
import { graphql } from 'cm6-graphql'
import type { GraphQLSchema } from 'graphql'

/** GraphQL tokens the shared editor's colours do not cover (variables, argument names). */
const highlight = HighlightStyle.define([
  { tag: tags.variableName, color: 'var(--syntax-number)' },
  { tag: tags.attributeName, color: 'var(--syntax-key)' },
])

/**
 * Completion and lint pop-ups in the app's colours, in both themes. `&` (the editor with this theme)
 * outranks the libraries' light-only base themes.
 */
const popups = EditorView.theme({
  '& .cm-tooltip': { backgroundColor: 'var(--background)', color: 'var(--foreground)', border: '1px solid var(--border)', borderRadius: '6px', boxShadow: '0 4px 12px rgb(0 0 0 / 0.12)' },
  '& .cm-tooltip.cm-tooltip-autocomplete > ul': { fontFamily: 'var(--font-mono)', fontSize: '12.5px', maxHeight: '14em', minWidth: '14em' },
  '& .cm-tooltip.cm-tooltip-autocomplete > ul > li': { padding: '2px 8px', lineHeight: '1.6' },
  '& .cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: 'var(--primary)', color: 'var(--primary-foreground)' },
  '& .cm-completionDetail': { color: 'var(--muted-foreground)', fontStyle: 'normal', marginLeft: '1em' },
  '& .cm-tooltip-autocomplete ul li[aria-selected] .cm-completionDetail': { color: 'inherit' },
  '& .cm-completionMatchedText': { textDecoration: 'none', fontWeight: '600' },
  '& .cm-tooltip.cm-completionInfo': { padding: '6px 8px', maxWidth: '22em', fontSize: '12.5px' },
  '& .cm-diagnostic': { padding: '4px 8px', fontSize: '12.5px' },
  '& .cm-diagnostic-error': { borderLeftColor: 'var(--destructive)' },
  '& .cm-diagnostic-warning': { borderLeftColor: 'var(--warning)' },
})

/**
 * The query editor's GraphQL support (cm6-graphql): colours, and once a schema is known,
 * completion of fields, arguments and types as you type, and unknown names marked. A new schema
 * makes a new value, which the shared editor swaps in without losing the text.
 */
export function queryExtensions(schema: GraphQLSchema | undefined): Extension {
  return [graphql(schema), autocompletion({ icons: false }), syntaxHighlighting(highlight), popups]
}
