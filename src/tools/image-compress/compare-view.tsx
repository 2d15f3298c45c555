import { ChevronsLeftRight, Minus, Plus, RotateCcw } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { Button } from '../../ui/button'
import { clampPan, nextZoom, splitFromKey, ZOOMS } from './image-compress.logic'

type Side = { url: string; label: string; detail: string }

/**
 * The original and the compressed image on top of each other, the compressed one shown right of a
 * divider that can be dragged (pointer) or moved with the arrow keys (it is a slider). Zoom 1x to
 * 8x of the fitted size with the buttons or + and -; zoomed in, drag (or the arrow keys on the
 * picture) to pan, and pixels are drawn as squares once one covers more than a screen pixel.
 */
export function CompareView({ before, after, name }: { before: Side; after: Side; name: string }) {
  const [split, setSplit] = useState(50)
  const [zoom, setZoom] = useState(1)
  const [pan, setPan] = useState({ x: 0, y: 0 })
  const [box, setBox] = useState({ width: 0, height: 0 })
  const [natural, setNatural] = useState({ width: 0, height: 0 })
  const view = useRef<HTMLDivElement>(null)
  const drag = useRef<{ kind: 'split' | 'pan'; x: number; y: number; pan: { x: number; y: number } } | null>(null)

  useEffect(() => {
    const el = view.current
    if (!el) return
    const ro = new ResizeObserver(([entry]) => entry && setBox({ width: entry.contentRect.width, height: entry.contentRect.height }))
    ro.observe(el)
    return () => ro.disconnect()
  }, [])

  const setZoomTo = (z: number) => {
    setZoom(z)
    setPan((p) => clampPan(p, z, box))
  }

  const splitAt = (clientX: number) => {
    const r = view.current?.getBoundingClientRect()
    if (!r || r.width === 0) return
    setSplit(Math.min(100, Math.max(0, Math.round(((clientX - r.left) / r.width) * 1000) / 10)))
  }

  const onPointerDown = (e: PointerEvent<HTMLDivElement>, kind: 'split' | 'pan') => {
    if (e.button !== 0) return
    e.preventDefault()
    e.stopPropagation()
    e.currentTarget.setPointerCapture(e.pointerId)
    drag.current = { kind, x: e.clientX, y: e.clientY, pan }
    if (kind === 'split') splitAt(e.clientX)
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d) return
    if (d.kind === 'split') splitAt(e.clientX)
    else setPan(clampPan({ x: d.pan.x + e.clientX - d.x, y: d.pan.y + e.clientY - d.y }, zoom, box))
  }
  const onPointerUp = () => {
    drag.current = null
  }

  const onSliderKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = splitFromKey(split, e.key, e.shiftKey)
    if (next === null) return
    e.preventDefault()
    e.stopPropagation()
    setSplit(next)
  }
  const onViewKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === '+' || e.key === '=') setZoomTo(nextZoom(zoom, 1))
    else if (e.key === '-' || e.key === '_') setZoomTo(nextZoom(zoom, -1))
    else if (e.key === '0') {
      setZoom(1)
      setPan({ x: 0, y: 0 })
    } else if (zoom > 1 && e.key.startsWith('Arrow')) {
      const step = e.shiftKey ? 100 : 25
      const dx = e.key === 'ArrowLeft' ? step : e.key === 'ArrowRight' ? -step : 0
      const dy = e.key === 'ArrowUp' ? step : e.key === 'ArrowDown' ? -step : 0
      setPan((p) => clampPan({ x: p.x + dx, y: p.y + dy }, zoom, box))
    } else return
    e.preventDefault()
  }

  // Pixels become squares only when one covers more than a screen pixel (a pixelated downscale would alias).
  const fit = natural.width && box.width ? Math.min(box.width / natural.width, box.height / natural.height) : 1
  const pixelated = zoom > 1 && fit * zoom > 1
  const imgStyle = {
    transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})`,
    imageRendering: pixelated ? ('pixelated' as const) : undefined,
  }
  const imgClass = 'pointer-events-none absolute inset-0 size-full object-contain select-none'

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex flex-wrap items-center gap-1.5 border-b border-border px-3 py-1.5">
        <Button size="sm" variant="ghost" onClick={() => setZoomTo(nextZoom(zoom, -1))} disabled={zoom === ZOOMS[0]} aria-label="Zoom out" title="Zoom out (-)">
          <Minus aria-hidden />
        </Button>
        <span className="w-8 text-center text-xs tabular-nums" aria-live="polite" data-testid="compare-zoom">
          {zoom}x
        </span>
        <Button size="sm" variant="ghost" onClick={() => setZoomTo(nextZoom(zoom, 1))} disabled={zoom === ZOOMS[ZOOMS.length - 1]} aria-label="Zoom in" title="Zoom in (+)">
          <Plus aria-hidden />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setZoom(1)
            setPan({ x: 0, y: 0 })
            setSplit(50)
          }}
          disabled={zoom === 1 && split === 50 && pan.x === 0 && pan.y === 0}
        >
          <RotateCcw aria-hidden /> Reset view
        </Button>
        <span className="ml-auto hidden text-xs text-muted-foreground md:inline">Drag the divider or use the arrow keys; + and - zoom, drag to pan.</span>
      </div>
      <div
        ref={view}
        role="group"
        aria-label={`Comparison of ${name}: ${before.label} left, ${after.label} right. Plus and minus zoom; arrow keys pan when zoomed.`}
        tabIndex={0}
        onKeyDown={onViewKey}
        onPointerDown={(e) => onPointerDown(e, zoom > 1 ? 'pan' : 'split')}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        className={`relative min-h-0 flex-1 touch-none overflow-hidden bg-[repeating-conic-gradient(var(--muted)_0_25%,transparent_0_50%)] bg-[length:16px_16px] ${zoom > 1 ? 'cursor-grab active:cursor-grabbing' : 'cursor-ew-resize'}`}
        data-testid="compare-view"
      >
        <img src={before.url} alt={`${before.label}: ${name}`} className={imgClass} style={imgStyle} draggable={false} onLoad={(e) => setNatural({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })} data-testid="compare-before" />
        <div className="pointer-events-none absolute inset-0" style={{ clipPath: `inset(0 0 0 ${split}%)` }}>
          <img src={after.url} alt={`${after.label}: ${name}`} className={imgClass} style={imgStyle} draggable={false} data-testid="compare-after" />
        </div>
        <span className="pointer-events-none absolute top-2 left-2 max-w-[45%] truncate rounded bg-background/90 px-2 py-0.5 text-xs shadow-sm">
          <span className="font-medium">{before.label}</span> · {before.detail}
        </span>
        <span className="pointer-events-none absolute top-2 right-2 max-w-[45%] truncate rounded bg-background/90 px-2 py-0.5 text-xs shadow-sm">
          <span className="font-medium">{after.label}</span> · {after.detail}
        </span>
        <div className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-background shadow-[0_0_0_1px_var(--foreground)]" style={{ left: `${split}%` }} />
        <div
          role="slider"
          tabIndex={0}
          aria-label="Divider between original and compressed"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={split}
          aria-valuetext={`${split}%: original left of it, compressed right`}
          aria-orientation="horizontal"
          onKeyDown={onSliderKey}
          onPointerDown={(e) => onPointerDown(e, 'split')}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          className="absolute top-1/2 flex size-9 -translate-x-1/2 -translate-y-1/2 cursor-ew-resize items-center justify-center rounded-full border border-border bg-background text-foreground shadow-md"
          style={{ left: `${split}%` }}
          data-testid="compare-divider"
        >
          <ChevronsLeftRight aria-hidden className="size-4" />
        </div>
      </div>
    </div>
  )
}
