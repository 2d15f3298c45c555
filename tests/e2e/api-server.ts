import { expect, type APIRequestContext } from '@playwright/test'

/** Base address of the local test API (tests/server/api-server.mjs), started by playwright.config.ts. */
export const API = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 1)}`

export interface LoggedRequest {
  method: string
  path: string
  query: Record<string, string>
  rawQuery: string
  headers: Record<string, string>
  body: string
  json: unknown
  form: Record<string, string> | null
  files: Record<string, { name: string; type: string; size: number }> | null
}

/** What the server saw, oldest first. Tests sharing the server filter by a unique path or query. */
export async function serverLog(request: APIRequestContext): Promise<LoggedRequest[]> {
  const res = await request.get(`${API}/log`)
  expect(res.ok()).toBe(true)
  return (await res.json()) as LoggedRequest[]
}

/** A path unique to one test, so parallel tests can tell their requests apart in the shared log. */
export const uniquePath = (name: string) => `/echo/${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
