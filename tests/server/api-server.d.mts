import type { Server } from 'node:http'

/** The e2e suite's local API (see api-server.mjs); also used by node unit tests of the network code. */
export function createApiServer(): Server

/** The bytes `/png` answers with: a real 24x16 PNG. */
export const PNG_BYTES: Buffer
