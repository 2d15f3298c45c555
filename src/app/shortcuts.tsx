import * as Dialog from '@radix-ui/react-dialog'
import { useAtom } from 'jotai'
import { X } from 'lucide-react'
import { Button } from '../ui/button'
import { Kbd, modKey } from '../ui/kbd'
import { appStore, shortcutsOpenAtom } from './ui-state'

const SHORTCUTS = [
  { keys: [modKey, 'K'], what: 'Open the command palette' },
  { keys: [modKey, 'Enter'], what: "Run the tool's main action (Format, Encode, ...)" },
  { keys: [modKey, 'Shift', 'C'], what: "Copy the tool's result" },
  { keys: ['?'], what: 'Show this sheet' },
  { keys: ['Esc'], what: 'Close a dialog or the palette' },
  { keys: ['Esc', 'Tab'], what: 'Leave a code editor (inside one, Tab indents)' },
  { keys: ['Alt', 'Z'], what: 'Wrap long lines in a code editor, or stop wrapping' },
  { keys: ['F7'], what: 'Next change in a diff (also Alt+↓ outside text fields)' },
  { keys: ['Shift', 'F7'], what: 'Previous change in a diff (also Alt+↑ outside text fields)' },
  { keys: ['Alt', '↑'], what: 'Move the focused favourite up (sidebar)' },
  { keys: ['Alt', '↓'], what: 'Move the focused favourite down (sidebar)' },
  { keys: [modKey, 'V'], what: 'In the palette, or anywhere on the home page: paste content to see which tools take it' },
]

/** The palette's actions, also listed on the sheet so they can be found (type their name in the palette). */
const PALETTE_ACTIONS = [
  'Paste from clipboard: detect what is on the clipboard and open the right tool with it',
  "Send result to...: open the tool's result in the next tool (also the frame's Send to... button)",
  'Add to / Remove from favourites (also the star beside a tool\'s title)',
  'Copy current result · Theme: Light, Dark, System · Go home',
]

/** DECISIONS D23: the sheet of shortcuts, opened by `?` (shortcuts-host.tsx) and loaded then (issue 17). */
export function ShortcutsSheet() {
  const [open, setOpen] = useAtom(shortcutsOpenAtom, { store: appStore })
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(480px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-background p-5 shadow-2xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Keyboard shortcuts</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">They work on every tool. Tab reaches every control; the first Tab on a page offers a link that skips the sidebar to the tool.</Dialog.Description>
          <dl className="mt-4 divide-y divide-border text-sm">
            {SHORTCUTS.map((s) => (
              <div key={s.what} className="flex items-center justify-between gap-4 py-2">
                <dt className="text-muted-foreground">{s.what}</dt>
                <dd className="flex shrink-0 gap-1">
                  {s.keys.map((k) => (
                    <Kbd key={k}>{k}</Kbd>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-4 text-sm font-medium">In the palette</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-muted-foreground">
            {PALETTE_ACTIONS.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
