import { FileCheck } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'yaml-validator',
  title: 'YAML Validator',
  description: 'Validate YAML (multi-document streams too) and see the parser’s message with its line and column.',
  category: 'devops',
  keywords: ['yaml', 'yml', 'validate', 'validator', 'lint', 'yaml 1.2', 'kubernetes', 'k8s', 'compose', 'syntax'],
  icon: FileCheck,
  load: () => import('./yaml-validator'),
  input: () => import('./yaml-validator.input'),
  storageId: 'yaml-validator',
})
