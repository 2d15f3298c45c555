/**
 * The palette's ranking (DECISIONS D1, issue 21), cmdk's `filter`: a score in (0, 1] per item, 0
 * hides it. `value` is the item's title followed by its id (`JSON Formatter json-formatter`); for a
 * tool the palette appends its category's title and its id to the keywords. Tiers, best first:
 *
 *   1      the title, exactly
 *   ~0.95  the title starts with the query                  ('json', 'base')
 *   ~0.9   the title has the query at a word start          ('formatter', 'yaml')
 *          (either one 0.07-0.14 lower when the query stops 1-3 letters into a title word: 'js')
 *   ~0.85  a keyword or the id, exactly                     ('sha256', 'epoch', 'yaml to json')
 *   ~0.8   a keyword starts with the query                  ('sha2', 'json to')
 *   <0.8   every word typed matches a title word or a keyword's word, in any order: exactly, as a
 *          prefix, by stem ('validate' ~ 'validator'), inside a longer word (5+ letters), or with
 *          one typo (two from 8 letters: 'jsno', 'bas64', 'timestmap'; first letter kept or
 *          swapped). Stop words ('to', 'for') may go unmatched, kind words ('generator', 'viewer')
 *          at a cost; run-together words ('jsonlint') and 'yaml2json' are read as their parts.
 *          Title words weigh more than keywords; the category title weighs least, never by typo.
 *   <0.3   most of the words typed match, one of them firmly ('css minify')
 *
 * Within a tier, a query covering more of the title ranks first ('json' → JSON Formatter before
 * JSON ↔ YAML Converter), then keywords listed earlier (a tool lists its own words first): cmdk
 * settles equal scores by the order the previous keystroke left, so ties are kept rare. Category
 * entries rank just below tools that match as well, operations (issue 33) further below. No
 * letters-scattered-anywhere matching: 'hash' finds what is about hashes, not every text that
 * holds an h, an a, an s and an h.
 * rank.corpus.test.ts holds the queries this is measured against.
 */
export function rankItem(value: string, search: string, keywords: readonly string[] = []): number {
  const q = normalize(search)
  if (!q) return 1
  const item = prepare(value, keywords)
  let score = Math.max(phraseScore(item, q), wordsScore(item, q))
  // 'sha-256' and 'base 64' as one word; 'yaml2json' as 'yaml to json'.
  const compact = q.replace(NON_WORD, '')
  if (compact && compact !== q) score = Math.max(score, phraseScore(item, compact))
  const spelled = q.replace(/(\p{L})2(\p{L})/gu, '$1 to $2')
  if (spelled !== q) score = Math.max(score, phraseScore(item, spelled), wordsScore(item, spelled))
  return item.isCategory ? score * 0.93 : item.isOperation ? score * OPERATION_WEIGHT : score
}

/** Issue 33: an operation's palette item ends with its id so prefixed (`To Hex op-to-hex`, items.ts). */
export const OPERATION_PREFIX = 'op-'
/**
 * Operations rank below the tools (issue 33): an operation titled exactly as typed ('url decode',
 * 'json minify') scores below a tool that matches every word typed (the URL Encoder/Decoder ~0.79,
 * the JSON Formatter ~0.777), and above one that matches less well (the Color Picker for 'to hex').
 */
export const OPERATION_WEIGHT = 0.77

const NON_WORD = /[^\p{L}\p{N}]+/gu
/** Words naming a kind of tool, which a tool titled otherwise still is: 'curl generator', 'bcrypt generator'. */
const KIND_WORDS = new Set(['app', 'builder', 'calculator', 'checker', 'converter', 'editor', 'generator', 'maker', 'parser', 'tester', 'utility', 'viewer'])
const STOP_WORDS = new Set(['a', 'an', 'and', 'for', 'from', 'in', 'into', 'is', 'my', 'of', 'on', 'online', 'the', 'to', 'tool', 'tools', 'vs', 'with'])

const normalize = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ')

const words = (s: string) => s.split(NON_WORD).filter(Boolean)

/** Folds the endings that separate 'validate', 'validation' and 'validator', or 'prettify' and 'pretty'. */
const SUFFIXES = ['ifications', 'ification', 'ifiers', 'ifier', 'ified', 'ifies', 'ify', 'ations', 'ation', 'ators', 'ator', 'ating', 'ates', 'ated', 'ate', 'ings', 'ing', 'ions', 'ion', 'ers', 'er', 'ors', 'or', 'ed', 'es', 's', 'e', 'y']
function stem(word: string): string {
  if (word.length < 4) return word
  const w = word.endsWith('ies') ? word.slice(0, -3) + 'y' : word
  for (const s of SUFFIXES) {
    if (!w.endsWith(s) || w.length - s.length < 3) continue
    if (s === 's' && /[su]s$/.test(w)) continue
    return w.slice(0, -s.length)
  }
  return w
}

/** Damerau-Levenshtein (optimal string alignment) distance of at most `max`, with an early exit. */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  // Typos rarely hit the first letter, except by swapping the first two.
  if (a[0] !== b[0] && !(a[0] === b[1] && a[1] === b[0])) return false
  let prev2: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1)
      row.push(d)
      if (d < best) best = d
    }
    if (best > max) return false
    prev2 = prev
    prev = row
  }
  return prev[b.length]! <= max
}

const allowedEdits = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0)

/** `weight` orders equal matches (earlier keywords first); `scale` caps the match; `context`: the category title or id. */
type Word = { text: string; stem: string; weight: number; scale: number; context: boolean }
type Prepared = {
  title: string
  id: string
  compactTitle: string
  titleWords: Word[]
  keywords: string[]
  keywordWeights: number[]
  keywordScales: number[]
  keywordWords: Word[]
  isCategory: boolean
  isOperation: boolean
}

/** Earlier keywords are the tool's own words; the appended category title and id weigh least. */
const positionWeight = (i: number) => 1 - Math.min(i, 20) / 20
const CONTEXT_WEIGHT = 0.6

const cache = new Map<string, Prepared>()

function prepare(value: string, keywords: readonly string[]): Prepared {
  const key = value + '\u0000' + keywords.join('\u0001')
  const hit = cache.get(key)
  if (hit) return hit
  const v = normalize(value)
  const kws = keywords.map(normalize)
  // The id the palette appends to the value (and to the keywords) is not part of the title.
  const lastSpace = v.lastIndexOf(' ')
  const tail = v.slice(lastSpace + 1)
  const hasId = lastSpace > 0 && (tail === kws[kws.length - 1] || /^[a-z0-9]+(-[a-z0-9]+)+$/.test(tail))
  const title = hasId ? v.slice(0, lastSpace) : v
  // A tool's keywords end with its category's title and its id (palette.tsx): context, not synonyms.
  const contextFrom = hasId && tail === kws[kws.length - 1] ? kws.length - 2 : kws.length
  const keywordWeights = kws.map((_, i) => positionWeight(i))
  const keywordScales = kws.map((_, i) => (i >= contextFrom ? CONTEXT_WEIGHT : 1))
  const keywordWords: Word[] = []
  kws.forEach((k, i) => {
    for (const w of words(k)) keywordWords.push({ text: w, stem: stem(w), weight: keywordWeights[i]!, scale: 0.9 * keywordScales[i]!, context: i >= contextFrom })
  })
  const prepared: Prepared = {
    title,
    id: hasId ? tail : '',
    compactTitle: title.replace(NON_WORD, ''),
    titleWords: words(title).map((w) => ({ text: w, stem: stem(w), weight: 1, scale: 1, context: false })),
    keywords: kws,
    keywordWeights,
    keywordScales,
    keywordWords,
    isCategory: hasId && tail.startsWith('category-'),
    isOperation: hasId && tail.startsWith(OPERATION_PREFIX),
  }
  if (cache.size > 1000) cache.clear()
  cache.set(key, prepared)
  return prepared
}

/** How much of the title the query's words cover (0..1): separates 'JSON Formatter' from 'JSON ↔ YAML Converter' for 'json'. */
function titleCoverage(item: Prepared, queryWords: readonly string[]): number {
  if (!item.titleWords.length) return 0
  const covered = item.titleWords.filter((t) =>
    queryWords.some((w) => t.text.startsWith(w) || (w.length >= 4 && t.stem === stem(w)) || (allowedEdits(w) > 0 && withinEdits(w, t.text, allowedEdits(w)))),
  ).length
  return covered / item.titleWords.length
}

const isLetter = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c)
const isWordStart = (text: string, at: number) => !isLetter(text[at - 1])

/**
 * A query that stops inside a title word after one to three letters is a weaker hint than a whole
 * keyword: 'js' finds the JavaScript Formatter (keyword 'js') before the JSON Formatter.
 */
function partialWordPenalty(title: string, end: number): number {
  if (!isLetter(title[end])) return 0
  let start = end
  while (isLetter(title[start - 1])) start--
  const typed = end - start
  return typed >= 4 ? 0 : typed === 3 ? 0.07 : 0.14
}

/** The query as one phrase against the title and the whole keywords. */
function phraseScore(item: Prepared, q: string): number {
  const { title } = item
  if (title === q) return 1
  // Equal titles ('… Formatter' for 'format') are told apart by how much of the title the query
  // covers, then by how early the tool lists the query among its keywords.
  const cover = () => 0.03 * titleCoverage(item, words(q)) + 0.004 * Math.max(0, ...item.keywords.map((k, i) => (k === q ? item.keywordWeights[i]! : 0)))
  if (title.startsWith(q)) return 0.94 - partialWordPenalty(title, q.length) + cover()
  for (let at = title.indexOf(q); at > 0; at = title.indexOf(q, at + 1)) {
    if (isWordStart(title, at)) return 0.89 - partialWordPenalty(title, at + q.length) + cover()
  }
  if (q === item.id) return 0.85
  let best = 0
  item.keywords.forEach((k, i) => {
    const w = item.keywordWeights[i]!
    const scale = item.keywordScales[i]!
    if (k === q) best = Math.max(best, (0.84 + 0.01 * w) * scale)
    else if (q.length >= 2 && k.startsWith(q)) best = Math.max(best, (0.79 + 0.01 * w) * scale)
  })
  if (best) return best
  if (q.length >= 4 && item.compactTitle.startsWith(q)) return 0.78 + cover()
  return 0
}

type Match = { quality: number; weight: number }

/** The best match of one query word among the title's words and the keywords. */
function matchWord(item: Prepared, w: string): Match | null {
  const s = stem(w)
  const edits = allowedEdits(w)
  let best: Match | null = null
  const consider = (quality: number, weight: number) => {
    if (!best || quality > best.quality || (quality === best.quality && weight > best.weight)) best = { quality, weight }
  }
  const against = (t: Word) => {
    const scale = t.scale
    if (t.text === w) return consider(scale, t.weight)
    // The more of the word typed, the surer the match.
    if (t.text.startsWith(w)) return consider(scale * (0.8 + 0.1 * (w.length / t.text.length)), t.weight)
    if (w.length >= 4 && t.stem === s) return consider(scale * 0.88, t.weight)
    // Inside a longer word, or with a typo: never against the category title ('date' is not 'data').
    if (t.context) return
    if (w.length >= 5 && t.text.includes(w)) return consider(scale * 0.55, t.weight)
    if (edits && withinEdits(w, t.text, edits)) consider(scale * 0.7, t.weight)
  }
  for (const t of item.titleWords) against(t)
  item.keywords.forEach((k, i) => {
    if (k === w) consider(0.95 * item.keywordScales[i]!, item.keywordWeights[i]!)
  })
  for (const t of item.keywordWords) against(t)
  return best
}

/** A word typed without its space ('jsonlint', 'urlencode'): two parts that each match firmly. */
function matchRunTogether(item: Prepared, w: string): Match | null {
  for (let i = 3; i <= w.length - 3; i++) {
    const head = matchWord(item, w.slice(0, i))
    if (!head || head.quality < 0.8) continue
    const rest = matchWord(item, w.slice(i))
    if (rest && rest.quality >= 0.8) return { quality: 0.95 * Math.min(head.quality, rest.quality), weight: Math.min(head.weight, rest.weight) }
  }
  return null
}

/** Every word of the query (stop words aside) matched somewhere, in any order; or most of them. */
function wordsScore(item: Prepared, q: string): number {
  const all = words(q)
  const content = all.filter((w) => !STOP_WORDS.has(w))
  const ws = content.length ? content : all
  if (!ws.length) return 0
  const firm = ws.map((w) => matchWord(item, w) ?? matchRunTogether(item, w))
  // An unmatched kind word costs, but does not exclude, an item that matches the rest.
  const rest = firm.some((m, i) => m && !KIND_WORDS.has(ws[i]!))
  const matches = firm.map((m, i) => m ?? (rest && KIND_WORDS.has(ws[i]!) ? { quality: 0.35, weight: 0 } : null))
  const found = matches.filter((m): m is Match => m !== null)
  const cover = titleCoverage(item, ws)
  const weight = found.reduce((sum, m) => sum + m.weight, 0) / Math.max(found.length, 1)
  const quality = found.reduce((sum, m) => sum + m.quality, 0) / ws.length
  if (found.length === ws.length) return 0.3 + 0.48 * quality + 0.01 * cover + 0.005 * weight
  if (ws.length >= 2 && found.length * 2 >= ws.length && found.some((m) => m.quality >= 0.85)) return 0.05 + 0.2 * quality + 0.01 * cover
  return 0
}
