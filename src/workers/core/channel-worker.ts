import type { WorkerLike } from './create-worker-client'
import { exposeEngine } from './expose'

/**
 * For tests: a worker in this thread. `api` is exposed on one end of a MessageChannel, and the
 * other end is given to a client as its worker. `close` (also the worker's `terminate`) closes
 * both ends, the way a real terminate cuts a worker off, so a job still running there never answers.
 */
export function channelWorker(api: object): { worker: WorkerLike; close: () => void } {
  const { port1, port2 } = new MessageChannel()
  exposeEngine(api as never, port2 as never)
  const close = () => (port1.close(), port2.close())
  const worker = {
    postMessage: (msg: unknown, transfer?: Transferable[]) => port1.postMessage(msg, transfer as never),
    addEventListener: (type: string, l: EventListenerOrEventListenerObject) => type === 'message' && port1.addEventListener('message', l as never),
    removeEventListener: (type: string, l: EventListenerOrEventListenerObject) => type === 'message' && port1.removeEventListener('message', l as never),
    start: () => port1.start(),
    terminate: close,
  } as unknown as WorkerLike
  return { worker, close }
}
