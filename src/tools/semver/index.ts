import { Tag } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'semver',
  title: 'SemVer Calculator',
  description: 'Bump a semantic version (major, minor, patch, prerelease), compare two versions and check a version against a range.',
  category: 'devops',
  keywords: ['semver', 'semantic versioning', 'version', 'bump', 'increment', 'release', 'prerelease', 'compare', 'range', 'caret', 'tilde', 'npm'],
  icon: Tag,
  load: () => import('./semver'),
  input: () => import('./semver.input'),
  storageId: 'semver-calculator',
})
