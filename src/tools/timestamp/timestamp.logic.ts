/** SPEC "Timestamp and Date Converter": the tool's state; the engine is src/lib/timestamp.ts (shared with the recipe worker). */
export * from '../../lib/timestamp'

export type TimestampState = { timestampInput: string; dateInput: string }
/** The two cards: Timestamp to Date, Date to Timestamp. */
export type Active = 'toDate' | 'toTimestamp'
export const DEFAULTS: TimestampState = { timestampInput: '', dateInput: '' }
