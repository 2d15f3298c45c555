import { Container } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'dockerfile',
  title: 'Dockerfile Linter',
  description: "Check a Dockerfile for common mistakes: latest tags, ADD, apt-get installs, RUN instructions that could be merged, a missing FROM, and some of hadolint's rules.",
  category: 'devops',
  keywords: ['dockerfile', 'docker', 'lint', 'linter', 'hadolint', 'container', 'image', 'best practices', 'apt-get'],
  icon: Container,
  load: () => import('./dockerfile'),
  input: () => import('./dockerfile.input'),
  storageId: 'dockerfile-linter',
})
