import { useAtom } from 'jotai'
import { useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { CopyButton } from '../../ui/copy-button'
import { cn } from '../../ui/cn'
import { ErrorText } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { Select } from '../../ui/select'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { useToolFrame } from '../../ui/tool-frame-context'
import { analyse, compareWith, splitOf, splitText, summaryOf, type Segment, type SplitMode, type SubnetState, type Tab } from './subnet.logic'
import { subnetAtom, subnetShare } from './subnet.state'

const card = 'rounded-lg border border-border bg-background p-4'
const textareaClass = 'w-full rounded-md border border-input bg-background p-3 font-mono text-sm outline-none placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring'
/** The bar draws at most this many segments (a /8 into /24s is 65,536 rows; the table says so). */
const MAX_BAR = 256
const MAX_ROWS = 512

const MODES: { value: SplitMode; label: string }[] = [
  { value: 'count', label: 'Into N equal subnets' },
  { value: 'prefix', label: 'At a prefix length' },
  { value: 'hosts', label: 'By host counts (VLSM)' },
]

/** The address space as a bar: one button per subnet, reached with Tab then the arrow keys (one Tab stop). */
function SpaceBar({ segments, network, selected, onSelect }: { segments: Segment[]; network: string; selected: number; onSelect: (i: number) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const drawn = segments.slice(0, MAX_BAR)
  const move = (e: KeyboardEvent, i: number) => {
    const to = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? i + 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? drawn.length - 1 : null
    if (to === null) return
    e.preventDefault()
    const j = Math.max(0, Math.min(drawn.length - 1, to))
    onSelect(j)
    refs.current[j]?.focus()
  }
  const sel = drawn[selected]
  return (
    <div>
      <div role="group" aria-label={`Address space of ${network}`} className="flex h-8 w-full overflow-hidden rounded-md border border-border" data-testid="subnet-bar">
        {drawn.map((s, i) => (
          <button
            key={s.cidr}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            tabIndex={i === selected ? 0 : -1}
            aria-label={`${s.free ? 'Free' : `Subnet ${s.label}`}: ${s.cidr}, ${s.addresses} addresses`}
            aria-pressed={i === selected}
            title={`${s.free ? 'Free' : s.label} ${s.cidr}`}
            onClick={() => onSelect(i)}
            onKeyDown={(e) => move(e, i)}
            style={{ width: `${s.share * 100}%` }}
            className={cn(
              'h-full min-w-[3px] border-r border-background last:border-r-0 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
              s.free ? 'bg-[repeating-linear-gradient(135deg,var(--color-muted)_0_6px,var(--color-border)_6px_8px)]' : i % 2 ? 'bg-primary/55' : 'bg-primary',
              i === selected && 'ring-2 ring-inset ring-foreground',
            )}
          />
        ))}
      </div>
      <p className="mt-1.5 min-h-5 text-xs text-muted-foreground" aria-live="polite" data-testid="subnet-bar-caption">
        {sel ? `${sel.free ? 'Free' : `Subnet ${sel.label}`}: ${sel.cidr}, ${sel.addresses} addresses (${(sel.share * 100).toFixed(sel.share < 0.01 ? 3 : 1)}% of ${network}). Arrow keys move along the bar.` : null}
        {segments.length > MAX_BAR ? ` The bar shows the first ${MAX_BAR} subnets.` : null}
      </p>
    </div>
  )
}

export default function SubnetCalculator() {
  const [state, setState] = useAtom(subnetAtom)
  const set = <K extends keyof SubnetState>(key: K, value: SubnetState[K]) => setState((s) => ({ ...s, [key]: value }))
  const [selected, setSelected] = useState(0)

  // D31: everything is cheap and follows the fields live.
  const analysis = useMemo(() => analyse(state.input), [state.input])
  const ok = analysis?.ok ? analysis : null
  const split = useMemo(() => (ok?.cidr ? splitOf(ok.cidr, state) : null), [ok, state])
  const compared = useMemo(() => (ok ? compareWith(ok.block, state.compare) : null), [ok, state.compare])
  const summary = useMemo(() => summaryOf(state.list), [state.list])

  const result = state.tab === 'summarise' ? (summary?.ok ? summary.cidrs.join('\n') : undefined) : state.tab === 'split' && split?.ok ? splitText(split) : ok ? ok.rows.map((r) => `${r.label}: ${r.value}`).join('\n') : undefined
  useToolFrame({ result, share: subnetShare })

  const network = ok?.rows[0]?.value ?? ''
  const segments = split?.ok ? split.segments : []
  const sel = Math.min(selected, Math.max(0, segments.length - 1))

  return (
    <div className="flex flex-col gap-4">
      <section className={card} aria-labelledby="subnet-input-title">
        <h2 id="subnet-input-title" className="sr-only">
          Address or network
        </h2>
        <Field label="IP address, CIDR or range" htmlFor="subnet-input" hint="10.0.0.0/24, 192.168.1.10 255.255.255.0, 2001:db8::/48, 10.0.0.1 - 10.0.0.9">
          <input
            id="subnet-input"
            className={`${inputClass} font-mono`}
            value={state.input}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={analysis ? !analysis.ok : undefined}
            aria-describedby={analysis && !analysis.ok ? 'subnet-input-error' : undefined}
            onChange={(e) => set('input', e.target.value)}
          />
        </Field>
        <div className="mt-2 min-h-5">{analysis && !analysis.ok ? <ErrorText id="subnet-input-error">{analysis.error}</ErrorText> : null}</div>
        {ok ? (
          <dl
            // IPv4 values are short: label and value side by side, two pairs a row from 1024 px; an
            // IPv6 value takes a row of its own, under its label on a phone.
            className={cn(
              'mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)] sm:gap-x-6',
              ok.block.family === 4 && 'grid-cols-[max-content_minmax(0,1fr)] lg:grid-cols-[max-content_minmax(0,1fr)_max-content_minmax(0,1fr)]',
            )}
            data-testid="subnet-details"
          >
            {ok.rows.map((r) => (
              <div key={r.label} className="contents">
                <dt className="pt-1 text-muted-foreground">{r.label}</dt>
                <dd className={cn('min-w-0 pb-1 font-mono [overflow-wrap:anywhere] sm:pt-1', ok.block.family === 4 && 'pt-1')} data-label={r.label}>
                  {r.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : !analysis ? (
          <p className="mt-2 text-sm text-muted-foreground">Enter an address, a network or a range to see its details.</p>
        ) : null}
      </section>

      <section className={card} aria-label="Split, compare and summarise">
        <Tabs value={state.tab} onValueChange={(v) => set('tab', v as Tab)}>
          <TabsList aria-label="What to do">
            <TabsTrigger value="split">Split</TabsTrigger>
            <TabsTrigger value="compare">Compare</TabsTrigger>
            <TabsTrigger value="summarise">Summarise</TabsTrigger>
          </TabsList>

          <TabsContent value="split">
            <div className="flex flex-wrap items-start gap-3">
              <Field label="Split by" htmlFor="subnet-split-mode" className="w-56">
                <Select id="subnet-split-mode" value={state.splitMode} onChange={(e) => set('splitMode', e.target.value as SplitMode)} options={MODES} />
              </Field>
              {state.splitMode === 'count' ? (
                <Field label="Number of subnets" htmlFor="subnet-count" className="w-40">
                  <input id="subnet-count" className={`${inputClass} font-mono`} inputMode="numeric" value={state.count} autoComplete="off" onChange={(e) => set('count', e.target.value)} />
                </Field>
              ) : state.splitMode === 'prefix' ? (
                <Field label="New prefix length" htmlFor="subnet-prefix" className="w-40">
                  <input id="subnet-prefix" className={`${inputClass} font-mono`} value={state.prefix} placeholder={ok?.cidr ? `/${Math.min(ok.cidr.prefix + 2, ok.block.family === 4 ? 32 : 128)}` : '/26'} autoComplete="off" onChange={(e) => set('prefix', e.target.value)} />
                </Field>
              ) : (
                <Field label="Hosts per subnet" htmlFor="subnet-hosts" className="min-w-56 flex-1" hint="Comma-separated; a name before a count labels it: web 50, db 20">
                  <input id="subnet-hosts" className={`${inputClass} font-mono`} value={state.hosts} autoComplete="off" spellCheck={false} onChange={(e) => set('hosts', e.target.value)} />
                </Field>
              )}
            </div>
            <div className="mt-3" aria-live="polite">
              {!ok ? (
                <p className="text-sm text-muted-foreground">Enter a network above to split it.</p>
              ) : !ok.cidr ? (
                <p className="text-sm text-muted-foreground">A range is split by its CIDRs (listed above); enter a CIDR to split it further.</p>
              ) : split && !split.ok ? (
                <ErrorText>{split.error}</ErrorText>
              ) : split?.ok ? (
                <>
                  <p className="mb-2 text-sm" data-testid="subnet-split-note">
                    {split.note}
                  </p>
                  <SpaceBar segments={segments} network={network} selected={sel} onSelect={setSelected} />
                  <div className="mt-2 max-h-96 overflow-auto rounded-md border border-border" tabIndex={0} role="region" aria-label="Subnets">
                    <table className="w-full text-left text-sm" data-testid="subnet-split-table">
                      <thead className="sticky top-0 bg-surface text-xs text-muted-foreground">
                        <tr>
                          <th className="px-3 py-1.5 font-medium">Subnet</th>
                          <th className="px-3 py-1.5 font-medium">CIDR</th>
                          <th className="hidden px-3 py-1.5 font-medium sm:table-cell">Hosts</th>
                          <th className="hidden px-3 py-1.5 font-medium md:table-cell">First host - last host</th>
                          {state.splitMode === 'hosts' ? <th className="px-3 py-1.5 font-medium">Needs</th> : null}
                        </tr>
                      </thead>
                      <tbody className="font-mono">
                        {segments.slice(0, MAX_ROWS).map((s, i) => (
                          <tr key={s.cidr} className={cn('border-t border-border', i === sel && 'bg-accent', s.free && 'text-muted-foreground')}>
                            <td className="px-3 py-1">{s.free ? 'free' : s.label}</td>
                            <td className="px-3 py-1 break-all">{s.cidr}</td>
                            <td className="hidden px-3 py-1 sm:table-cell">{s.hosts}</td>
                            <td className="hidden px-3 py-1 break-all md:table-cell">
                              {s.first} - {s.last}
                            </td>
                            {state.splitMode === 'hosts' ? <td className="px-3 py-1">{s.need ?? ''}</td> : null}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  {segments.length > MAX_ROWS ? <p className="mt-1 text-xs text-muted-foreground">The table shows the first {MAX_ROWS} subnets; Copy takes every listed one.</p> : null}
                </>
              ) : null}
            </div>
          </TabsContent>

          <TabsContent value="compare">
            <Field label="Compare with (address, CIDR or range)" htmlFor="subnet-compare" className="max-w-xl">
              <input id="subnet-compare" className={`${inputClass} font-mono`} value={state.compare} placeholder="10.0.0.128/25" spellCheck={false} autoComplete="off" onChange={(e) => set('compare', e.target.value)} />
            </Field>
            <div className="mt-3 rounded-md bg-surface px-3 py-2" aria-live="polite" data-testid="subnet-compare-result">
              {!ok ? (
                <p className="text-sm text-muted-foreground">Enter a valid address or network above first.</p>
              ) : !compared ? (
                <p className="text-sm text-muted-foreground">Enter a second address, network or range to see whether they overlap.</p>
              ) : compared.ok ? (
                <p className="font-mono text-sm">{compared.relation.sentence}</p>
              ) : (
                <ErrorText>{compared.error}</ErrorText>
              )}
            </div>
          </TabsContent>

          <TabsContent value="summarise">
            <div className="grid gap-4 lg:grid-cols-2">
              <Field label="Addresses, CIDRs and ranges (one a line)" htmlFor="subnet-list">
                <textarea id="subnet-list" rows={8} className={textareaClass} value={state.list} spellCheck={false} placeholder={'10.0.0.0/24\n10.0.1.0/24\n10.0.2.1 - 10.0.3.255'} onChange={(e) => set('list', e.target.value)} />
              </Field>
              <div className="flex min-w-0 flex-col gap-1.5" aria-live="polite">
                <div className="flex items-center justify-between gap-2">
                  <span className="text-xs font-medium text-muted-foreground">Fewest CIDRs</span>
                  {summary?.ok ? <CopyButton text={summary.cidrs.join('\n')} label="Copy CIDRs" /> : null}
                </div>
                {!summary ? (
                  <p className="text-sm text-muted-foreground">Paste a list to merge it into the fewest CIDRs that cover it.</p>
                ) : summary.ok ? (
                  <>
                    <pre className="max-h-64 overflow-auto rounded-md bg-surface p-3 font-mono text-sm" tabIndex={0} data-testid="subnet-summary">
                      {summary.cidrs.join('\n')}
                    </pre>
                    <p className="text-xs text-muted-foreground">
                      {summary.count} {summary.count === 1 ? 'entry' : 'entries'} become {summary.cidrs.length} {summary.cidrs.length === 1 ? 'CIDR' : 'CIDRs'}, {summary.addresses} addresses.
                    </p>
                  </>
                ) : (
                  <div className="flex flex-col gap-1">
                    <ErrorText>{summary.error}</ErrorText>
                    {summary.lines.length > 1 ? (
                      <ul className="ml-6 list-disc text-sm text-destructive-foreground">
                        {summary.lines.map((l) => (
                          <li key={l}>{l}</li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                )}
              </div>
            </div>
          </TabsContent>
        </Tabs>
      </section>
    </div>
  )
}
