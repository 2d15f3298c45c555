import { Sheet } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'csv-json',
  title: 'CSV ↔ JSON Converter',
  description: 'Convert CSV to JSON and JSON to CSV: quoted fields, embedded newlines and header rows handled.',
  category: 'data-conversion',
  keywords: ['csv', 'json', 'tsv', 'spreadsheet', 'excel', 'convert', 'converter', 'csv to json', 'json to csv', 'table'],
  icon: Sheet,
  load: () => import('./csv-json'),
  input: () => import('./csv-json.input'),
  storageId: 'csv-json',
})
