import type { Detector, Sample } from './types'
import { countMatches, detections, plural } from './util'

/**
 * Plain text, always, and always last (confidence 0.2 at most): the tools that take any text,
 * the case converter, slug, hash and Base64 encoding. An identifier (`userFirstName`,
 * `MAX_RETRY_COUNT`) is said to be one.
 */
export const plainText: Detector = (sample: Sample) => {
  const text = sample.trimmed
  if (sample.truncated) {
    return detections('text', `Text, ${plural(sample.length, 'character')}: hash it or encode it`, [
      ['hash', 0.2],
      ['base64', 0.18],
      ['case-converter', 0.12],
      ['slug', 0.1],
    ])
  }
  if (!text) return []
  const lines = countMatches(text, /\n/g) + 1
  const words = countMatches(text, /\S+/g)
  let what: string
  if (text.length <= 100 && /^[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)+$|^[a-z]+(?:[A-Z][a-z0-9]*)+$|^(?:[A-Z][a-z0-9]+){2,}$/.test(text)) {
    const style = text.includes('_') ? (text === text.toUpperCase() ? 'CONSTANT_CASE' : 'snake_case') : text.includes('-') ? 'kebab-case' : /^[a-z]/.test(text) ? 'camelCase' : 'PascalCase'
    what = `Identifier in ${style}`
  } else if (lines === 1) what = `Plain text, ${plural(words, 'word')}`
  else what = `Plain text, ${plural(lines, 'line')}`
  const short = lines === 1 && text.length <= 120
  return [
    ...detections('text', what, [['case-converter', 0.2]]),
    ...detections('text', `${what}: as a URL slug`, [['slug', short ? 0.19 : 0.15]]),
    ...detections('text', `${what}: hash it`, [['hash', short ? 0.17 : 0.18]]),
    ...detections('text', `${what}: encode as Base64`, [['base64', 0.16]]),
  ]
}
