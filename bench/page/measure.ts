/** Moved to src/lib/bench/measure.ts (shared with the in-app benchmark page). */
export * from '../../src/lib/bench/measure'
