// Markdown documents for the `markdown` case (issue 17, D30): deterministic, of a given size (in
// characters, all ASCII, so bytes too), in five shapes that stress different parts of the preview.
import { prng } from './inputs.mjs'

const WORDS = (
  'the quick brown fox jumps over a lazy dog while seven wizards quietly judge boxing matches ' +
  'markdown preview render sanitize worker thread frame budget token inline block table list ' +
  'heading paragraph emphasis strong code span link image footnote quote rule html element'
).split(' ')

/** The shapes: what each stresses, for the report. */
export const MARKDOWN_SHAPES = {
  blocks: 'many short blocks: headings, paragraphs, lists, quotes, code blocks',
  inline: 'one paragraph of long inline runs: emphasis, strong, code spans, links, strikethrough',
  tables: 'big GFM tables (6 columns, inline markup in cells)',
  lists: 'deeply nested lists (up to 12 levels), task items',
  html: 'raw HTML: divs, details, spans with attributes, images, hostile attributes and links',
}

function words(rnd, n) {
  const out = []
  for (let i = 0; i < n; i++) out.push(WORDS[Math.floor(rnd() * WORDS.length)])
  return out.join(' ')
}

/** A run of inline markup, varied. */
function inlineRun(rnd, i) {
  const w = words(rnd, 2 + Math.floor(rnd() * 4))
  switch (i % 7) {
    case 0:
      return `*${w}*`
    case 1:
      return `**${w}**`
    case 2:
      return `\`${w.replace(/ /g, '_')}()\``
    case 3:
      return `[${w}](https://example.com/${i.toString(36)}/${w.split(' ')[0]} "title ${i}")`
    case 4:
      return `~~${w}~~`
    case 5:
      return `***${w}*** and _${words(rnd, 2)}_`
    default:
      return w
  }
}

function blocksChunk(rnd, i) {
  switch (i % 8) {
    case 0:
      return `## Section ${i}: ${words(rnd, 4)}`
    case 1:
    case 2:
      return `${words(rnd, 20)} ${inlineRun(rnd, i)} ${words(rnd, 10)}.`
    case 3:
      return `- ${words(rnd, 6)}\n- ${inlineRun(rnd, i)}\n- [x] ${words(rnd, 4)}`
    case 4:
      return `> ${words(rnd, 15)} ${inlineRun(rnd, i + 1)}`
    case 5:
      return '```js\n' + `const v${i} = ${JSON.stringify(words(rnd, 5))}\nfunction f${i}(a) {\n  return a + ${i}\n}` + '\n```'
    case 6:
      return `1. ${words(rnd, 5)}\n2. ${words(rnd, 5)}\n3. ${inlineRun(rnd, i + 2)}`
    default:
      return `### ${words(rnd, 3)}\n\n${words(rnd, 12)}`
  }
}

function tableChunk(rnd, t, rows) {
  const head = `| # | name | code | link | note | value |\n|---:|---|---|---|---|:-:|`
  const lines = [head]
  for (let r = 0; r < rows; r++) lines.push(`| ${t * rows + r} | ${words(rnd, 2)} | \`${words(rnd, 1)}\` | [${words(rnd, 1)}](https://example.com/${r}) | *${words(rnd, 3)}* | ${Math.floor(rnd() * 1e6)} |`)
  return lines.join('\n')
}

function listChunk(rnd, i) {
  const lines = []
  const depth = 4 + (i % 9)
  for (let d = 0; d < depth; d++) lines.push(`${'  '.repeat(d)}- ${d % 3 === 2 ? '[ ] ' : ''}${words(rnd, 3)} ${d % 2 ? inlineRun(rnd, i + d) : ''}`)
  for (let d = depth - 2; d >= 0; d--) lines.push(`${'  '.repeat(d)}- ${words(rnd, 4)}`)
  return lines.join('\n')
}

function htmlChunk(rnd, i) {
  switch (i % 6) {
    case 0:
      return `<div class="note" id="n${i}" title="${words(rnd, 2)}">\n<p>${words(rnd, 10)} <span data-x="${i}" style="color:red">${words(rnd, 3)}</span> <b>${words(rnd, 2)}</b></p>\n</div>`
    case 1:
      return `<details><summary>${words(rnd, 3)}</summary>\n\n${words(rnd, 12)} **${words(rnd, 2)}**\n\n</details>`
    case 2:
      return `<p>${words(rnd, 6)} <img src="https://img.example/${i}.png" alt="${words(rnd, 2)}" onerror="window.__pwned=${i}"> <a href="javascript:alert(${i})">${words(rnd, 2)}</a> <a href="https://example.com/${i}">${words(rnd, 2)}</a></p>`
    case 3:
      return `<table><tr><td><kbd>${words(rnd, 1)}</kbd></td><td><sub>${words(rnd, 1)}</sub><sup>${i}</sup></td><td><abbr title="${words(rnd, 2)}">${words(rnd, 1)}</abbr></td></tr></table>`
    case 4:
      return `${words(rnd, 8)} <em>${words(rnd, 2)}</em> <code>${words(rnd, 2)}</code> <mark>${words(rnd, 2)}</mark> <del>${words(rnd, 1)}</del> ${words(rnd, 5)}`
    default:
      return `<section><h4 id="h${i}">${words(rnd, 3)}</h4><ul><li>${words(rnd, 4)}</li><li><i>${words(rnd, 3)}</i></li></ul><svg><circle r="5"/></svg></section>`
  }
}

/**
 * A document of about `size` characters in the given shape, ending with a last heading
 * (`# The end`) so a test or the bench can tell the whole document was previewed.
 */
export function markdownDocument(shape, size, seed = 17) {
  const rnd = prng(seed)
  const parts = []
  let length = 0
  const end = '\n\n# The end\n'
  const budget = Math.max(0, size - end.length)
  const push = (s, sep) => {
    parts.push(s)
    length += s.length + sep.length
  }
  if (shape === 'inline') {
    // One paragraph: runs separated by single spaces or single newlines (no blank line).
    for (let i = 0; length < budget; i++) push(inlineRun(rnd, i), ' ')
    const text = parts.join(' ').slice(0, budget)
    return `${text.replace(/[\s*_~`[\]()\\]+$/, '')}${end}`
  }
  for (let i = 0; length < budget; i++) {
    if (shape === 'blocks') push(blocksChunk(rnd, i), '\n\n')
    else if (shape === 'tables') push(tableChunk(rnd, i, 400), '\n\n')
    else if (shape === 'lists') push(listChunk(rnd, i), '\n\n')
    else if (shape === 'html') push(htmlChunk(rnd, i), '\n\n')
    else throw new Error(`unknown markdown shape ${shape}`)
  }
  // Whole blocks only (a cut table or HTML block would change the shape); slightly over the size.
  return `${parts.join('\n\n')}${end}`
}
