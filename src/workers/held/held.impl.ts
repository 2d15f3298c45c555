/**
 * The holder (issue 17, DECISIONS D30): a large output kept off the page. A worker that makes a big
 * text (the JSON Formatter's format worker) posts its slices on a MessagePort whose other end is
 * here; the page keeps only the start and asks for the whole, as a Blob, when the user copies,
 * downloads or sends it on. Held as strings on the page, a 560 MB output made its garbage collector
 * stall frames for 75-110 ms; held here it costs the page nothing. The holder is a worker of its own,
 * so cancelling a job (which terminates the worker running it) never loses a result already shown.
 */

/** What the page is told when it asks for a result the holder no longer has. */
export const NOT_HELD = 'This result is no longer held: run the tool again to make it.'

/** Outputs kept at once: the newest ones; an older one is dropped when a newer one arrives. */
export const KEEP_HELD = 2

/** The holder's end of the channel (a MessagePort in the browser; anything alike in tests). */
export type HeldPort = { onmessage: ((e: MessageEvent<string>) => void) | null; close(): void }

type Entry = { port: HeldPort; parts: string[]; blob: Blob | null; wake: (() => void) | null }

export function createHolder(keep = KEEP_HELD) {
  const entries = new Map<number, Entry>()

  const drop = (id: number) => {
    const e = entries.get(id)
    if (!e) return
    e.port.onmessage = null
    e.port.close()
    e.parts = []
    entries.delete(id)
    e.wake?.()
  }

  return {
    /** Starts holding what arrives on `port` as output `id`; the oldest beyond `keep` are dropped. */
    hold({ id, port }: { id: number; port: HeldPort }): true {
      drop(id)
      const entry: Entry = { port, parts: [], blob: null, wake: null }
      port.onmessage = (e) => {
        entry.parts.push(e.data)
        entry.wake?.()
      }
      entries.set(id, entry)
      for (const old of [...entries.keys()].slice(0, Math.max(0, entries.size - keep))) drop(old)
      return true
    },

    /**
     * Output `id` as one Blob of `type`, once its `count` slices are in. Made once: the slices are
     * then let go and the Blob (in the browser's blob store) is what stays held.
     */
    async blob({ id, count, type = 'text/plain;charset=utf-8' }: { id: number; count: number; type?: string }): Promise<Blob> {
      let entry = entries.get(id)
      while (entry && !entry.blob && entry.parts.length < count) {
        const e: Entry = entry
        await new Promise<void>((resolve) => (e.wake = resolve))
        e.wake = null
        entry = entries.get(id)
      }
      if (!entry) throw new Error(NOT_HELD)
      if (!entry.blob) {
        entry.blob = new Blob(entry.parts, { type })
        entry.parts = []
        entry.port.onmessage = null
        entry.port.close()
      }
      return entry.blob
    },

    /** Lets output `id` go (the page no longer shows it). */
    drop({ id }: { id: number }): true {
      drop(id)
      return true
    },

    /** The ids held, oldest first (for tests). */
    held: (): number[] => [...entries.keys()],
  }
}

export type HeldApi = Omit<ReturnType<typeof createHolder>, 'held'>
