import { OPERATION_PREFIX } from '../lib/rank'
import { OP_CATEGORIES, type OperationMeta } from './types'

/**
 * Issue 33: an operation as a palette item, titled by its name (`To Hex`) and shown as
 * "Operation: To Hex"; its keywords from the manifest, then its category's title and an id of its
 * own (`op-to-hex`) as context. src/lib/rank.ts weighs operation items below tools (OPERATION_WEIGHT), so
 * a tool that does the job stays first; the workbench's step picker ranks the same items.
 */
export function operationItem(op: OperationMeta): { value: string; keywords: string[] } {
  const id = `${OPERATION_PREFIX}${op.id}`
  return { value: `${op.name} ${id}`, keywords: [...op.keywords, OP_CATEGORIES[op.category], id] }
}
