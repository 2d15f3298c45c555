import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string'

/**
 * D5: a tool's inputs travel in the URL fragment (`#/tool?s=...`), compressed. The fragment is
 * never sent to any server, so a shared link carries the state without anything leaving the
 * browser until the person opening it chooses to.
 */
export const SHARE_PARAM = 's'

export function encodeShare(state: unknown): string {
  return compressToEncodedURIComponent(JSON.stringify(state))
}

export function decodeShare(encoded: string): unknown {
  const json = decompressFromEncodedURIComponent(encoded)
  if (!json) return undefined
  try {
    return JSON.parse(json) as unknown
  } catch {
    return undefined
  }
}

export function shareUrl(base: string, route: string, state: unknown): string {
  return `${base.split('#')[0]}#${route}?${SHARE_PARAM}=${encodeShare(state)}`
}
