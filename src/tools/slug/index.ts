import { Link } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'slug',
  title: 'Slug Generator',
  description: 'Turn titles into clean URL slugs: accents stripped, stop words and special characters removed.',
  category: 'text',
  keywords: ['slug', 'slugify', 'url', 'permalink', 'seo', 'kebab', 'title to url'],
  icon: Link,
  load: () => import('./slug'),
  input: () => import('./slug.input'),
  storageId: 'slug-generator',
})
