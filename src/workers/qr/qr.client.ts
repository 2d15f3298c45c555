import { createWorkerClient } from '../core/create-worker-client'
import type { QrApi } from './qr.impl'

/** The one `qr` worker: QR codes drawn (SVG, PNG) and read from images, off the page (D7, D28). */
export const qrClient = createWorkerClient<QrApi>(
  () => new Worker(new URL('./qr.worker.ts', import.meta.url), { type: 'module', name: 'qr' }),
)
