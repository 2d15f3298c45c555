import { Waypoints } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'graphql',
  title: 'GraphQL Playground',
  description: 'Send GraphQL queries and mutations with variables and headers; the schema by introspection for autocompletion.',
  category: 'api',
  keywords: ['graphql', 'gql', 'query', 'mutation', 'variables', 'introspection', 'schema', 'autocomplete', 'graphiql', 'playground', 'api'],
  icon: Waypoints,
  load: () => import('./graphql'),
  input: () => import('./graphql.input'),
  storageId: 'graphql-playground',
  features: [
    { name: 'Variables', keywords: ['graphql variables', 'query variables', 'operation variables'], select: ['Variables'] },
  ],
})
