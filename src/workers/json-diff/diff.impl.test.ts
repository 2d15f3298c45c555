import { applyPatch, type Operation } from 'fast-json-patch'
import { parse as losslessParse } from 'lossless-json'
import { describe, expect, it } from 'vitest'
import { changeLine, createDiffEngine, diffJson, longestIncreasing, MAX_CHANGES, MAX_LISTED, numberValue, pointerToken, tooManyChanges } from './diff.impl'
import { diffErrorText, type DiffError, type DiffOptions, type DiffResult } from './diff.types'

const BY_POSITION: DiffOptions = { arrays: 'position', key: 'id' }
const BY_ID: DiffOptions = { arrays: 'key', key: 'id' }

/** Parses with numbers kept as written ({$n: text}), so applying the patch is checked digit for digit (D24). */
const exact = (text: string): unknown => losslessParse(text, null, (n) => ({ $n: n }))

function ok(r: DiffResult) {
  if (!r.ok) throw new Error(`not ok: ${r.error.message}`)
  return r
}

/** The reference check: fast-json-patch applies our patch to the left document and must get the right one (key order aside). */
function expectPatchWorks(left: string, right: string, options: DiffOptions = BY_POSITION) {
  const r = ok(diffJson(left, right, options))
  const patch = exact(r.patch) as Operation[]
  const doc = applyPatch(exact(left), patch, true, true).newDocument
  expect(doc).toEqual(exact(right))
  return r
}

describe('diffJson: changes by path', () => {
  it('stops with words past a million changes, instead of running out of memory (one item added at the front, by position)', () => {
    const left = JSON.stringify(Array.from({ length: MAX_LISTED + 5 }, (_, i) => i))
    const right = JSON.stringify([-1, ...Array.from({ length: MAX_LISTED + 5 }, (_, i) => i)])
    const r = diffJson(left, right, { arrays: 'position', key: 'id' })
    expect(r).toEqual({ ok: false, error: { side: null, message: tooManyChanges(false) } })
    expect(diffErrorText((r as { error: DiffError }).error)).toBe(
      'More than 1,000,000 changes: too many to list. Array items are compared by position, so one item added near the start changes every item after it: compare them by key (such as id).',
    )
    // Just under the limit, all of it is listed.
    const ok = diffJson(JSON.stringify([1, 2, 3]), JSON.stringify([0, 1, 2, 3]), { arrays: 'position', key: 'id' })
    expect(ok.ok && ok.counts).toEqual({ added: 1, removed: 0, changed: 3, moved: 0 })
  }, 60_000)

  it('ignores key order and whitespace', () => {
    const r = expectPatchWorks('{"a":1,"b":{"c":[1,2],"d":"x"}}', '{ "b" : { "d" : "x", "c" : [ 1, 2 ] }, "a" : 1 }')
    expect(r.counts).toEqual({ added: 0, removed: 0, changed: 0, moved: 0 })
    expect(r.patch).toBe('[]')
    expect(r.listing).toBe('')
  })

  it('tells added, removed and changed members apart, with their paths and values', () => {
    const r = expectPatchWorks('{"name":"Ada","age":36,"tags":["a"],"old":true}', '{"name":"Ada Lovelace","age":36,"tags":["a","b"],"new":null}')
    expect(r.counts).toEqual({ added: 2, removed: 1, changed: 1, moved: 0 })
    expect(r.changes).toEqual([
      { kind: 'changed', path: '/name', left: '"Ada"', right: '"Ada Lovelace"' },
      { kind: 'added', path: '/tags/1', right: '"b"' },
      { kind: 'removed', path: '/old', left: 'true' },
      { kind: 'added', path: '/new', right: 'null' },
    ])
    expect(r.listing.split('\n')).toEqual(['changed  /name: "Ada" → "Ada Lovelace"', 'added    /tags/1: "b"', 'removed  /old: true', 'added    /new: null'])
  })

  it('compares numbers as written (D24): 1.0 and 1 differ but are named the same number; big integers are never rounded', () => {
    const r = expectPatchWorks('{"a":1.0,"b":12345678901234567890,"c":1e2}', '{"a":1,"b":12345678901234567891,"c":100}')
    expect(r.counts.changed).toBe(3)
    expect(r.sameNumbers).toBe(2)
    expect(r.changes[0]).toEqual({ kind: 'changed', path: '/a', left: '1.0', right: '1', sameNumber: true })
    expect(r.changes[1]).toEqual({ kind: 'changed', path: '/b', left: '12345678901234567890', right: '12345678901234567891' })
    expect(r.listing).toContain('changed  /a: 1.0 → 1 (the same number, written differently)')
    // The patch carries the right document's digits, not a rounded double.
    expect(r.patch).toContain('"value":12345678901234567891')
    // JSON.parse would call these equal: the diff does not.
    expect(JSON.parse('12345678901234567890')).toBe(JSON.parse('12345678901234567891'))
  })

  it('compares strings by their value, escapes decoded', () => {
    const r = expectPatchWorks('{"s":"caf\\u00e9","t":"a\\/b"}', '{"s":"café","t":"a/b"}')
    expect(r.counts.changed).toBe(0)
  })

  it('replaces a value whose type changed, and the whole document when the roots differ', () => {
    const r = expectPatchWorks('{"a":[1],"b":{"x":1}}', '{"a":{"0":1},"b":"x"}')
    expect(r.counts.changed).toBe(2)
    const root = expectPatchWorks('[1,2]', '{"a":1}')
    expect(root.changes).toEqual([{ kind: 'changed', path: '', left: '[1,2]', right: '{"a":1}' }])
    expect(root.listing).toBe('changed  (root): [1,2] → {"a":1}')
  })

  it('escapes ~ and / in keys in every path (RFC 6901), and handles unicode keys', () => {
    const r = expectPatchWorks('{"a/b":1,"m~n":{"x":1},"日本":{"ключ":[1]},"😀":0}', '{"a/b":2,"m~n":{"x":2},"日本":{"ключ":[1,2]},"😀":0,"~/":1}')
    expect(r.changes.map((c) => c.path)).toEqual(['/a~1b', '/m~0n/x', '/日本/ключ/1', '/~0~1'])
    expect(pointerToken('~1/')).toBe('~01~1')
  })

  it('removes array items from the end first, so the patch indices stay right', () => {
    const r = expectPatchWorks('[1,2,3,4,5]', '[1,9]')
    expect(r.patch.split('\n').slice(1, -1)).toEqual([
      '{"op":"replace","path":"/1","value":9},',
      '{"op":"remove","path":"/4"},',
      '{"op":"remove","path":"/3"},',
      '{"op":"remove","path":"/2"}',
    ])
  })

  it('sees a value moved to another key of the same object as a move', () => {
    const r = expectPatchWorks('{"user":{"first":{"n":"Ada","k":[1,2]},"z":1}}', '{"user":{"given":{"k":[1,2],"n":"Ada"},"z":1}}')
    expect(r.counts).toEqual({ added: 0, removed: 0, changed: 0, moved: 1 })
    expect(r.changes).toEqual([{ kind: 'moved', path: '/user/given', from: '/user/first' }])
    expect(r.patch).toContain('{"op":"move","path":"/user/given","from":"/user/first"}')
    expect(changeLine(r.changes[0]!)).toBe('moved    /user/first → /user/given')
  })
})

describe('diffJson: arrays by key', () => {
  const left = JSON.stringify([
    { id: 1, name: 'a' },
    { id: 2, name: 'b' },
    { id: 3, name: 'c' },
    { id: 4, name: 'd' },
  ])

  it('pairs items by id: an inserted item is one addition, not a change of every item after it', () => {
    const right = JSON.stringify([{ id: 0, name: 'new' }, ...(JSON.parse(left) as object[])])
    const byPlace = expectPatchWorks(left, right, BY_POSITION)
    expect(byPlace.counts.changed).toBe(8)
    const byId = expectPatchWorks(left, right, BY_ID)
    expect(byId.counts).toEqual({ added: 1, removed: 0, changed: 0, moved: 0 })
    expect(byId.changes).toEqual([{ kind: 'added', path: '/0', right: '{"id":0,"name":"new"}' }])
  })

  it('moves only the items that left their order (one move for the first item sent to the end)', () => {
    const right = JSON.stringify([
      { id: 2, name: 'b' },
      { id: 3, name: 'c' },
      { id: 4, name: 'd' },
      { id: 1, name: 'a!' },
    ])
    const r = expectPatchWorks(left, right, BY_ID)
    expect(r.counts).toEqual({ added: 0, removed: 0, changed: 1, moved: 1 })
    expect(r.changes).toEqual([
      { kind: 'moved', path: '/3', from: '/0' },
      { kind: 'changed', path: '/3/name', left: '"a"', right: '"a!"' },
    ])
  })

  it('handles a reversal, removals, additions and changes together', () => {
    const right = JSON.stringify([
      { id: 4, name: 'd' },
      { id: 9, name: 'new' },
      { id: 2, name: 'B' },
      { id: 1, name: 'a' },
    ])
    const r = expectPatchWorks(left, right, BY_ID)
    expect(r.counts).toEqual({ added: 1, removed: 1, changed: 1, moved: 2 })
    expect(r.changes.find((c) => c.kind === 'removed')).toEqual({ kind: 'removed', path: '/2', left: '{"id":3,"name":"c"}' })
  })

  it('matches by a chosen key, string ids, and pairs items without the key by their place among themselves', () => {
    const l = '{"list":[{"sku":"x","n":1},7,{"sku":"y","n":2},{"other":1}]}'
    const rt = '{"list":[{"sku":"y","n":2},8,{"sku":"x","n":1},{"other":2}]}'
    const r = expectPatchWorks(l, rt, { arrays: 'key', key: 'sku' })
    // x, 7, y → y, 8, x: two of the three must move.
    expect(r.counts).toEqual({ added: 0, removed: 0, changed: 2, moved: 2 })
    expect(r.unkeyed).toBe(2)
  })

  it('keeps repeated ids apart by their rank', () => {
    expectPatchWorks('[{"id":1,"v":1},{"id":1,"v":2}]', '[{"id":1,"v":2},{"id":1,"v":1},{"id":1,"v":3}]', BY_ID)
  })

  it('matches nested keyed arrays inside keyed items', () => {
    const l = '{"orders":[{"id":"A","lines":[{"id":1,"q":1},{"id":2,"q":1}]},{"id":"B","lines":[]}]}'
    const rt = '{"orders":[{"id":"B","lines":[{"id":5,"q":1}]},{"id":"A","lines":[{"id":2,"q":3},{"id":1,"q":1}]}]}'
    const r = expectPatchWorks(l, rt, BY_ID)
    // B moves before A; inside A, line 2 moves before line 1 and its q changes; B gains line 5.
    expect(r.changes.map((c) => `${c.kind} ${c.path}`)).toEqual(['moved /orders/0', 'added /orders/0/lines/0', 'moved /orders/1/lines/0', 'changed /orders/1/lines/0/q'])
  })
})

/** A small seeded generator: random documents and random edits of them, each diffed and patched back. */
function rng(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}
const KEYS = ['a', 'b', 'id', 'x/y', 'm~n', 'é', '日本', '😀', '']
function randomValue(r: () => number, depth: number): unknown {
  const t = r()
  if (depth > 3 || t < 0.35) {
    const p = r()
    return p < 0.25 ? Math.floor(r() * 5) : p < 0.5 ? KEYS[Math.floor(r() * KEYS.length)] : p < 0.65 ? null : p < 0.8 ? r() < 0.5 : Math.round(r() * 1000) / 10
  }
  if (t < 0.65) return Array.from({ length: Math.floor(r() * 5) }, (_, i) => (r() < 0.6 ? { id: Math.floor(r() * 6), v: randomValue(r, depth + 1), i } : randomValue(r, depth + 1)))
  const o: Record<string, unknown> = {}
  for (let i = Math.floor(r() * 5); i > 0; i--) o[KEYS[Math.floor(r() * KEYS.length)]!] = randomValue(r, depth + 1)
  return o
}
function mutate(v: unknown, r: () => number): unknown {
  if (r() < 0.1) return randomValue(r, 2)
  if (Array.isArray(v)) {
    const out = v.map((x) => mutate(x, r))
    if (r() < 0.3) out.splice(Math.floor(r() * (out.length + 1)), 0, randomValue(r, 2))
    if (r() < 0.3 && out.length) out.splice(Math.floor(r() * out.length), 1)
    if (r() < 0.3) out.reverse()
    return out
  }
  if (v && typeof v === 'object') {
    const entries = Object.entries(v).map(([k, x]) => [k, mutate(x, r)] as const)
    if (r() < 0.3 && entries.length) entries.splice(Math.floor(r() * entries.length), 1)
    if (r() < 0.3) entries.push([KEYS[Math.floor(r() * KEYS.length)]!, randomValue(r, 2)])
    if (r() < 0.2 && entries.length) entries.push([`moved${Math.floor(r() * 3)}`, entries.shift()![1]])
    return Object.fromEntries(entries.reverse())
  }
  return r() < 0.2 ? randomValue(r, 3) : v
}

describe('diffJson: the patch gives the right document (fast-json-patch as the reference)', () => {
  it('on 600 random pairs, by position and by id', () => {
    const r = rng(35)
    let changes = 0
    for (let n = 0; n < 300; n++) {
      const left = { root: randomValue(r, 0), list: randomValue(r, 1) }
      const right = mutate(left, r)
      const [l, rt] = [JSON.stringify(left, null, n % 3), JSON.stringify(right)]
      for (const options of [BY_POSITION, BY_ID]) {
        const d = expectPatchWorks(l, rt, options)
        changes += d.counts.added + d.counts.removed + d.counts.changed + d.counts.moved
      }
    }
    // The cases really differ (a generator that changed nothing would prove nothing).
    expect(changes).toBeGreaterThan(1000)
  })
})

describe('diffJson: errors and limits', () => {
  it('names the side, the parser message and the position of invalid JSON', () => {
    expect(diffJson('{"a":1}', '{"a":1,}', BY_POSITION)).toEqual({ ok: false, error: { side: 'right', message: "Quoted object key expected but got '}'", line: 1, column: 8 } })
    const left = diffJson('{\n  "a": tru\n}', '{}', BY_POSITION)
    expect(left.ok).toBe(false)
    if (!left.ok) expect(left.error).toMatchObject({ side: 'left', line: 2 })
  })

  it('keeps at most MAX_CHANGES changes for the tree, but counts, lists and patches them all', () => {
    const n = MAX_CHANGES + 10
    const r = expectPatchWorks(JSON.stringify(Array.from({ length: n }, (_, i) => i)), JSON.stringify(Array.from({ length: n }, (_, i) => i + 1)))
    expect(r.counts.changed).toBe(n)
    expect(r.changes).toHaveLength(MAX_CHANGES)
    expect(r.listing.split('\n')).toHaveLength(n)
  })

  it('reports progress in thousandths, ending at 1000', () => {
    const seen: number[] = []
    diffJson('[1]', '[2]', BY_POSITION, (p) => seen.push(p.done))
    expect(seen.at(-1)).toBe(1000)
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
  })

  it('the engine joins the slices of each side, then lets them go', () => {
    const e = createDiffEngine()
    e.begin()
    e.append({ side: 'left', part: '{"a":' })
    e.append({ side: 'left', part: '1}' })
    e.append({ side: 'right', part: '{"a":2}' })
    const r = ok(e.diff(BY_POSITION))
    expect(r.counts.changed).toBe(1)
    expect(e.diff(BY_POSITION).ok).toBe(false)
  })
})

describe('helpers', () => {
  it('numberValue: one text per value', () => {
    expect(numberValue('1.0')).toBe(numberValue('1'))
    expect(numberValue('10e-1')).toBe(numberValue('1'))
    expect(numberValue('-0.0')).toBe('0')
    expect(numberValue('1.5E+3')).toBe(numberValue('1500'))
    expect(numberValue('12345678901234567890')).not.toBe(numberValue('12345678901234567891'))
  })

  it('longestIncreasing', () => {
    expect([...longestIncreasing([3, 0, 1, 2])].sort()).toEqual([1, 2, 3])
    expect(longestIncreasing([]).size).toBe(0)
  })
})
