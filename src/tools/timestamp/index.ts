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
  ],
})
