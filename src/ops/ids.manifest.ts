import { defineOperation } from './types'

/**
 * IDs (issue 34 item 5): what a UUID, ULID, ObjectID or Snowflake holds, read by the UUID tool's
 * decoder (src/lib/uuid-inspect.ts). Generating IDs is random, so it is not an operation (D34).
 */
export default [
  defineOperation({
    id: 'analyse-id',
    name: 'Analyse ID',
    category: 'data',
    description:
      'What an ID holds, as the UUID tool shows it: a UUID’s version, variant and time, a ULID’s or MongoDB ObjectID’s time, a Snowflake’s time (with the epoch chosen), worker, process and sequence. One ID a line.',
    keywords: ['decode id', 'ulid', 'objectid', 'mongodb id', 'snowflake', 'discord id', 'twitter id', 'uuid', 'id timestamp', 'parse id'],
    input: 'text',
    output: 'json',
    args: [
      {
        key: 'epoch',
        label: 'Snowflake epoch',
        type: 'select',
        default: 'twitter',
        options: [
          { value: 'twitter', label: 'Twitter (2010-11-04)' },
          { value: 'discord', label: 'Discord (2015-01-01)' },
          { value: 'custom', label: 'Custom' },
        ],
      },
      { key: 'customEpoch', label: 'Custom epoch (Unix ms or ISO date)', type: 'text', default: '2020-01-01T00:00:00Z', placeholder: '2020-01-01T00:00:00Z' },
    ],
  }),
]
