import { useEffect, useRef } from 'react'

/**
 * Ctrl/Cmd+V of an image anywhere on the page while the screen is mounted gives the image to
 * `onImage` (text pastes are left alone, and so is a paste into the open palette).
 */
export function useImagePaste(onImage: (file: File) => void) {
  const latest = useRef(onImage)
  useEffect(() => {
    latest.current = onImage
  })
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      if (document.querySelector('[cmdk-dialog]')) return
      const file = Array.from(e.clipboardData?.files ?? []).find((f) => f.type.startsWith('image/'))
      if (!file) return
      e.preventDefault()
      latest.current(file)
    }
    window.addEventListener('paste', onPaste)
    return () => window.removeEventListener('paste', onPaste)
  }, [])
}
