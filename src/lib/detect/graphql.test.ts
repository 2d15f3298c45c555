import { describe, expect, it } from 'vitest'
import { graphql } from './graphql'
import { sampleOf } from './index'

const run = (text: string) => graphql(sampleOf(text))

describe('graphql detector', () => {
  it('reads operations with graphql-js, naming them and their variables', () => {
    expect(run('query GetRepo($owner: String!, $name: String!) {\n  repository(owner: $owner, name: $name) { name }\n}')).toEqual([
      { toolId: 'graphql', confidence: 0.95, reason: 'GraphQL query GetRepo, 2 variables', kind: 'graphql' },
    ])
    expect(run('{\n  viewer {\n    login\n  }\n}')[0]!.reason).toBe('GraphQL query')
    expect(run('mutation { addStar(input: { id: "1" }) { clientMutationId } }')[0]!.reason).toBe('GraphQL mutation')
  })

  it('a schema (SDL) is only a weak guess: the playground sends queries', () => {
    expect(run('type Query {\n  user(id: ID!): User\n}\n\ntype User {\n  id: ID!\n}')[0]).toMatchObject({ kind: 'graphql-schema', confidence: 0.6 })
  })

  it('near misses: JSON, TypeScript types, broken queries, prose', () => {
    expect(run('{"query": "x"}')).toEqual([])
    expect(run('type User = { id: string }')).toEqual([])
    expect(run('query {\n  user(id: ) {')).toEqual([])
    expect(run('query the database for users')).toEqual([])
  })
})
