import { CUSTOM_EPOCH_ERROR, customEpochMs, inspectId, type IdInspection, type SnowflakeEpoch } from '../../../lib/uuid-inspect'
import { OpError, type OpImpls } from '../op-impl'

/** ID operations (src/ops/ids.manifest.ts): the UUID tool's decoder. */

export default {
  'analyse-id': {
    run(input, args) {
      const epoch = (['twitter', 'discord', 'custom'].includes(String(args.epoch)) ? args.epoch : 'twitter') as SnowflakeEpoch
      const customMs = customEpochMs(String(args.customEpoch ?? ''))
      if (epoch === 'custom' && customMs === null) throw new OpError(CUSTOM_EPOCH_ERROR)
      const lines = (input as string).split(/\r?\n/).map((l) => l.trim()).filter(Boolean)
      if (!lines.length) throw new OpError('No ID: paste a UUID, ULID, ObjectID or Snowflake, one a line.')
      const read: IdInspection[] = lines.map((line, i) => {
        const r = inspectId(line, { epoch, customMs: customMs ?? 0 })
        if (!r.ok) throw new OpError(lines.length > 1 ? `Line ${i + 1}: ${r.error}` : r.error)
        return r.value
      })
      return JSON.stringify(read.length === 1 ? read[0] : read, null, 2)
    },
  },
} satisfies OpImpls
