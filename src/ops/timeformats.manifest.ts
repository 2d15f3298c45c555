import { defineOperation } from './types'

/**
 * Issue 35 item 3: times that are not Unix time, as the Timestamp tool reads them
 * (src/lib/timestamp-readings.ts), and the timestamps in a log annotated (src/lib/timestamp-annotate.ts).
 */
export default [
  defineOperation({
    id: 'filetime-to-date',
    name: 'FILETIME to Date',
    category: 'time',
    description: 'A Windows FILETIME or Active Directory (LDAP) timestamp (100-nanosecond intervals since 1601, in decimal or 0x hex) as ISO 8601 UTC, one a line.',
    keywords: ['filetime', 'windows filetime', 'ldap timestamp', 'active directory time', 'lastlogontimestamp', 'ad timestamp', 'win32 epoch'],
    input: 'text',
    output: 'text',
  }),
  defineOperation({
    id: 'date-to-filetime',
    name: 'Date to FILETIME',
    category: 'time',
    description: 'A date (ISO 8601, RFC 2822, or any time the Timestamp tool reads) as a Windows FILETIME / Active Directory (LDAP) timestamp, one a line.',
    keywords: ['to filetime', 'date to ldap timestamp', 'active directory timestamp', 'accountexpires', 'windows time'],
    input: 'text',
    output: 'text',
  }),
  defineOperation({
    id: 'annotate-timestamps',
    name: 'Annotate Timestamps',
    category: 'time',
    description: 'Every timestamp in a text or log (Unix times, FILETIME, ISO 8601 with an offset, RFC 2822, Apache/nginx dates) followed by its UTC time in brackets.',
    keywords: ['timestamps in log', 'annotate log', 'log timestamps to utc', 'find timestamps', 'epoch in text'],
    input: 'text',
    output: 'text',
  }),
]
