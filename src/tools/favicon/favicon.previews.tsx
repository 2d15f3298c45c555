import { Globe, Lock, X } from 'lucide-react'
import { useId, useState } from 'react'
import type { OutputKey } from '../../workers/favicon/geometry'
import { cn } from '../../ui/cn'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'

export type IconUrls = Record<OutputKey, string>

/**
 * The mock browser and page colours of each preview tab: fixed (they show a light or a dark
 * browser whatever the app's theme), every text pair at least 4.5:1.
 */
const SCHEMES = {
  light: { page: '#ffffff', text: '#202124', muted: '#4a4d51', strip: '#dee1e6', tab: '#ffffff', omnibox: '#f1f3f4', border: '#c4c7cc' },
  dark: { page: '#1f1f1f', text: '#e8eaed', muted: '#bdc1c6', strip: '#0f0f10', tab: '#35363a', omnibox: '#202124', border: '#4a4d51' },
} as const
type Scheme = keyof typeof SCHEMES

/** Sizes shown at their real size (CSS px), and the 512 px icon halved (labelled so). */
const SIZES: { key: OutputKey; label: string; shown: number; note?: string }[] = [
  { key: 'ico-16', label: '16 px', shown: 16, note: 'favicon.ico' },
  { key: 'ico-32', label: '32 px', shown: 32, note: 'favicon.ico' },
  { key: 'ico-48', label: '48 px', shown: 48, note: 'favicon.ico' },
  { key: 'apple', label: '180 px', shown: 180, note: 'Apple touch icon' },
  { key: 'icon-192', label: '192 px', shown: 192, note: 'manifest' },
  { key: 'icon-512', label: '512 px', shown: 256, note: 'shown at half size' },
]

function Placeholder({ size, className }: { size: number; className?: string }) {
  return <div aria-hidden className={cn('shrink-0 rounded-sm border border-dashed', className)} style={{ width: size, height: size, borderColor: 'currentColor', opacity: 0.35 }} />
}

function Icon({ url, size, alt, testId, srcSet, className }: { url: string | undefined; size: number; alt: string; testId?: string; srcSet?: string; className?: string }) {
  if (!url) return <Placeholder size={size} className={className} />
  return <img src={url} srcSet={srcSet} width={size} height={size} alt={alt} data-testid={testId} className={cn('block shrink-0', className)} style={{ width: size, height: size }} draggable={false} />
}

function BrowserMock({ urls, title, scheme }: { urls: IconUrls | null; title: string; scheme: Scheme }) {
  const c = SCHEMES[scheme]
  return (
    <div className="overflow-hidden rounded-lg border" style={{ background: c.strip, borderColor: c.border, color: c.text }} data-testid={`favicon-browser-${scheme}`}>
      <div className="flex items-end gap-1 px-2 pt-2" aria-hidden>
        <div className="flex h-9 w-52 min-w-0 items-center gap-2 rounded-t-lg px-3 text-xs sm:w-60" style={{ background: c.tab }}>
          <Icon url={urls?.['ico-16']} srcSet={urls ? `${urls['ico-16']} 1x, ${urls['ico-32']} 2x` : undefined} size={16} alt="" />
          <span className="min-w-0 flex-1 truncate">{title || 'Untitled'}</span>
          <X className="size-3.5 shrink-0" style={{ color: c.muted }} />
        </div>
        <div className="hidden h-9 w-40 min-w-0 items-center gap-2 px-3 text-xs sm:flex" style={{ color: c.muted }}>
          <Globe className="size-4 shrink-0" />
          <span className="truncate">New Tab</span>
        </div>
      </div>
      <div className="flex h-10 items-center px-2" style={{ background: c.tab }} aria-hidden>
        <div className="flex h-7 flex-1 items-center gap-2 rounded-full px-3 text-xs" style={{ background: c.omnibox, color: c.muted }}>
          <Lock className="size-3" /> example.com
        </div>
      </div>
    </div>
  )
}

/** The previews: a browser tab and every icon at its real size, on a light and a dark tab. */
export function IconPreviews({ urls, title, stale }: { urls: IconUrls | null; title: string; stale: boolean }) {
  // The tab matching the app's theme opens first.
  const [scheme, setScheme] = useState<Scheme>(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'))
  return (
    <Tabs value={scheme} onValueChange={(v) => setScheme(v as Scheme)}>
      <TabsList aria-label="Preview background">
        <TabsTrigger value="light">Light</TabsTrigger>
        <TabsTrigger value="dark">Dark</TabsTrigger>
      </TabsList>
      {(['light', 'dark'] as const).map((s) => {
        const c = SCHEMES[s]
        return (
          <TabsContent key={s} value={s} className="mt-3">
            <div className={cn('flex flex-col gap-4 rounded-lg border p-3 sm:p-4', stale && 'opacity-60')} style={{ background: c.page, color: c.text, borderColor: c.border }} data-testid={`favicon-previews-${s}`}>
              <BrowserMock urls={urls} title={title} scheme={s} />
              <ul className="flex flex-wrap items-end gap-x-5 gap-y-4" aria-label={`Icons at their real size (${s} background)`}>
                {SIZES.map(({ key, label, shown, note }) => (
                  <li key={key} className="flex flex-col items-center gap-1.5">
                    <Icon url={urls?.[key]} size={shown} alt={`${label} icon`} testId={`favicon-preview-${key}`} />
                    <span className="text-xs leading-tight font-medium">{label}</span>
                    {note ? (
                      <span className="text-[11px] leading-tight" style={{ color: c.muted }}>
                        {note}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          </TabsContent>
        )
      })}
    </Tabs>
  )
}

/**
 * The maskable icon with the safe zone (W3C: a centred circle, 80% of the icon across) over it, and
 * as launchers cut it: a circle and a rounded square.
 */
export function MaskablePreview({ url, stale }: { url: string | undefined; stale: boolean }) {
  const [zone, setZone] = useState(true)
  const id = useId()
  return (
    <div className={cn('flex flex-col gap-3', stale && 'opacity-60')}>
      <label htmlFor={id} className="inline-flex items-center gap-2 text-sm">
        <input id={id} type="checkbox" className="size-4 accent-[var(--primary)]" checked={zone} onChange={(e) => setZone(e.target.checked)} />
        Show the safe zone
      </label>
      <div className="flex flex-wrap items-end gap-4">
        <figure className="flex flex-col items-center gap-1.5">
          <div className="relative size-40 shrink-0 overflow-hidden">
            {url ? <img src={url} alt="Maskable 512 px icon, shown at 160 px" className="size-full" data-testid="favicon-maskable" draggable={false} /> : <Placeholder size={160} className="size-full!" />}
            {zone ? (
              <div aria-hidden data-testid="favicon-safe-zone" className="pointer-events-none absolute inset-0">
                {/* The area outside the safe circle is shaded; the circle is dashed in both colours so it shows on any icon. */}
                <div className="absolute inset-[10%] rounded-full shadow-[0_0_0_999px_rgba(0,0,0,0.45)]" />
                <div className="absolute inset-[10%] rounded-full border-2 border-dashed border-white mix-blend-difference" />
              </div>
            ) : null}
          </div>
          <figcaption className="text-xs text-muted-foreground">512 px maskable{zone ? ' · safe zone: the circle, 80% across' : ''}</figcaption>
        </figure>
        <figure className="flex flex-col items-center gap-1.5">
          <div className="size-16 overflow-hidden rounded-full">{url ? <img src={url} alt="Maskable icon in a circle mask" className="size-full" draggable={false} /> : <Placeholder size={64} className="size-full!" />}</div>
          <figcaption className="text-xs text-muted-foreground">Circle</figcaption>
        </figure>
        <figure className="flex flex-col items-center gap-1.5">
          <div className="size-16 overflow-hidden rounded-[28%]">{url ? <img src={url} alt="Maskable icon in a rounded-square mask" className="size-full" draggable={false} /> : <Placeholder size={64} className="size-full!" />}</div>
          <figcaption className="text-xs text-muted-foreground">Rounded square</figcaption>
        </figure>
      </div>
    </div>
  )
}
