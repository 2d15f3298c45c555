import { Braces } from 'lucide-react'
import { Button } from '../../ui/button'
import { DialogClose, DialogShell } from './dialog-shell'
import { KeyValueEditor } from './key-value-editor'
import type { KeyValueRow } from './rest-client.logic'

/** The environment: `{{name}}` variables for the URL, params, headers, body and auth; scripts read and set them. */
export function VariablesDialog({ rows, onChange }: { rows: KeyValueRow[]; onChange: (rows: KeyValueRow[]) => void }) {
  const count = rows.filter((r) => r.enabled && r.key.trim()).length
  return (
    <DialogShell
      title="Variables"
      description="Use them as {{name}} in the URL, params, headers, body and auth fields. Scripts read and set them with pm.environment, and what a script sets is written back here. They are saved in this browser and travel in Share links."
      trigger={
        <Button title="Variables for {{name}} placeholders">
          <Braces aria-hidden /> Variables{count ? ` (${count})` : ''}
        </Button>
      }
    >
      <KeyValueEditor noun="Variable" rows={rows} onChange={onChange} keyPlaceholder="name" valuePlaceholder="value" testId="rest-variables" />
      <div className="flex justify-end">
        <DialogClose asChild>
          <Button variant="primary">Done</Button>
        </DialogClose>
      </div>
    </DialogShell>
  )
}
