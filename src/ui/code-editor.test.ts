import { markdown } from '@codemirror/lang-markdown'
import { ensureSyntaxTree, language, syntaxTree } from '@codemirror/language'
import { Compartment, EditorState } from '@codemirror/state'
import { describe, expect, it } from 'vitest'
import { PLAIN_TEXT_ABOVE, plainTextAbove } from './code-editor'

/** A Markdown document of `size` characters: a comment, then a paragraph of words. */
const doc = (size: number) => {
  const head = '<!-- note -->\n\n'
  return head + 'word '.repeat(Math.ceil((size - head.length) / 5)).slice(0, size - head.length)
}

function editorState(text: string, withLimit = true) {
  const lang = new Compartment()
  return EditorState.create({ doc: text, extensions: [lang.of(markdown()), withLimit ? plainTextAbove(lang) : []] })
}

describe('the shared editor drops the grammar past PLAIN_TEXT_ABOVE in the transaction that crosses it (issue 17)', () => {
  it('keeps Markdown below the limit, and parses it', () => {
    const start = editorState(doc(PLAIN_TEXT_ABOVE - 10))
    const state = start.update({ changes: { from: start.doc.length, insert: 'ab' } }).state
    expect(state.facet(language)?.name).toBe('markdown')
    expect(ensureSyntaxTree(state, 40, 5_000)?.topNode.firstChild?.name).toBe('CommentBlock')
  })

  it('a keystroke that takes the document past the limit leaves it without a grammar and without a tree', () => {
    const start = editorState(doc(PLAIN_TEXT_ABOVE - 1))
    const typed = start.update({ changes: { from: start.doc.length, insert: 'xy' }, userEvent: 'input.type' }).state
    expect(typed.doc.length).toBe(PLAIN_TEXT_ABOVE + 1)
    expect(typed.facet(language)).toBeNull()
    expect(syntaxTree(typed).length).toBe(0)
    // ...and so does every keystroke after it.
    expect(typed.update({ changes: { from: 0, insert: '#' } }).state.facet(language)).toBeNull()
  })

  it('a paste or a new value past the limit is never parsed either', () => {
    const state = editorState('# Title\n').update({ changes: { from: 0, to: 8, insert: doc(4 * PLAIN_TEXT_ABOVE) } }).state
    expect(state.facet(language)).toBeNull()
    expect(syntaxTree(state).length).toBe(0)
  })

  it('without it, the crossing transaction would still run the Markdown parser (the check can fail)', () => {
    const start = editorState(doc(PLAIN_TEXT_ABOVE - 1), false)
    const typed = start.update({ changes: { from: start.doc.length, insert: 'xy' } }).state
    expect(typed.facet(language)?.name).toBe('markdown')
    expect(syntaxTree(typed).length).toBeGreaterThan(0)
  })
})
