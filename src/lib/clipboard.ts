import { isHeld, type ResultText } from './held-text'

/** Writes text to the clipboard; falls back to a hidden textarea where the async API is refused. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    return
  } catch {
    // Fall through: some contexts (insecure origins, denied permission) refuse the async API.
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  const ok = document.execCommand('copy')
  area.remove()
  if (!ok) throw new Error('Copy was refused by the browser')
}

/**
 * Copies a result: a string as text; a held one (lib/held-text.ts) by handing the clipboard the
 * promise of its Blob (so the write starts within the click), and the text is never made into a
 * string on the page. Where the browser refuses a Blob, it is read back and copied as text.
 */
export async function copyResult(r: ResultText): Promise<void> {
  if (!isHeld(r)) return copyText(r)
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      const blob = r.blob().then((b) => new Blob([b], { type: 'text/plain' }))
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })])
      return
    } catch {
      // Fall through to the text path.
    }
  }
  return copyText(await (await r.blob()).text())
}
