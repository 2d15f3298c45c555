import { defineOperation, type ArgDef } from './types'

/**
 * Date and time (issue 33 item 1): Unix time <-> ISO 8601 in any zone with the Timestamp tool's
 * reading of numbers and dates (src/lib/timestamp.ts), and the UUID and JWT tools' decoders
 * (src/lib/uuid-inspect.ts, src/lib/jwt-decode.ts). Time operations take one value a line.
 */

const timeZone: ArgDef = { key: 'timeZone', label: 'Time zone (UTC or IANA, e.g. Europe/Paris)', type: 'text', default: 'UTC', placeholder: 'UTC' }
const units = [
  { value: 'seconds', label: 'Seconds' },
  { value: 'milliseconds', label: 'Milliseconds' },
  { value: 'microseconds', label: 'Microseconds' },
  { value: 'nanoseconds', label: 'Nanoseconds' },
]

export default [
  defineOperation({
    id: 'from-unix-timestamp',
    name: 'From UNIX Timestamp',
    category: 'time',
    description: 'A Unix timestamp (seconds, milliseconds, microseconds or nanoseconds; the unit told from its size, as the Timestamp tool does) as ISO 8601 with the zone offset.',
    keywords: ['unix time to iso', 'epoch to date', 'timestamp to date', 'unix timestamp', 'epoch converter', 'posix time'],
    input: 'text',
    output: 'text',
    args: [{ key: 'unit', label: 'Unit', type: 'select', default: 'auto', options: [{ value: 'auto', label: 'Automatic (by size)' }, ...units] }, timeZone],
    inverse: 'to-unix-timestamp',
  }),
  defineOperation({
    id: 'to-unix-timestamp',
    name: 'To UNIX Timestamp',
    category: 'time',
    description: 'A date (ISO 8601, or an HTTP or JavaScript date) as a Unix timestamp; a date without a zone is read in the time zone given.',
    keywords: ['iso to unix time', 'date to epoch', 'date to timestamp', 'unix timestamp', 'epoch'],
    input: 'text',
    output: 'text',
    args: [{ key: 'unit', label: 'Unit', type: 'select', default: 'seconds', options: units }, timeZone],
    inverse: 'from-unix-timestamp',
  }),
  defineOperation({
    id: 'analyse-uuid',
    name: 'Analyse UUID',
    category: 'data',
    description: 'What a UUID says about itself (RFC 9562), as the UUID tool shows it: version, variant, and the time, clock sequence and node of v1, v6 and v7.',
    keywords: ['parse uuid', 'uuid version', 'uuid timestamp', 'inspect uuid', 'decode uuid', 'guid'],
    input: 'text',
    output: 'json',
  }),
  defineOperation({
    id: 'jwt-decode',
    name: 'JWT Decode',
    category: 'crypto',
    description: 'The header and payload of a JSON Web Token as JSON (numbers as written); a leading "Bearer " is taken off. The signature is not checked.',
    keywords: ['jwt', 'json web token', 'decode jwt', 'bearer token', 'jws', 'claims'],
    input: 'text',
    output: 'json',
    decodes: true,
  }),
]
