import type { Detection } from '../../lib/detect/types'
import type { ToolDefinition } from '../../tools/define-tool'
import { TOOLS } from '../../tools/registry'
import type { DetectRequest } from '../ui-state'

export type DetectFn = (text: string) => Detection[]
export type Target = { tool: ToolDefinition; reason: string }

/** `image/*` matches `image/png`; `*` matches anything. */
export const mimeMatches = (pattern: string, type: string) =>
  pattern === '*' || pattern === type || (pattern.endsWith('/*') && type.startsWith(pattern.slice(0, -1)))

/**
 * D25: the tools that can take the handed content, best first, each with its reason. A text goes
 * through the detectors (the tool it came from last); a file that
 * is not text goes to the tools that take files of its type.
 */
export function detectedTargets(request: DetectRequest, detect: DetectFn, tools: readonly ToolDefinition[] = TOOLS): Target[] {
  const byId = new Map(tools.map((t) => [t.id, t]))
  if (request.file) {
    const { file } = request
    return tools
      .filter((t) => t.files?.accept.some((a) => mimeMatches(a, file.type || 'application/octet-stream')))
      .map((t) => ({ tool: t, reason: `${t.files!.reason}: ${file.type || 'a file'}` }))
  }
  const out: Target[] = []
  const seen = new Set<string>()
  for (const d of detect(request.text ?? '')) {
    const tool = byId.get(d.toolId)
    // A tool without an input port is still listed (a UUID's version is the answer, shown in the
    // reason); choosing it opens the tool without content.
    if (!tool || seen.has(tool.id)) continue
    seen.add(tool.id)
    out.push({ tool, reason: d.reason })
  }
  // A result sent on may go back into its own tool (a Timestamp's ISO date to its other side), but
  // the other tools come first.
  return [...out.filter((t) => t.tool.id !== request.fromTool), ...out.filter((t) => t.tool.id === request.fromTool)]
}

/**
 * Whether a paste into the palette's search box is content to detect rather than a search: several
 * lines, a long text, or something a detector recognises with confidence (a JWT, a UUID, a date).
 */
export function looksLikeContent(text: string, detect: DetectFn): boolean {
  return pasteVerdict(text, detect) === 'content'
}

/**
 * Issue 32: the same question asked before the detectors may have arrived. Several lines or a long
 * text are content at once; a short one (`1700000000`, `{"a":1}`) is 'undecided' until the
 * detectors can say, and is then judged again, never left as a search by a race.
 */
export function pasteVerdict(text: string, detect: DetectFn | null): 'content' | 'search' | 'undecided' {
  if (text.length > 80 || text.includes('\n')) return 'content'
  if (!detect) return 'undecided'
  const top = detect(text)[0]
  return top && top.kind !== 'plain-text' && top.confidence >= 0.6 ? 'content' : 'search'
}
