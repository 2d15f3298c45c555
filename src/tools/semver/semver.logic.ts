import compare from 'semver/functions/compare'
import inc from 'semver/functions/inc'
import parse from 'semver/functions/parse'
import satisfies from 'semver/functions/satisfies'
import valid from 'semver/functions/valid'
import validRange from 'semver/ranges/valid'

/** SPEC "SemVer Calculator", sections 5 and 8; the range check is beyond SPEC. */
export const BUMPS = ['major', 'minor', 'patch', 'prerelease'] as const
export type Bump = (typeof BUMPS)[number]
export const INVALID_VERSION = 'Invalid version'
export const INVALID_RANGE = 'Invalid range'
export const INVALID_IDENTIFIER = 'Invalid prerelease identifier'
export const nextVersionMessage = (v: string) => `Next version: ${v}`

export type SemverState = { version: string; bump: Bump; compare: string; identifier: string; range: string }
export const DEFAULTS: SemverState = { version: '1.0.0', bump: 'patch', compare: '', identifier: '', range: '' }
export const validateState = (s: SemverState, d: SemverState): SemverState => ({ ...s, bump: (BUMPS as readonly string[]).includes(s.bump) ? s.bump : d.bump })

/** The version as node-semver reads it (a leading `v` or `=` and spaces dropped), or null. */
export const cleanVersion = (v: string): string | null => valid(v.trim())

export type NextResult = { ok: true; next: string } | { ok: false; error: string }

/** node-semver's `inc`; the identifier applies to the prerelease bump only. */
export function nextVersion(version: string, bump: Bump, identifier = ''): NextResult {
  const v = cleanVersion(version)
  if (!v) return { ok: false, error: INVALID_VERSION }
  const id = identifier.trim()
  const next = bump === 'prerelease' && id ? inc(v, 'prerelease', id) : inc(v, bump)
  return next ? { ok: true, next } : { ok: false, error: bump === 'prerelease' && id ? INVALID_IDENTIFIER : INVALID_VERSION }
}

export const BUILD_IGNORED = 'build metadata is ignored when comparing versions (SemVer 2.0.0, item 10)'

/**
 * '1.2.3 is less than 1.3.0' (node-semver's precedence). Build metadata is ignored there, so when
 * either version carries some it is shown and the sentence says it is ignored ('1.0.0+build.1 is
 * equal to 1.0.0+build.2: build metadata is ignored ...'). Null when the compare text is empty or
 * not a valid version (SPEC: the comparison is then cleared) or the version itself is invalid.
 */
export function comparisonSentence(version: string, other: string): string | null {
  const a = cleanVersion(version)
  const b = other.trim() ? cleanVersion(other) : null
  if (!a || !b) return null
  const c = compare(a, b)
  const build = (v: string) => parse(v.trim())?.build.join('.') ?? ''
  const [ba, bb] = [build(version), build(other)]
  const full = (v: string, meta: string) => (meta ? `${v}+${meta}` : v)
  const sentence = `${full(a, ba)} is ${c < 0 ? 'less than' : c > 0 ? 'greater than' : 'equal to'} ${full(b, bb)}`
  return ba || bb ? `${sentence}: ${BUILD_IGNORED}` : sentence
}

export type RangeResult = { ok: true; satisfies: boolean; sentence: string; normalised: string; reason?: string } | { ok: false; error: string }

/**
 * Why a prerelease falls outside a range it seems to be in: node-semver matches a prerelease only
 * against a comparator with the same [major, minor, patch] that has a prerelease itself, unless
 * includePrerelease is set. Undefined when that is not the reason.
 */
function prereleaseReason(v: string, range: string): string | undefined {
  const p = parse(v)
  if (!p || p.prerelease.length === 0) return undefined
  const tuple = `${p.major}.${p.minor}.${p.patch}`
  const inside = satisfies(v, range, { includePrerelease: true })
  return (
    `${v} is a prerelease: node-semver lets a prerelease satisfy a range only when a comparator with a prerelease has the same ` +
    `major.minor.patch (${tuple}, e.g. >=${tuple}-0). ` +
    (inside ? `With the includePrerelease option it would satisfy ${range}.` : `Even with the includePrerelease option it would not satisfy ${range}.`)
  )
}

/** Does the version fall in a range (`^1.2.0`, `~1.2`, `>=1 <2`)? As node-semver's `satisfies` says. */
export function checkRange(version: string, range: string): RangeResult | null {
  if (!range.trim()) return null
  const v = cleanVersion(version)
  if (!v) return { ok: false, error: INVALID_VERSION }
  const normalised = validRange(range.trim())
  if (normalised === null) return { ok: false, error: INVALID_RANGE }
  const yes = satisfies(v, range.trim())
  const reason = yes ? undefined : prereleaseReason(v, range.trim())
  return { ok: true, satisfies: yes, normalised: normalised || '*', sentence: `${v} ${yes ? 'satisfies' : 'does not satisfy'} ${range.trim()}`, ...(reason ? { reason } : {}) }
}

/** major, minor, patch, prerelease and build of a valid version, for display. */
export function partsOf(version: string) {
  const p = parse(version.trim())
  if (!p) return null
  return { major: p.major, minor: p.minor, patch: p.patch, prerelease: p.prerelease.join('.'), build: p.build.join('.') }
}
