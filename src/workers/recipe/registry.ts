import type { OpImpl, OpImpls } from './op-impl'

/**
 * Every operation's code, from `./ops/<family>.ops.ts` (each a default export of OpImpls keyed by
 * operation id). A family imports heavy engines (prettier, jq, wasm codecs) inside `run`, so the
 * recipe worker starts light.
 */
const families = import.meta.glob<{ default: OpImpls }>('./ops/*.ops.ts', { eager: true })

export const IMPLS: Readonly<OpImpls> = Object.assign({}, ...Object.keys(families).sort().map((p) => families[p]!.default)) as OpImpls

export const implOf = (id: string): OpImpl | undefined => IMPLS[id]
