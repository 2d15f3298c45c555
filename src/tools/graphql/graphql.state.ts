import { atom } from 'jotai'
import { RESET, toolAtom, type ToolAtom } from '../../lib/persistence'
import { DEFAULTS, type GraphqlState } from './graphql.logic'

/**
 * Persisted as `devtools-graphql-playground` {endpoint, query, variables, operationName, headers}
 * (SPEC section 3 plus our two fields). Responses and the fetched schema are never stored.
 */
export const graphqlAtom = toolAtom('graphql-playground', DEFAULTS)

/**
 * What Share puts into a link: everything but the headers, which often carry a token. Opening a
 * shared link keeps the receiver's own headers.
 */
export const graphqlShareAtom: ToolAtom<GraphqlState> = Object.assign(
  atom(
    (get) => ({ ...get(graphqlAtom), headers: '' }),
    (get, set, update: GraphqlState | ((prev: GraphqlState) => GraphqlState) | typeof RESET) => {
      const current = get(graphqlAtom)
      const next = update === RESET ? DEFAULTS : typeof update === 'function' ? update({ ...current, headers: '' }) : update
      set(graphqlAtom, { ...next, headers: current.headers })
    },
  ),
  { storageId: graphqlAtom.storageId, defaults: DEFAULTS, validate: graphqlAtom.validate },
)
