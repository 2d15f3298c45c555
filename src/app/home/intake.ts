import { useEffect } from 'react'
import { appStore, detectRequestAtom, paletteOpenAtom, type DetectRequest } from '../ui-state'

const isEditable = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || !!el.closest('.cm-editor'))

/**
 * Whether a file is text: its first 4 KB decode as UTF-8 and hold no NUL byte (so a `.log`, a
 * `.env` or a file with no type counts, and a PNG does not).
 */
export async function isTextFile(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer())
  if (head.includes(0)) return false
  try {
    // A multi-byte character cut at the 4 KB edge is not an error: decode in streaming mode.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true })
    return true
  } catch {
    return false
  }
}

export function handToPalette(request: DetectRequest) {
  appStore.set(detectRequestAtom, request)
  appStore.set(paletteOpenAtom, true)
}

/** The request for a dropped file: its text when it is text, else the file itself. */
export async function requestForFile(file: File): Promise<DetectRequest> {
  return (await isTextFile(file)) ? { text: await file.text(), source: 'drop' } : { file, source: 'drop' }
}

/**
 * D25 on the home page: pasting anywhere outside a field, or dropping a file, hands the content to
 * the palette's detection.
 */
export function useHomeIntake() {
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      if (isEditable(e.target) || appStore.get(paletteOpenAtom)) return
      const text = e.clipboardData?.getData('text/plain')
      if (!text) return
      e.preventDefault()
      handToPalette({ text, source: 'paste' })
    }
    const hasFiles = (e: DragEvent) => !!e.dataTransfer && Array.from(e.dataTransfer.types).includes('Files')
    const onDragOver = (e: DragEvent) => {
      if (!hasFiles(e)) return
      e.preventDefault()
      e.dataTransfer!.dropEffect = 'copy'
    }
    const onDrop = (e: DragEvent) => {
      const file = e.dataTransfer?.files[0]
      if (!file) return
      e.preventDefault()
      void requestForFile(file).then(handToPalette)
    }
    document.addEventListener('paste', onPaste)
    window.addEventListener('dragover', onDragOver)
    window.addEventListener('drop', onDrop)
    return () => {
      document.removeEventListener('paste', onPaste)
      window.removeEventListener('dragover', onDragOver)
      window.removeEventListener('drop', onDrop)
    }
  }, [])
}
