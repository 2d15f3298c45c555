export const CHUNK_FAILED = 'You are offline or the app was updated: Reload'

/**
 * A tool's code that could not be fetched (offline, or a new deploy removed the old chunk) is not a
 * crash of the tool: its saved state is fine, so it gets its own message and no Reset (issue 20).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(error.message)
  )
}
