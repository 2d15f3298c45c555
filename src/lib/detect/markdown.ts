import type { Detector, Sample } from './types'
import { countMatches, detections, firstLines, plural, prefixNote } from './util'

/** A line of sentence-like text: mostly ordinary words, no code punctuation. */
function isProse(line: string): boolean {
  if (!/^[A-Za-z*_`[(][^=${};|<>]*[\p{L}\d.:!?)`*_]$/u.test(line)) return false
  const words = line.split(/\s+/)
  return words.length >= 4 && words.filter((w) => /^[A-Za-z][a-z'’]*[,.:;!?]?$/.test(w)).length / words.length >= 0.5
}

/**
 * Markdown: several of its marks together (headings, lists, links, emphasis, code fences, tables,
 * quotes). One `#` line alone is as likely a shell or YAML comment.
 */
export const markdown: Detector = (sample: Sample) => {
  const text = sample.trimmed
  if ((/^[{[<]/.test(text) && !/^<!--/.test(text)) || text.startsWith('#!')) return []
  if (/^(?:diff --git |@@ -\d+(?:,\d+)? \+\d+)/m.test(text)) return [] // a patch, whatever it changes
  const lines = firstLines(text, 1500)
  let headings = 0
  let lists = 0
  let quotes = 0
  let fences = 0
  let tableRules = 0
  let setext = 0
  let prose = 0
  let code = 0
  let inFence = false
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (/^\s{0,3}(```|~~~)/.test(line)) {
      fences++
      inFence = !inFence
      continue
    }
    if (inFence) continue
    if (/^#{1,6}\s+[^=\s][^=]*$/.test(line)) headings++
    else if (/^\s*(?:[-*+]|\d{1,3}[.)])\s+\S/.test(line)) lists++
    else if (/^\s{0,3}>\s?\S/.test(line)) quotes++
    else if (/^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$/.test(line)) tableRules++
    else if (/^(?:=+|-+)\s*$/.test(line) && i > 0 && /\S/.test(lines[i - 1]!)) setext++
    else if (isProse(line)) prose++
    if (/[;{}]\s*$|^\s*(?:const|let|var|function|import|def|class|if|for|return)\b/.test(line)) code++
  }
  const links = countMatches(text, /!?\[[^\]\n]{1,300}\]\([^()[\]\s]{1,300}(?:[ \t]+"[^"\n]{0,200}")?\)|^\[[^\]\n]{1,200}\]:[ \t]+\S/gm, 200)
  const emphasis = countMatches(text, /(\*\*|__)(?=\S)[^*_\n]+?\1|(?<![*\w])\*(?=\S)[^*\n]+?\*(?![*\w])/g, 200)
  const inlineCode = countMatches(text, /`[^`\n]+`/g, 200)
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/.test(text.slice(0, 4000))
  const signals = [
    headings > 0 || setext > 0,
    lists > 1,
    quotes > 0,
    fences > 1,
    tableRules > 0,
    links > 0,
    emphasis > 0,
    inlineCode > 0,
    frontMatter,
  ].filter(Boolean).length
  const content = lines.filter((l) => l.trim()).length
  let score = signals
  if (headings >= 2 && prose + lists > 0) score += 1
  if (links >= 2) score += 1
  if (tableRules > 0 || (fences > 1 && prose > 0)) score += 1
  if (code > content * 0.4 && fences === 0) score -= 2
  if (score < 2 && !(headings >= 1 && prose >= 1 && content >= 3)) return []
  const confidence = score >= 4 ? 0.9 : score === 3 ? 0.8 : 0.6
  const parts = [
    headings + setext ? plural(headings + setext, 'heading') : null,
    lists ? plural(lists, 'list item') : null,
    tableRules ? plural(tableRules, 'table') : null,
    fences > 1 ? plural(Math.floor(fences / 2), 'code block') : null,
    links ? plural(links, 'link') : null,
  ].filter(Boolean)
  return detections('markdown', `Markdown${parts.length ? `: ${parts.slice(0, 3).join(', ')}` : ''}${prefixNote(sample)}`, [['markdown', confidence]])
}
