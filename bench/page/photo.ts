/** Moved to src/lib/bench/photo.ts (shared with the in-app benchmark page). */
export * from '../../src/lib/bench/photo'
