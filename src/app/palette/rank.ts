import { defaultFilter } from 'cmdk'

/**
 * The palette's ranking (DECISIONS D1): an exact title match first, then a title that starts with
 * the query, then one that contains it, then items whose keywords hold every word typed
 * ('json format', 'sha256', 'epoch'), and only then cmdk's fuzzy match, scaled below all of those.
 * `value` is the item's title (followed by its id); 0 hides the item.
 */
export function rankItem(value: string, search: string, keywords: readonly string[] = []): number {
  const q = search.trim().toLowerCase().replace(/\s+/g, ' ')
  if (!q) return 1
  const title = value.toLowerCase()
  const words = q.split(' ')
  const tokens = [title, ...keywords.map((k) => k.toLowerCase())]
  if (title.startsWith(q + ' ') || title === q) return 1
  if (title.startsWith(q)) return 0.95
  if (title.includes(q)) return 0.9
  if (keywords.some((k) => k.toLowerCase() === q)) return 0.85
  if (words.every((w) => tokens.some((t) => t.includes(w)))) return 0.75
  const fuzzy = defaultFilter ? defaultFilter(value, search, [...keywords]) : 0
  return fuzzy > 0 ? Math.min(0.5, fuzzy * 0.5) : 0
}
