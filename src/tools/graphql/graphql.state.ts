import { toolAtom } from '../../lib/persistence'
import { redactHeaderLines, redactUrl } from '../../lib/secrets'
import { defineShare } from '../../lib/share'
import { DEFAULTS } from './graphql.logic'

/**
 * Persisted as `devtools-graphql-playground` {endpoint, query, variables, operationName, headers}
 * (SPEC section 3 plus our two fields). Responses and the fetched schema are never stored.
 */
export const graphqlAtom = toolAtom('graphql-playground', DEFAULTS)

/**
 * What a Share link carries (D32): endpoint, query, variables and operation; the headers with the
 * values of secret-named ones (Authorization, X-API-Key, ...) removed unless credentials are asked
 * for. An opened link brings its own headers: the receiver's (perhaps a token for another server)
 * are never sent to the sender's endpoint.
 */
export const graphqlShare = defineShare(graphqlAtom, {
  pick: (s, { credentials }) => ({
    endpoint: credentials ? s.endpoint : redactUrl(s.endpoint).url,
    query: s.query,
    variables: s.variables,
    operationName: s.operationName,
    headers: credentials ? s.headers : redactHeaderLines(s.headers).text,
  }),
  credentials: (s) => [...redactUrl(s.endpoint).removed, ...redactHeaderLines(s.headers).removed],
})
