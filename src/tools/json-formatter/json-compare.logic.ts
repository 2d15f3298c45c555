import { pointerToken, type ArrayMatch, type Change, type ChangeCounts, type ChangeKind } from '../../workers/json-diff/diff.types'

/** The Compare tab (issue 35 item 4): the input is the left document, the tab holds the right one. */

export const ARRAY_MATCHES: readonly ArrayMatch[] = ['position', 'key']
export const ARRAY_MATCH_LABEL: Record<ArrayMatch, string> = { position: 'By position', key: 'By key' }
export const DEFAULT_COMPARE_KEY = 'id'

/** The output pane is taller on the Compare tab: it holds the second document and the changes. */
export const COMPARE_PANE_HEIGHT = 'h-[min(88vh,760px)] min-h-96'

export const COMPARE_VIEWS = ['tree', 'list', 'patch'] as const
export type CompareView = (typeof COMPARE_VIEWS)[number]
export const COMPARE_VIEW_LABEL: Record<CompareView, string> = { tree: 'Tree', list: 'List', patch: 'JSON Patch' }

/** The kinds in the order the counts name them. */
export const KIND_ORDER: readonly ChangeKind[] = ['changed', 'added', 'removed', 'moved']
export const NO_DIFFERENCES = 'No differences: the documents are the same (key order aside).'

/** "2 changed · 1 added", or the no-differences sentence. */
export function countsLabel(counts: ChangeCounts): string {
  const parts = KIND_ORDER.filter((k) => counts[k] > 0).map((k) => `${counts[k].toLocaleString('en-US')} ${k}`)
  return parts.length ? parts.join(' · ') : NO_DIFFERENCES
}

/** What the tab asks for before it can compare; null when both documents are there. */
export function compareHint(left: string, right: string, arrays: ArrayMatch, key: string): string | null {
  if (!left.trim()) return 'Paste the first document in the Input pane: it is compared with the one here.'
  if (!right.trim()) return 'Paste the JSON to compare the input with, then press Compare.'
  if (arrays === 'key' && !key.trim()) return 'Name the key that identifies array items (for example id).'
  return null
}

export { diffErrorText } from '../../workers/json-diff/diff.types'

/** The tokens of a JSON Pointer, unescaped (RFC 6901). */
export function pointerTokens(pointer: string): string[] {
  if (!pointer) return []
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
}

/** A node of the changes' tree: a path segment, the counts of the changes at or under it, and the change at it (if any). */
export type ChangeNode = { name: string; path: string; counts: ChangeCounts; children: ChangeNode[]; changes: Change[] }

const zero = (): ChangeCounts => ({ added: 0, removed: 0, changed: 0, moved: 0 })

/** The changes as a tree of their paths, each node with the counts under it (children in first-seen order). */
export function changeTree(changes: readonly Change[]): ChangeNode {
  const root: ChangeNode = { name: '(root)', path: '', counts: zero(), children: [], changes: [] }
  const index = new Map<string, ChangeNode>([['', root]])
  for (const c of changes) {
    let node = root
    node.counts[c.kind]++
    let path = ''
    for (const token of pointerTokens(c.path)) {
      path += `/${pointerToken(token)}`
      let next = index.get(path)
      if (!next) {
        next = { name: token, path, counts: zero(), children: [], changes: [] }
        index.set(path, next)
        node.children.push(next)
      }
      next.counts[c.kind]++
      node = next
    }
    node.changes.push(c)
  }
  return root
}

/** A change's own words under its path in the tree. */
export function changeText(c: Change): string {
  switch (c.kind) {
    case 'added':
      return `${c.right}`
    case 'removed':
      return `${c.left} (path in the input)`
    case 'moved':
      return `from ${c.from || '(root)'}`
    default:
      return `${c.left} → ${c.right}${c.sameNumber ? ' (the same number, written differently)' : ''}`
  }
}

/** The note under a result cut for the tree. */
export const cutNote = (shown: number, total: number) =>
  `The tree shows the first ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} changes; the list and the patch have them all.`
