import { filled, inputPort, withSide } from '../define-tool'
import { dateInputOf, type Active, type TimestampState } from './timestamp.logic'
import { timestampActiveAtom, timestampAtom } from './timestamp.state'

/** The tool's state with the card in use beside it, as the port sees them. */
export type TimestampPortState = TimestampState & { side: Active }
export const timestampPortAtom = withSide(timestampAtom, timestampActiveAtom)

/**
 * D25: a number becomes the Unix timestamp and Convert to Date runs once; a written date (ISO 8601,
 * an HTTP/e-mail date, JavaScript's) becomes the date field, in local time, and Convert to
 * Timestamp runs once. Anything else goes to the timestamp, whose error then says what is wrong.
 */
export default inputPort<TimestampPortState>(
  timestampPortAtom,
  (s, text) => {
    const t = text.trim()
    // A number is a Unix time; a written date goes to the date field (the Unix box would take it
    // too, but the date card is where it reads best).
    const date = /^[+-]?\d+(?:\.\d+)?$/.test(t) ? null : dateInputOf(t)
    return date === null ? { ...s, side: 'toDate', timestampInput: t } : { ...s, side: 'toTimestamp', dateInput: date }
  },
  { run: true, restore: (s) => filled(s.side === 'toDate' ? s.timestampInput : s.dateInput) },
)
