import { Clock } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'timestamp',
  title: 'Timestamp & Date Converter',
  description: 'Convert Unix timestamps (seconds or milliseconds) to dates and dates to timestamps, with the current time live.',
  category: 'data-conversion',
  keywords: ['timestamp', 'unix', 'epoch', 'unix time', 'date', 'time', 'iso 8601', 'milliseconds', 'seconds', 'utc', 'posix'],
  icon: Clock,
  load: () => import('./timestamp'),
  input: () => import('./timestamp.input'),
  storageId: 'timestamp',
  features: [
    { name: 'Date to timestamp', keywords: ['date to timestamp', 'date to epoch', 'date to unix', 'iso to timestamp', 'to epoch'], focus: 'Date and time' },
    { name: 'Windows FILETIME / LDAP time', keywords: ['filetime', 'windows filetime', 'ldap timestamp', 'active directory time', 'lastlogontimestamp', 'ad timestamp', 'rfc 2822 date'], focus: 'Unix Timestamp' },
    { name: 'Time zones side by side', keywords: ['time zones', 'world clock', 'time zone converter', 'iana time zone', 'compare time zones'], focus: 'Add a time zone' },
    { name: 'Difference between dates', keywords: ['date difference', 'time between dates', 'days between dates', 'duration between dates', 'date diff'], focus: 'From' },
    { name: 'Timestamps in a log', keywords: ['annotate timestamps', 'timestamps in log', 'log timestamps to utc', 'find timestamps in text'], focus: 'Text or log' },
  ],
})
