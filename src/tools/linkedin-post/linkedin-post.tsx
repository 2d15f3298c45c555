import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { Placeholder } from '@tiptap/extensions'
import { useAtom, useStore } from 'jotai'
import { Bold, Download, Eraser, Hash, Heading1, Heading2, Heading3, Italic, List, ListOrdered, RotateCcw, Smile, Strikethrough, Underline } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { downloadFile } from '../../lib/download'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CopyButton } from '../../ui/copy-button'
import { inputClass } from '../../ui/field'
import { Tooltip } from '../../ui/tooltip'
import { useToolFrame } from '../../ui/tool-frame-context'
import { countChars, counterLabel, DOWNLOAD_NAME, EMOJI, hashtag, LIMIT, PLACEHOLDER, toPlainText, type DocNode } from './linkedin-post.logic'
import { linkedinAtom } from './linkedin-post.state'

function ToolButton({ label, active, onClick, children }: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip content={label}>
      {/* A click leaves the focus (and the selection) in the editor, so what is typed next goes on
          in the new style at once; the editor's own refocus comes a frame later and dropped the first keys. */}
      <Button size="icon" variant="ghost" aria-label={label} aria-pressed={active} onMouseDown={(e) => e.preventDefault()} onClick={onClick} className={cn(active && 'bg-accent text-accent-foreground')}>
        {children}
      </Button>
    </Tooltip>
  )
}

function Toolbar({ editor, onClear }: { editor: Editor; onClear: () => void }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
    }),
  })
  const [panel, setPanel] = useState<'emoji' | 'hashtag' | null>(null)
  const [tag, setTag] = useState('')
  const chain = () => editor.chain().focus()
  const insertTag = () => {
    const text = hashtag(tag)
    if (text) chain().insertContent(text).run()
    setTag('')
    setPanel(null)
  }
  return (
    <div className="border-b border-border bg-surface">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-0.5 p-1.5">
        <ToolButton label="Bold" active={active.bold} onClick={() => chain().toggleBold().run()}><Bold aria-hidden /></ToolButton>
        <ToolButton label="Italic" active={active.italic} onClick={() => chain().toggleItalic().run()}><Italic aria-hidden /></ToolButton>
        <ToolButton label="Underline" active={active.underline} onClick={() => chain().toggleUnderline().run()}><Underline aria-hidden /></ToolButton>
        <ToolButton label="Strike" active={active.strike} onClick={() => chain().toggleStrike().run()}><Strikethrough aria-hidden /></ToolButton>
        <span aria-hidden className="mx-1 h-5 w-px bg-border" />
        <ToolButton label="H1" active={active.h1} onClick={() => chain().toggleHeading({ level: 1 }).run()}><Heading1 aria-hidden /></ToolButton>
        <ToolButton label="H2" active={active.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}><Heading2 aria-hidden /></ToolButton>
        <ToolButton label="H3" active={active.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}><Heading3 aria-hidden /></ToolButton>
        <span aria-hidden className="mx-1 h-5 w-px bg-border" />
        <ToolButton label="Bullet list" active={active.bullet} onClick={() => chain().toggleBulletList().run()}><List aria-hidden /></ToolButton>
        <ToolButton label="Numbered list" active={active.ordered} onClick={() => chain().toggleOrderedList().run()}><ListOrdered aria-hidden /></ToolButton>
        <span aria-hidden className="mx-1 h-5 w-px bg-border" />
        <ToolButton label="Emoji" active={panel === 'emoji'} onClick={() => setPanel((p) => (p === 'emoji' ? null : 'emoji'))}><Smile aria-hidden /></ToolButton>
        <ToolButton label="Hashtag" active={panel === 'hashtag'} onClick={() => setPanel((p) => (p === 'hashtag' ? null : 'hashtag'))}><Hash aria-hidden /></ToolButton>
        <Button size="sm" variant="ghost" className="ml-auto" onClick={onClear}>
          <Eraser aria-hidden /> Clear
        </Button>
      </div>
      {panel === 'emoji' ? (
        <div role="group" aria-label="Emoji" className="grid grid-cols-12 gap-1 border-t border-border p-2">
          {EMOJI.map((e) => (
            <button
              key={e}
              type="button"
              aria-label={`Insert ${e}`}
              className="rounded p-1 text-lg hover:bg-muted"
              onClick={() => {
                chain().insertContent(e).run()
                setPanel(null)
              }}
            >
              {e}
            </button>
          ))}
        </div>
      ) : null}
      {panel === 'hashtag' ? (
        <form
          className="flex items-center gap-2 border-t border-border p-2"
          onSubmit={(e) => {
            e.preventDefault()
            insertTag()
          }}
        >
          <label htmlFor="hashtag-input" className="text-sm text-muted-foreground">
            Hashtag (without #)
          </label>
          <input id="hashtag-input" autoFocus className={`${inputClass} h-8 max-w-60`} value={tag} onChange={(e) => setTag(e.target.value)} placeholder="e.g. webdev" />
          <Button size="sm" type="submit" variant="primary">
            Insert
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setPanel(null)}>
            Cancel
          </Button>
        </form>
      ) : null}
    </div>
  )
}

export default function LinkedinPostFormatter() {
  const [state, setState] = useAtom(linkedinAtom)
  const [text, setText] = useState('')
  const editor = useEditor({
    extensions: [StarterKit.configure({ code: false, codeBlock: false, horizontalRule: false, link: false }), Placeholder.configure({ placeholder: 'Write your post…' })],
    content: state.html,
    editorProps: { attributes: { 'aria-label': 'Post editor', role: 'textbox', 'aria-multiline': 'true', class: 'linkedin-editor min-h-64 p-4 text-sm outline-none' } },
    onCreate: ({ editor: e }) => setText(toPlainText(e.getJSON() as DocNode)),
    onUpdate: ({ editor: e }) => {
      // SPEC section 4: each edit refreshes the count and the preview.
      setText(toPlainText(e.getJSON() as DocNode))
      setState({ html: e.isEmpty ? '' : e.getHTML() })
    },
  })
  // The editor reads the HTML only when created: a change that did not come from it (the input
  // port, a shared link, another tab) is put into it. Watched in the store, not in a render, which
  // may be older than what was just typed; the editor's own edits already match, so typing is never
  // reset, and the update it emits brings the stored HTML to the editor's form of it.
  const store = useStore()
  const createdWith = useRef(state.html)
  useEffect(() => {
    if (!editor) return
    const follow = () => {
      const { html } = store.get(linkedinAtom)
      if (!editor.isDestroyed && (editor.isEmpty ? '' : editor.getHTML()) !== html) editor.commands.setContent(html)
    }
    // A change between the editor's creation and this subscription.
    if (store.get(linkedinAtom).html !== createdWith.current) follow()
    return store.sub(linkedinAtom, follow)
  }, [editor, store])
  const count = countChars(text)
  const clear = () => {
    editor?.commands.clearContent(true)
    editor?.commands.focus()
  }
  const download = () => {
    downloadFile(DOWNLOAD_NAME, text)
    toast.success('File downloaded!')
  }
  useToolFrame({ result: text || undefined })

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="linkedin-editor-title" className="flex flex-col overflow-hidden rounded-lg border border-border">
        <header className="flex items-center justify-between border-b border-border px-3 py-2">
          <h2 id="linkedin-editor-title" className="text-sm font-medium">
            Editor
          </h2>
          <span className={cn('text-xs tabular-nums', count > LIMIT ? 'font-medium text-destructive-foreground' : 'text-muted-foreground')} data-testid="linkedin-count">
            {counterLabel(count)}
          </span>
        </header>
        {editor ? <Toolbar editor={editor} onClear={clear} /> : null}
        <EditorContent editor={editor} className="min-h-64 flex-1 overflow-y-auto" />
      </section>
      <section aria-labelledby="linkedin-preview-title" className="flex flex-col gap-3">
        <div className="flex items-center justify-between">
          <h2 id="linkedin-preview-title" className="text-sm font-medium">
            Preview
          </h2>
          <div className="flex gap-2">
            <CopyButton text={text} disabled={!text} />
            <Button size="sm" onClick={download} disabled={!text}>
              <Download aria-hidden /> Download
            </Button>
            <Button size="sm" onClick={clear}>
              <RotateCcw aria-hidden /> Reset
            </Button>
          </div>
        </div>
        <article className="rounded-lg border border-border bg-surface p-4 shadow-sm" aria-label="Post preview">
          <div className="flex items-center gap-3">
            <div aria-hidden className="flex size-10 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
              Y
            </div>
            <div>
              <p className="text-sm font-semibold">You</p>
              <p className="text-xs text-muted-foreground">Developer · Now · 🌐</p>
            </div>
          </div>
          {text ? (
            <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-wrap" data-testid="linkedin-preview">
              {text}
            </p>
          ) : (
            <p className="mt-3 text-sm text-muted-foreground">{PLACEHOLDER}</p>
          )}
          <div aria-hidden className="mt-4 flex justify-around border-t border-border pt-2 text-xs text-muted-foreground">
            <span>👍 Like</span>
            <span>💬 Comment</span>
            <span>🔁 Repost</span>
            <span>📤 Send</span>
          </div>
        </article>
      </section>
    </div>
  )
}
