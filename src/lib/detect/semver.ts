import validRange from 'semver/ranges/valid'
import type { Detector, Sample } from './types'
import { detections, unquote } from './util'

const VERSION = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/
/** A range needs an operator, a wildcard or a hyphen between versions: bare `3.14` is a number. */
const RANGE_SIGN = /[\^~<>=|*]|\b[xX]\b|\.[xX*]|\d\s+-\s+\d/
const PACKAGE = /^((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)@(.+)$/

/** A semantic version (`2.0.0-rc.1`), an npm range (`^1.2.3`, `>=1.0.0 <2`), or `package@range`. */
export const semver: Detector = (sample: Sample) => {
  let text = unquote(sample.trimmed)
  if (sample.truncated || text.length > 200 || /[\r\n]/.test(text)) return []
  let pkg: string | null = null
  const p = PACKAGE.exec(text)
  if (p) {
    pkg = p[1]!
    text = p[2]!
  }
  const v = VERSION.exec(text)
  if (v) {
    const notes = [v[4] ? `pre-release ${v[4]}` : null, v[5] ? `build ${v[5]}` : null].filter(Boolean)
    const what = pkg ? `npm package ${pkg}, version ${text}` : `Semantic version ${text}`
    return detections('semver', `${what}${notes.length ? ` (${notes.join(', ')})` : ''}`, [['semver', pkg ? 0.85 : 0.9]])
  }
  if (!RANGE_SIGN.test(text) || !/\d|[*xX]/.test(text) || /[a-wyzA-WYZ]{2,}/.test(text.replace(/-[0-9A-Za-z.-]+/g, ''))) return []
  // `17 3 * * 0` is valid as a range (every token a wildcard or a major), but it is cron.
  const tokens = text.split(/\s+/)
  if (tokens.length > 1 && tokens.some((t) => /^(?:\d+|[*xX])$/.test(t))) return []
  const normal = validRange(text)
  if (!normal) return []
  const shown = normal.length > 50 ? `${normal.slice(0, 49)}…` : normal
  const what = pkg ? `npm package ${pkg}, range` : 'npm version range'
  return detections('semver-range', normal === text ? `${what} ${text}` : `${what}: ${shown}`, [['semver', text === '*' ? 0.4 : 0.88]])
}
