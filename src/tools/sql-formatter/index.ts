import { Database } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'sql-formatter',
  title: 'SQL Formatter',
  description: 'Format or minify SQL for PostgreSQL, MySQL, SQLite, T-SQL, BigQuery and more.',
  category: 'formatters',
  keywords: ['sql', 'query', 'postgres', 'postgresql', 'mysql', 'sqlite', 'tsql', 'bigquery', 'beautify', 'prettify', 'format', 'minify'],
  icon: Database,
  load: () => import('./sql-formatter'),
  input: () => import('./sql-formatter.input'),
  storageId: 'sql-formatter',
})
