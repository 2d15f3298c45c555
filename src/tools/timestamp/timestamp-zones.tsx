import { Plus, X } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { knownZone, supportedZones, timeInZone } from '../../lib/time-zones'
import { Button } from '../../ui/button'
import { ErrorText } from '../../ui/error-text'
import { inputClass } from '../../ui/field'

/**
 * Issue 35: a converted time in the zones the user picked (IANA names from Intl), side by side; the
 * zones are stored. Before anything is converted it shows the current time (`title` says so).
 */
export function ZonesSideBySide({ ms, zones, onChange, title = 'Time zones' }: { ms: number; zones: string[]; onChange: (zones: string[]) => void; title?: string }) {
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | null>(null)
  const listId = useId()
  const all = useMemo(supportedZones, [])
  const add = () => {
    const zone = knownZone(typed)
    if (!zone) return setError(`Unknown time zone "${typed.trim()}": pick an IANA name from the list, such as Europe/Paris or America/New_York`)
    setError(null)
    setTyped('')
    if (!zones.includes(zone)) onChange([...zones, zone])
  }
  return (
    <section aria-labelledby="zones-title" className="flex flex-col gap-2">
      <h3 id="zones-title" className="text-sm font-semibold">
        {title}
      </h3>
      {zones.length ? (
        <ul className="flex flex-col gap-1.5" data-testid="zones">
          {zones.map((zone) => {
            const t = timeInZone(ms, zone)
            return (
              <li key={zone} className="flex min-w-0 items-center justify-between gap-2 rounded-md bg-muted px-3 py-2" data-testid="zone-row">
                <div className="min-w-0">
                  <div className="text-xs text-muted-foreground">
                    {zone} · {t.abbreviation} ({t.offset})
                  </div>
                  <div className="truncate font-mono text-sm">{t.local}</div>
                  <div className="truncate font-mono text-xs text-muted-foreground">{t.iso}</div>
                </div>
                <Button variant="ghost" size="sm" className="px-2" aria-label={`Remove ${zone}`} onClick={() => onChange(zones.filter((z) => z !== zone))}>
                  <X aria-hidden />
                </Button>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No zone picked: add one below.</p>
      )}
      <form
        className="flex flex-wrap items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          add()
        }}
      >
        <label htmlFor="add-zone" className="sr-only">
          Add a time zone
        </label>
        <input
          id="add-zone"
          list={listId}
          className={`${inputClass} min-w-0 flex-1`}
          placeholder="Add a zone, e.g. Europe/Paris"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'add-zone-error' : undefined}
        />
        <datalist id={listId}>
          {all.map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
        <Button type="submit" size="sm" disabled={!typed.trim()}>
          <Plus aria-hidden /> Add zone
        </Button>
      </form>
      <ErrorText id="add-zone-error">{error}</ErrorText>
    </section>
  )
}
