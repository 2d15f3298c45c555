import { describe, expect, it, vi } from 'vitest'

const calls: { kind: string; message: unknown; data: unknown }[] = []
vi.mock('sonner', () => {
  const toast = {} as Record<string, (m: unknown, d?: unknown) => void>
  for (const kind of ['success', 'error', 'warning', 'info']) toast[kind] = (message, data) => void calls.push({ kind, message, data })
  return { toast }
})

const { hasOwnMark, installToastMarks } = await import('./toast-marks')
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
})
