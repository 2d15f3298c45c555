import { Shapes } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'json-typescript',
  title: 'JSON to TypeScript',
  description: 'Generate TypeScript interfaces from JSON samples, or Zod, JSON Schema, Go, Rust (serde), Python, Kotlin, C#, Java and Swift types (quicktype).',
  category: 'data-conversion',
  keywords: [
    'json to types',
    'typescript interface',
    'json to typescript',
    'zod',
    'quicktype',
    'go struct',
    'rust serde',
    'pydantic',
    'dataclass',
    'kotlin data class',
    'c# class',
    'java pojo',
    'swift codable',
    'type generator',
  ],
  icon: Shapes,
  load: () => import('./json-typescript'),
  input: () => import('./json-typescript.input'),
  storageId: 'json-typescript',
  features: [
    { name: 'Zod schema', keywords: ['zod', 'zod schema', 'json to zod'], focus: 'Language', option: 'Zod' },
    { name: 'Go struct', keywords: ['go struct', 'golang struct', 'json to go'], focus: 'Language', option: 'Go' },
    { name: 'Rust serde types', keywords: ['rust serde', 'rust struct', 'json to rust'], focus: 'Language', option: 'Rust (serde)' },
    { name: 'Python dataclass or pydantic', keywords: ['pydantic', 'dataclass', 'json to python'], focus: 'Language', option: 'Python' },
  ],
})
