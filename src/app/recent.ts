import { toolAtom } from '../lib/persistence'

export const MAX_RECENT = 6

/** Recently opened tools, newest first, for the palette's Recent group and the home page. */
export const recentAtom = toolAtom<string[]>('recent-tools', [], {
  validate: (v) => v.filter((x: unknown): x is string => typeof x === 'string').slice(0, MAX_RECENT),
})

export const pushRecent = (list: string[], id: string) => [id, ...list.filter((x) => x !== id)].slice(0, MAX_RECENT)
