import type { ArgDef, Args, OperationMeta } from './types'

/**
 * Every operation, from the family manifests (`src/ops/<family>.manifest.ts`, each a default
 * export of OperationMeta[]), in family then declaration order. Light: no engine comes with it.
 */
const families = import.meta.glob<{ default: readonly OperationMeta[] }>('./*.manifest.ts', { eager: true })

export const OPERATIONS: readonly OperationMeta[] = Object.keys(families)
  .sort()
  .flatMap((path) => families[path]!.default)

const byId = new Map(OPERATIONS.map((op) => [op.id, op]))

export const operationById = (id: string): OperationMeta | undefined => byId.get(id)

/** The arguments an operation starts with (a key argument's encoding included). */
export function defaultArgs(op: OperationMeta): Args {
  const args: Args = {}
  for (const a of op.args ?? []) {
    args[a.key] = a.default
    if (a.type === 'key') args[`${a.key}Encoding`] = a.encoding
  }
  return args
}

const validOne = (def: ArgDef, v: unknown): boolean => {
  switch (def.type) {
    case 'select':
      return typeof v === 'string' && def.options.some((o) => o.value === v)
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) && (def.min === undefined || v >= def.min) && (def.max === undefined || v <= def.max)
    case 'toggle':
      return typeof v === 'boolean'
    case 'text':
    case 'key':
      return typeof v === 'string'
  }
}

/**
 * An operation's arguments from anything (a saved recipe, a link): each known argument kept when
 * valid, else its default; unknown keys dropped. What a recipe loaded from storage goes through.
 */
export function cleanArgs(op: OperationMeta, given: unknown): Args {
  const args = defaultArgs(op)
  if (!given || typeof given !== 'object') return args
  const g = given as Record<string, unknown>
  for (const def of op.args ?? []) {
    if (validOne(def, g[def.key])) args[def.key] = g[def.key] as Args[string]
    if (def.type === 'key') {
      const e = g[`${def.key}Encoding`]
      if (e === 'utf8' || e === 'hex' || e === 'base64') args[`${def.key}Encoding`] = e
    }
  }
  return args
}

/**
 * The arguments of `op`'s inverse that undo `op` run with `args`: its defaults, with the values of
 * the same keys carried over, or as `op.inverseArgs` maps them.
 */
export function inverseArgs(op: OperationMeta, inverse: OperationMeta, args: Args): Args {
  return cleanArgs(inverse, op.inverseArgs ? op.inverseArgs(args) : args)
}
