/**
 * D25/D27: the manifest's share_target opens the installed app at /?title=&text=&url= (GET). On
 * start-up the shared text is taken out of the address (so a reload or a bookmark does not share it
 * again, and it is never stored) and handed to the palette's detection.
 */
import { appStore, detectRequestAtom, paletteOpenAtom } from '../ui-state'

export const SHARE_PARAMS = ['title', 'text', 'url'] as const

/**
 * The text a share carries: the shared text, then the link when the text does not already hold it
 * (Android puts the link in `text`, desktop browsers in `url`); the title only when nothing else
 * came, since it is a label and not content. Null when nothing was shared.
 */
export function sharedText(params: URLSearchParams): string | null {
  const get = (name: string) => {
    const value = params.get(name) ?? ''
    return value.trim() ? value : ''
  }
  const text = get('text')
  const url = get('url').trim()
  const parts = [text, url && !text.includes(url) ? url : ''].filter(Boolean)
  if (parts.length) return parts.join('\n')
  return get('title') || null
}

/** The address without the share parameters (other parameters and the #route kept). */
export function withoutShareParams(href: string): string {
  const url = new URL(href)
  for (const name of SHARE_PARAMS) url.searchParams.delete(name)
  return url.pathname + url.search + url.hash
}

/** Called once from main.tsx before the first render. */
export function takeSharedText(): void {
  if (typeof location === 'undefined' || !location.search) return
  const params = new URLSearchParams(location.search)
  if (!SHARE_PARAMS.some((name) => params.has(name))) return
  const text = sharedText(params)
  history.replaceState(history.state, '', withoutShareParams(location.href))
  if (!text) return
  appStore.set(detectRequestAtom, { text, source: 'share-target' })
  appStore.set(paletteOpenAtom, true)
}
