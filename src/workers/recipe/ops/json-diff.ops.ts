import { diffErrorText } from '../../json-diff/diff.types'
import { OpError, type OpImpls } from '../op-impl'

/* JSON Diff (src/ops/json-diff.manifest.ts) on the Compare tab's engine, imported on first use. */

export default {
  'json-diff': {
    async run(input, args) {
      const other = String(args.other ?? '')
      if (!other.trim()) throw new OpError('Give the JSON to compare with.')
      const byKey = args.arrays === 'key'
      const key = String(args.key ?? '').trim()
      if (byKey && !key) throw new OpError('Name the key that identifies array items (for example id).')
      const { diffJson } = await import('../../json-diff/diff.impl')
      const r = diffJson(input as string, other, { arrays: byKey ? 'key' : 'position', key })
      if (!r.ok) throw new OpError(diffErrorText(r.error))
      return args.output === 'list' ? r.listing : r.patch
    },
  },
} satisfies OpImpls
