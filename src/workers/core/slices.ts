/**
 * Large text across the page/worker boundary in slices (DECISIONS D30). A `postMessage` copies its
 * string (structured clone) in the task that posts it on the sending side and in one task on the
 * receiving side: a 100 MB string blocks the page for 110 ms (ASCII) to 600 ms (non-ASCII text,
 * held as UTF-16), measured in Chromium on 2 shared cores. A slice of 1M characters takes a few
 * milliseconds (15-50 ms with both cores busy), so a text sent or received one slice per message
 * (each its own task) lets the page paint between slices. For a worker that needs the text as a
 * string, encoding slices to UTF-8 and transferring the bytes costs more than it saves
 * (TextEncoder/TextDecoder run on the page).
 *
 * Page to worker: `sendInSlices` posts each slice with its own call and waits for the worker's
 * answer before the next (the tree's `append`, the format worker's `slice-append`); the worker
 * collects them in a `SliceInbox`. `streamSlices` posts them all without waiting, for a worker
 * that works on each slice as it comes and can read bytes (the diff worker). Worker to page: the
 * worker writes its output through a `SliceWriter`, which posts each slice on a MessagePort as
 * soon as it is full, so the page receives them while the work goes on (`receiveSlices`).
 */

/** Characters per slice, both ways. */
export const SLICE_CHARS = 1024 * 1024

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff

/**
 * The end of a slice starting at `from`: `size` characters on, never between the two halves of a
 * surrogate pair (the cut moves before a high surrogate), and always past `from` while text is left.
 */
export function sliceEnd(text: string, from: number, size = SLICE_CHARS): number {
  let to = Math.min(text.length, from + Math.max(1, size))
  if (to < text.length && to - 1 > from && isHighSurrogate(text.charCodeAt(to - 1))) to--
  return to
}

/** The slices of a text, in order; joined they give the text back. */
export function slicesOf(text: string, size = SLICE_CHARS): string[] {
  const out: string[] = []
  for (let from = 0; from < text.length; ) {
    const to = sliceEnd(text, from, size)
    out.push(text.slice(from, to))
    from = to
  }
  return out
}

/**
 * Sends a text in slices: `send` is called once per slice, in order, and awaited before the next
 * (so each slice is posted in a task of its own); `onProgress` gets the characters sent so far.
 */
export async function sendInSlices(
  text: string,
  send: (part: string) => Promise<unknown>,
  { size = SLICE_CHARS, onProgress }: { size?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<void> {
  const total = text.length
  for (let from = 0; from < total; ) {
    const to = sliceEnd(text, from, size)
    await send(text.slice(from, to))
    from = to
    onProgress?.(from, total)
  }
}

/** A streamed text's first slice: small, so the worker starts on it at once. Each next slice is twice as big, up to SLICE_CHARS. */
export const STREAM_FIRST_CHARS = 64 * 1024

/** The page posts slices for at most this long in one task, then lets a frame through. */
const STREAM_TASK_MS = 8

/** One message of `streamSlices`: a slice of text number `text` (as UTF-8 bytes when asked); `last` marks its final slice (an empty text sends one empty slice). */
export type StreamSlice = { text: number; part: string | Uint8Array; last: boolean }

/**
 * Lets the page run, then goes on: `scheduler.yield()` where there is one (Chromium: the rest runs
 * before other queued work), a timer otherwise. A MessageChannel message to itself took longer
 * here, with the worker and the page busy on both cores: it goes through the browser's IO thread.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Page to worker without waiting for answers, for a job that can start on the first slice (the
 * diff worker's line ids): `sendInSlices` waits for the worker's answer to each slice, so each copy
 * adds to the job's time; here every slice is posted on `port` at once, and the worker works on one
 * while the page prepares the next. The texts go in order, each in slices that end after a line
 * break where there is one in the slice's second half (never inside a surrogate pair).
 *
 * With `bytes`, each slice goes as UTF-8 in a transferred buffer (the texts must be well-formed:
 * a lone surrogate would arrive as U+FFFD). A string is copied twice on its way (serialized on the
 * page, read back in the worker into fresh memory); bytes are encoded once, on the page, while the
 * worker works, and move for free. For the diff of 2 x 1.9M characters this took the worker path
 * from 1.2-1.35x the main thread's time to below it (bench `diff`).
 *
 * It starts after a microtask: a worker client posts its job in a microtask (createWorkerClient's
 * `run`, when no other job is waiting), so the job that reads the slices reaches the worker first
 * and the worker starts on the first slice while the page encodes the rest (starting in the next
 * task could let the page render a frame before the worker gets its first slice).
 *
 * The page posts for at most STREAM_TASK_MS per task, so a long text still lets frames through
 * (D30), and it stops when `signal` is aborted.
 */
export async function streamSlices(
  port: MessagePort,
  texts: readonly string[],
  { first = STREAM_FIRST_CHARS, size = SLICE_CHARS, signal, bytes = false }: { first?: number; size?: number; signal?: AbortSignal; bytes?: boolean } = {},
): Promise<void> {
  const encoder = bytes ? new TextEncoder() : null
  // Bytes per character to allow for, from what the slices so far needed (a slice that does not fit goes on in the next).
  let perChar = 1.1
  let step = Math.min(first, size)
  await Promise.resolve()
  if (signal?.aborted) return
  let taskStart = performance.now()
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i]!
    if (text === '') port.postMessage({ text: i, part: encoder ? new Uint8Array(0) : '', last: true } satisfies StreamSlice)
    for (let from = 0; from < text.length; ) {
      let to = sliceEnd(text, from, step)
      if (to < text.length) {
        const nl = text.lastIndexOf('\n', to - 1)
        if (nl >= from + ((to - from) >> 1)) to = nl + 1
      }
      const piece = text.slice(from, to)
      if (encoder) {
        const buf = new Uint8Array(Math.ceil(piece.length * perChar) + 16)
        const { read, written } = encoder.encodeInto(piece, buf)
        if (read < piece.length) perChar = Math.min(3, written / read + 0.1)
        to = from + read
        port.postMessage({ text: i, part: buf.subarray(0, written), last: to === text.length } satisfies StreamSlice, [buf.buffer])
      } else port.postMessage({ text: i, part: piece, last: to === text.length } satisfies StreamSlice)
      from = to
      step = Math.min(step * 2, size)
      if (performance.now() - taskStart > STREAM_TASK_MS) {
        await nextTask()
        if (signal?.aborted) return
        taskStart = performance.now()
      }
    }
  }
}

/** A text the inbox does not hold (never begun, already taken, or lost with a replaced worker). */
export const UNKNOWN_TEXT = 'unknown text'

type Pending = { parts: string[]; chars: number; length: number }

/**
 * The receiving end of `sendInSlices` (in a worker): texts arrive by id in slices and are taken
 * whole. Beginning a text drops any other still arriving, so an abandoned transfer never piles up.
 */
export class SliceInbox {
  private pending = new Map<number, Pending>()

  begin(id: number, length: number): true {
    this.pending.clear()
    this.pending.set(id, { parts: [], chars: 0, length })
    return true
  }

  /** Adds a slice; returns the characters received so far. */
  append(id: number, part: string): number {
    const p = this.pending.get(id)
    if (!p) throw new Error(UNKNOWN_TEXT)
    p.parts.push(part)
    p.chars += part.length
    if (p.chars > p.length) throw new Error(`received ${p.chars} of ${p.length} characters`)
    return p.chars
  }

  /** The whole text (joined here, off the page); it leaves the inbox. */
  take(id: number): string {
    const p = this.pending.get(id)
    if (!p) throw new Error(UNKNOWN_TEXT)
    this.pending.delete(id)
    if (p.chars !== p.length) throw new Error(`received ${p.chars} of ${p.length} characters`)
    return p.parts.length === 1 ? p.parts[0]! : p.parts.join('')
  }

  get size() {
    return this.pending.size
  }
}

/**
 * Writes a text that is produced piece by piece (a formatter's output) as slices of `size`
 * characters: small pieces are gathered and joined, large ones cut (never inside a surrogate
 * pair), and each full slice goes to `emit` at once. `end()` emits the rest and returns the total.
 */
export class SliceWriter {
  private pieces: string[] = []
  private chars = 0
  private written = 0
  private count = 0

  constructor(
    private readonly emit: (slice: string) => void,
    private readonly size = SLICE_CHARS,
  ) {}

  write(piece: string): void {
    if (!piece) return
    this.pieces.push(piece)
    this.chars += piece.length
    if (this.chars >= this.size) this.flush(false)
  }

  /** Writes many pieces at once (cheaper than one call each). */
  writeAll(pieces: string[]): void {
    for (const p of pieces) this.write(p)
  }

  private flush(end: boolean): void {
    if (this.chars === 0) return
    let text = this.pieces.length === 1 ? this.pieces[0]! : this.pieces.join('')
    this.pieces = []
    let from = 0
    while (text.length - from >= this.size || (end && from < text.length)) {
      let to = sliceEnd(text, from, this.size)
      // A high surrogate at the very end may have its other half in the next piece: keep it back.
      if (!end && to === text.length && to - 1 > from && isHighSurrogate(text.charCodeAt(to - 1))) to--
      this.send(text.slice(from, to))
      from = to
    }
    text = from === 0 ? text : text.slice(from)
    this.chars = text.length
    if (text) this.pieces.push(text)
  }

  private send(slice: string) {
    this.written += slice.length
    this.count++
    this.emit(slice)
  }

  /** Emits what is left; returns the characters and slices written in all. */
  end(): { chars: number; slices: number } {
    this.flush(true)
    return { chars: this.written, slices: this.count }
  }
}

/** The page's end of a SliceWriter's port: every slice as it arrives, each in its own task. */
export type SliceReceiver = {
  /** Resolves with the slices once `count` of them have arrived (the worker says how many it sent). */
  all(count: number): Promise<string[]>
  /** Slices received so far. */
  readonly received: number
  readonly chars: number
  close(): void
}

export function receiveSlices(port: MessagePort, onSlice?: (chars: number) => void): SliceReceiver {
  const parts: string[] = []
  let chars = 0
  let want = -1
  let done: ((parts: string[]) => void) | null = null
  const check = () => {
    if (done && parts.length >= want) {
      const d = done
      done = null
      d(parts)
    }
  }
  port.onmessage = (e: MessageEvent<string>) => {
    parts.push(e.data)
    chars += e.data.length
    onSlice?.(chars)
    check()
  }
  return {
    all(count) {
      want = count
      return new Promise<string[]>((resolve) => {
        done = resolve
        check()
      })
    },
    get received() {
      return parts.length
    },
    get chars() {
      return chars
    },
    close() {
      port.onmessage = null
      port.close()
    },
  }
}

/**
 * One string from its slices without copying them: `+` makes a rope (V8 ConsString) in constant
 * time per slice; it is flattened (copied once) only when something reads inside it. Reading the
 * start of a large output (the preview) goes through the first slices instead.
 */
export function joinSlices(parts: readonly string[]): string {
  let s = ''
  for (const p of parts) s += p
  return s
}
