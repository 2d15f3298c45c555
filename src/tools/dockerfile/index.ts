import { Container } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'dockerfile',
  title: 'Dockerfile Linter',
  description: "Check a Dockerfile for common mistakes: latest tags, ADD, apt-get installs, long RUN chains, and some of hadolint's rules.",
  category: 'devops',
  keywords: ['dockerfile', 'docker', 'lint', 'linter', 'hadolint', 'container', 'image', 'best practices', 'apt-get'],
  icon: Container,
  load: () => import('./dockerfile'),
  storageId: 'dockerfile-linter',
})
