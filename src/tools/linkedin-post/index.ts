import { Megaphone } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'linkedin-post',
  title: 'LinkedIn Post Formatter',
  description: 'Write a post with bold, italic, headings and lists that survive pasting into LinkedIn.',
  category: 'text',
  keywords: ['linkedin', 'post', 'social', 'bold', 'italic', 'unicode', 'formatter', 'rich text'],
  icon: Megaphone,
  load: () => import('./linkedin-post'),
  input: () => import('./linkedin-post.input'),
  storageId: 'linkedin-post',
})
