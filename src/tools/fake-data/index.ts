import { Dices } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'fake-data',
  title: 'Fake Data Generator',
  description: 'Realistic test records (names, emails, dates, UUIDs…) in 20+ locales as JSON, JSON Lines, CSV or SQL; seeded to repeat.',
  category: 'data-conversion',
  keywords: ['fake data', 'faker', 'mock data', 'test data', 'dummy data', 'random data', 'seed data', 'sample records', 'sql inserts', 'mockaroo', 'generate csv'],
  icon: Dices,
  load: () => import('./fake-data'),
  input: () => import('./fake-data.input'),
  storageId: 'fake-data',
})
