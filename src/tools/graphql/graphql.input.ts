import { inputPort } from '../define-tool'
import type { GraphqlState } from './graphql.logic'
import { graphqlAtom } from './graphql.state'

/** D25: a text becomes the query (endpoint, variables and headers stay). Nothing is sent until the user presses Send. */
export default inputPort<GraphqlState>(graphqlAtom, (s, text) => ({ ...s, query: text }))
