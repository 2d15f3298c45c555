/** Progress a worker job reports: work done out of total (bytes, items, ...), total 0 if unknown. */
export type Progress = { done: number; total: number }
export type ProgressFn = (p: Progress) => void

/**
 * The shape every engine's API follows: one input argument (plain data, or transferables) and an
 * optional progress callback last.
 */
export type EngineApi = Record<string, (input: never, progress?: ProgressFn) => unknown>
