/**
 * D25 detection: which tools can take a pasted text, best first, each with a one-line reason.
 * Every detector is a pure function in its own file; this module builds the bounded sample, runs
 * them all, survives a detector that throws, and merges their answers by tool.
 *
 * The work is bounded: detectors only see the first PREFIX_CHARS characters, and nothing here scans
 * or copies the whole text (a 20 MB paste costs what a 64 KB one does).
 */
import { almostJson } from './almost-json'
import { base64 } from './base64'
import { bcrypt } from './bcrypt'
import { color } from './color'
import { cron } from './cron'
import { css } from './css'
import { csv } from './csv'
import { curl } from './curl'
import { diff } from './diff'
import { digest } from './digest'
import { dockerfile } from './dockerfile'
import { entities } from './entities'
import { envelope } from './envelope'
import { escapedJson } from './escaped-json'
import { gradient } from './gradient'
import { graphql } from './graphql'
import { hexBytes } from './hex-bytes'
import { html } from './html'
import { httpStatus } from './http-status'
import { ip } from './ip'
import { isoDate } from './iso-date'
import { javascript } from './javascript'
import { json } from './json'
import { jsonLines } from './json-lines'
import { jwt } from './jwt'
import { markdown } from './markdown'
import { otpauth } from './otpauth'
import { pem } from './pem'
import { percent } from './percent'
import { plainText } from './plain-text'
import { quantity } from './quantity'
import { semver } from './semver'
import { sql } from './sql'
import { sshKey } from './ssh-key'
import { timestamp } from './timestamp'
import type { Detection, Detector, Sample } from './types'
import { url } from './url'
import { uuid } from './uuid'
import { PREFIX_CHARS } from './util'
import { xml } from './xml'
import { yaml } from './yaml'

export type { Detection, Detector, Sample } from './types'
export { PREFIX_CHARS } from './util'

/** Every detector, the most specific first (on equal confidence the earlier one wins). */
export const DETECTORS: ReadonlyArray<readonly [name: string, detector: Detector]> = [
  ['jwt', jwt],
  ['pem', pem],
  ['ssh-key', sshKey],
  ['envelope', envelope],
  ['bcrypt', bcrypt],
  ['uuid', uuid],
  ['ip', ip],
  ['otpauth', otpauth],
  ['curl', curl],
  ['diff', diff],
  ['json', json],
  ['escaped-json', escapedJson],
  ['json-lines', jsonLines],
  ['almost-json', almostJson],
  ['xml', xml],
  ['html', html],
  ['yaml', yaml],
  ['dockerfile', dockerfile],
  ['timestamp', timestamp],
  ['iso-date', isoDate],
  ['http-status', httpStatus],
  ['cron', cron],
  ['semver', semver],
  ['gradient', gradient],
  ['color', color],
  ['quantity', quantity],
  ['digest', digest],
  ['hex-bytes', hexBytes],
  ['base64', base64],
  ['url', url],
  ['percent', percent],
  ['entities', entities],
  ['graphql', graphql],
  ['sql', sql],
  ['csv', csv],
  ['css', css],
  ['javascript', javascript],
  ['markdown', markdown],
  ['plain-text', plainText],
]

/** The part of `text` the detectors see. Never touches more than PREFIX_CHARS characters of it. */
export function sampleOf(text: string): Sample {
  const truncated = text.length > PREFIX_CHARS
  let prefix = truncated ? text.slice(0, PREFIX_CHARS) : text
  // Do not end on half of a surrogate pair.
  const last = prefix.charCodeAt(prefix.length - 1)
  if (truncated && last >= 0xd800 && last <= 0xdbff) prefix = prefix.slice(0, -1)
  return { text: prefix, trimmed: prefix.trim(), length: text.length, truncated }
}

/**
 * The tools that can take `text`, best first, one entry per tool (the best confidence and its
 * reason). Plain text comes last and is always there for non-empty text.
 */
export function detect(text: string, detectors: ReadonlyArray<readonly [string, Detector]> = DETECTORS): Detection[] {
  const sample = sampleOf(text)
  // Blank text has no tool; a long text whose sample is blank is still text (hash it, encode it).
  if (!sample.trimmed && !sample.truncated) return []
  const best = new Map<string, Detection & { order: number }>()
  let order = 0
  for (const [, detector] of detectors) {
    let found: Detection[]
    try {
      found = detector(sample)
    } catch {
      continue // one broken detector never hides the others
    }
    for (const d of found) {
      if (!(d.confidence > 0)) continue
      const confidence = Math.min(1, d.confidence)
      const seen = best.get(d.toolId)
      if (!seen || confidence > seen.confidence) best.set(d.toolId, { ...d, confidence, order: seen?.order ?? order++ })
    }
  }
  return [...best.values()]
    .sort((a, b) => b.confidence - a.confidence || a.order - b.order)
    .map(({ toolId, confidence, reason, kind }) => ({ toolId, confidence, reason, kind }))
}
