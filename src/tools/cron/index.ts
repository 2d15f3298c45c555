import { Clock } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'cron',
  title: 'Cron Designer',
  description: 'Build and read cron schedules: a plain-English description and the real next 5 runs in your time zone or UTC.',
  category: 'devops',
  keywords: ['cron', 'crontab', 'cron expression', 'schedule', 'job', 'cronjob', 'timer', 'next run', 'every minute', 'quartz', 'croner', 'cronstrue'],
  icon: Clock,
  load: () => import('./cron'),
  input: () => import('./cron.input'),
  storageId: 'cron-designer',
})
