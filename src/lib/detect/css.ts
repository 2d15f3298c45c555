import type { Detector, Sample } from './types'
import { countMatches, detections, plural, prefixNote, stripBlockComments } from './util'

/** Common CSS properties: most declarations in a stylesheet use some of these. */
const PROPERTIES = new Set(
  ('color background background-color background-image background-size background-position background-repeat border ' +
    'border-radius border-color border-width border-style border-top border-bottom border-left border-right margin ' +
    'margin-top margin-bottom margin-left margin-right padding padding-top padding-bottom padding-left padding-right ' +
    'display position top right bottom left width height min-width min-height max-width max-height font font-family ' +
    'font-size font-weight font-style line-height letter-spacing text-align text-decoration text-transform white-space ' +
    'overflow overflow-x overflow-y z-index opacity visibility cursor transition transform animation box-shadow box-sizing ' +
    'flex flex-direction flex-wrap flex-grow flex-shrink flex-basis justify-content align-items align-self align-content ' +
    'gap row-gap column-gap grid grid-template-columns grid-template-rows grid-column grid-row grid-area content ' +
    'list-style outline vertical-align object-fit fill stroke filter backdrop-filter pointer-events user-select ' +
    'word-break text-overflow inset aspect-ratio src font-display will-change appearance resize order').split(' '),
)

/** Property families: `animation-timing-function`, `stroke-dashoffset`, `transform-origin`, ... */
const FAMILIES = /^(?:animation|transition|transform|stroke|fill|mask|clip|scroll|text|font|grid|border|margin|padding|background|list-style|outline|column|place|inset|overflow|offset|flex|align|justify|object|break|page|table|caption|counter|perspective|backface|touch|overscroll|container|contain|view-transition)-/

/** Individual transform properties (CSS Transforms 2) and a few short ones outside the families. */
const SHORT = new Set('translate rotate scale clip-path isolation mix-blend-mode columns float clear direction quotes tab-size hyphens accent-color caret-color color-scheme'.split(' '))

/** True when a declaration's name is a CSS property (vendor prefixes and custom properties too). */
function isProperty(name: string): boolean {
  const prop = name.toLowerCase().replace(/^-(?:webkit|moz|ms|o)-/, '')
  return PROPERTIES.has(prop) || SHORT.has(prop) || FAMILIES.test(prop) || prop.startsWith('--') || prop.startsWith('$')
}

const DECLARATION = /^\s*(\$?-{0,2}[a-zA-Z][\w-]{0,60})\s*:\s*\S/

/** The property names of `name: value` pieces ended by `;` or `}` (one linear pass). */
function declarationNames(text: string, max: number): string[] {
  const names: string[] = []
  let start = 0
  for (let i = 0; i < text.length && names.length < max; i++) {
    const c = text.charCodeAt(i)
    if (c !== 59 && c !== 123 && c !== 125) continue // ; { }
    if (c !== 123 && i - start <= 400) {
      const m = DECLARATION.exec(text.slice(start, i))
      if (m) names.push(m[1]!)
    }
    start = i + 1
  }
  return names
}

/**
 * CSS (and SCSS/Less, which the formatter reads too): rule blocks whose declarations are CSS
 * properties, or at-rules. JavaScript object literals have commas, not semicolons.
 */
export const css: Detector = (sample: Sample) => {
  const text = stripBlockComments(sample.trimmed)
  // `animation-timing-function` is a property, not JavaScript's `function`.
  if (!text || /^[{[<]/.test(text) || /=>|(?<![\w-])function\b|(?<![\w-])(?:const|let|var|return|import|export)\s/.test(text)) return []
  // Keyframe selectors (`0%`, `40%, 43%`) end in `%`.
  const blocks = countMatches(text, /(?:^|[};])\s{0,200}[^{};]{0,300}?[\w\])*>+~:%-][ \t]{0,20}\{/g, 5000)
  const atRules = countMatches(text, /@(?:media|import|font-face|(?:-\w+-)?keyframes|supports|layer|tailwind|apply|container|charset|use|mixin|include|page)\b/g, 1000)
  const names = declarationNames(text, 5000)
  const declarations = names.length
  const known = names.filter(isProperty).length
  if (declarations === 0 && atRules === 0) return []
  const share = declarations ? known / declarations : 0
  if (declarations > 0 && share < 0.5) return []
  const quotedKeys = countMatches(text, /"[\w-]+"\s*:/g, 100)
  if (quotedKeys > declarations / 2) return [] // JSON-ish
  let confidence: number
  if (blocks >= 1 && declarations >= 2) confidence = 0.9
  else if (blocks >= 1 || atRules >= 1) confidence = 0.7
  else confidence = declarations >= 2 ? 0.6 : 0.35 // bare declarations: `color: red; margin: 0;`
  const lines = countMatches(text, /\n/g, 100_000) + 1
  const scss = /\$[\w-]+\s*:|&[:.\w-]|@mixin|@include/.test(text)
  const label = scss ? 'SCSS' : 'CSS'
  const minified = lines <= 2 && text.length > 500 ? ', minified' : ''
  const parts = [blocks ? plural(blocks, 'rule') : null, declarations ? plural(declarations, 'declaration') : null, !declarations && atRules ? plural(atRules, 'at-rule') : null]
  const reason = blocks ? `${label}${minified}, ${parts.filter(Boolean).join(', ')}` : `${label} declarations, ${declarations}`
  return detections(scss ? 'scss' : 'css', `${reason}${prefixNote(sample)}`, [['css-formatter', confidence]])
}
