import { Send } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'rest-client',
  title: 'REST Client',
  description: 'Send HTTP requests and inspect the responses; script requests and tests in a sandbox.',
  category: 'api',
  keywords: ['rest', 'http', 'api', 'request', 'postman', 'insomnia', 'get', 'post', 'put', 'patch', 'delete', 'headers', 'bearer', 'basic auth', 'api key', 'curl', 'json', 'fetch', 'tests', 'pre-request script'],
  icon: Send,
  load: () => import('./rest-client'),
  input: () => import('./rest-client.input'),
  storageId: 'rest-client-advanced',
  features: [
    { name: 'Tests', keywords: ['api tests', 'response tests', 'test api response', 'assertions', 'pm.test'], select: ['Scripts', 'Tests'] },
    { name: 'Pre-request script', keywords: ['pre-request', 'pre request script', 'prerequest script', 'script before request'], select: ['Scripts', 'Pre-request'] },
    { name: 'Authorization', keywords: ['basic auth', 'api key header', 'bearer auth', 'authorization header', 'auth header'], select: ['Authorization'] },
  ],
})
