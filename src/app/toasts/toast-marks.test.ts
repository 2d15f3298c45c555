import { describe, expect, it, vi } from 'vitest'

const calls: { kind: string; message: unknown; data: unknown }[] = []
vi.mock('sonner', () => {
  const toast = {} as Record<string, (m: unknown, d?: unknown) => void>
  for (const kind of ['success', 'error', 'warning', 'info']) toast[kind] = (message, data) => void calls.push({ kind, message, data })
  return { toast }
})

const { hasOwnMark, installToastMarks, quietRestoreRun, swallowed, QUIET_RESTORE_MS } = await import('./toast-marks')
const { toast } = await import('sonner')

describe('toast marks', () => {
  it("tells SPEC's marked messages from plain ones", () => {
    expect(hasOwnMark('❌ Invalid JSON')).toBe(true)
    expect(hasOwnMark('✅ Copied to clipboard')).toBe(true)
    expect(hasOwnMark('⚠️ Careful')).toBe(true)
    expect(hasOwnMark('Could not copy the share link')).toBe(false)
    expect(hasOwnMark('File downloaded!')).toBe(false)
    expect(hasOwnMark(42)).toBe(false)
  })

  it("drops sonner's icon only where the text has its own mark, keeping the caller's options", () => {
    installToastMarks()
    installToastMarks() // twice is once
    toast.error('❌ Invalid cron expression format', { duration: 5 })
    toast.error('Could not copy the share link')
    toast.success('✅ Copied')
    expect(calls).toEqual([
      { kind: 'error', message: '❌ Invalid cron expression format', data: { icon: null, duration: 5 } },
      { kind: 'error', message: 'Could not copy the share link', data: undefined },
      { kind: 'success', message: '✅ Copied', data: { icon: null } },
    ])
  })

  it("drops a restore run's first success toast only, and never an error", () => {
    installToastMarks()
    calls.length = 0
    quietRestoreRun()
    toast.success('✅ Converted JSON to XML successfully!')
    toast.success('✅ Converted JSON to XML successfully!')
    expect(calls.map((c) => c.kind)).toEqual(['success'])
    calls.length = 0
    quietRestoreRun()
    toast.error('❌ Invalid JSON')
    toast.success('✅ Hash generated!')
    expect(calls.map((c) => c.message)).toEqual(['❌ Invalid JSON', '✅ Hash generated!'])
  })

  it('ends the quiet at its deadline, and at the first key or click', () => {
    quietRestoreRun(1000)
    expect(swallowed('success', 1000 + QUIET_RESTORE_MS + 1)).toBe(false)
    quietRestoreRun(1000)
    expect(swallowed('info', 1001)).toBe(false) // an info toast is not the run's result
    expect(swallowed('success', 1002)).toBe(true)
    vi.stubGlobal('window', new EventTarget()) // the listeners' target, as in the page
    for (const type of ['keydown', 'pointerdown']) {
      quietRestoreRun()
      window.dispatchEvent(new Event(type))
      expect(swallowed('success')).toBe(false)
    }
    quietRestoreRun()
    expect(swallowed('success')).toBe(true) // nothing typed: the run's toast is still dropped
    vi.unstubAllGlobals()
  })
})
