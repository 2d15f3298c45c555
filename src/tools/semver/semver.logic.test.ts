import semver from 'semver'
import { describe, expect, it } from 'vitest'
import { mergeWithDefaults } from '../../lib/persistence'
import { BUMPS, checkRange, comparisonSentence, DEFAULTS, nextVersion, nextVersionMessage, partsOf, validateState } from './semver.logic'

/** node-semver 7's own answers for `inc` (checked against the library below too). */
const TABLE: [string, (typeof BUMPS)[number], string, string][] = [
  ['1.0.0', 'major', '', '2.0.0'],
  ['1.0.0', 'minor', '', '1.1.0'],
  ['1.0.0', 'patch', '', '1.0.1'],
  ['1.0.0', 'prerelease', '', '1.0.1-0'],
  ['1.0.0', 'prerelease', 'beta', '1.0.1-beta.0'],
  ['1.0.1-beta.0', 'prerelease', 'beta', '1.0.1-beta.1'],
  ['1.0.1-alpha.3', 'prerelease', 'beta', '1.0.1-beta.0'],
  ['1.0.1-0', 'prerelease', '', '1.0.1-1'],
  ['1.2.3-rc.1', 'patch', '', '1.2.3'],
  ['1.2.3-rc.1', 'minor', '', '1.3.0'],
  ['1.2.0-rc.1', 'minor', '', '1.2.0'],
  ['1.2.3-rc.1', 'major', '', '2.0.0'],
  ['1.0.0-rc.1', 'major', '', '1.0.0'],
  ['v1.2.3', 'minor', '', '1.3.0'],
  ['1.0.0+build.5', 'patch', '', '1.0.1'],
  ['0.9.9', 'minor', '', '0.10.0'],
  ['  2.0.0  ', 'patch', '', '2.0.1'],
]

describe('nextVersion (node-semver inc)', () => {
  for (const [version, bump, id, expected] of TABLE) {
    it(`${version} + ${bump}${id ? ` (${id})` : ''} = ${expected}`, () => {
      expect(nextVersion(version, bump, id)).toEqual({ ok: true, next: expected })
      expect(id ? semver.inc(version.trim(), bump, id) : semver.inc(version.trim(), bump)).toBe(expected)
    })
  }

  it("gives 'Invalid version' for what node-semver does not accept", () => {
    for (const bad of ['', '1.2', '1.2.3.4', 'a.b.c', '01.2.3', '1.2.3-', 'latest']) {
      expect(nextVersion(bad, 'patch')).toEqual({ ok: false, error: 'Invalid version' })
      expect(semver.valid(bad)).toBeNull()
    }
    expect(nextVersion('1.0.0', 'prerelease', 'be ta')).toEqual({ ok: false, error: 'Invalid prerelease identifier' })
  })

  it('words the success message', () => {
    expect(nextVersionMessage('1.0.1')).toBe('Next version: 1.0.1')
  })
})

describe('comparisonSentence', () => {
  it('says less than, greater than or equal to, as semver.compare does', () => {
    expect(comparisonSentence('1.2.3', '1.3.0')).toBe('1.2.3 is less than 1.3.0')
    expect(comparisonSentence('2.0.0', '1.99.99')).toBe('2.0.0 is greater than 1.99.99')
    expect(comparisonSentence('1.0.0', 'v1.0.0')).toBe('1.0.0 is equal to 1.0.0')
    expect(comparisonSentence('1.0.0-alpha', '1.0.0')).toBe('1.0.0-alpha is less than 1.0.0')
    expect(comparisonSentence('1.0.0-alpha.10', '1.0.0-alpha.9')).toBe('1.0.0-alpha.10 is greater than 1.0.0-alpha.9')
    expect(semver.compare('1.0.0-alpha.10', '1.0.0-alpha.9')).toBe(1)
  })

  it('is cleared (null) for an empty or invalid compare text, or an invalid version', () => {
    expect(comparisonSentence('1.0.0', '')).toBeNull()
    expect(comparisonSentence('1.0.0', '   ')).toBeNull()
    expect(comparisonSentence('1.0.0', 'nope')).toBeNull()
    expect(comparisonSentence('nope', '1.0.0')).toBeNull()
  })
})

describe('checkRange (beyond SPEC)', () => {
  it('checks versions against ranges as semver.satisfies does', () => {
    const cases: [string, string, boolean][] = [
      ['1.2.3', '^1.2.0', true],
      ['2.0.0', '^1.2.0', false],
      ['1.2.9', '~1.2', true],
      ['1.3.0', '~1.2', false],
      ['1.9.0', '>=1 <2', true],
      ['2.0.0', '>=1 <2', false],
      ['1.3.0-beta.1', '^1.2.0', false],
      ['0.2.5', '^0.2.3', true],
      ['0.3.0', '^0.2.3', false],
    ]
    for (const [v, r, yes] of cases) {
      expect(semver.satisfies(v, r)).toBe(yes)
      expect(checkRange(v, r)).toMatchObject({ ok: true, satisfies: yes, sentence: `${v} ${yes ? 'satisfies' : 'does not satisfy'} ${r}` })
    }
    expect(checkRange('1.2.3', '^1.2.0')).toMatchObject({ normalised: '>=1.2.0 <2.0.0-0' })
  })

  it('says when the range or the version is invalid, and nothing for an empty range', () => {
    expect(checkRange('1.0.0', 'not a range')).toEqual({ ok: false, error: 'Invalid range' })
    expect(checkRange('x', '^1')).toEqual({ ok: false, error: 'Invalid version' })
    expect(checkRange('1.0.0', '')).toBeNull()
  })
})

describe('state and parts', () => {
  it('defaults to 1.0.0 and keeps only the four bump types', () => {
    expect(DEFAULTS.version).toBe('1.0.0')
    expect(BUMPS).toEqual(['major', 'minor', 'patch', 'prerelease'])
    expect(validateState(mergeWithDefaults({ version: '2.0.0', bump: 'huge', compare: '' }, DEFAULTS), DEFAULTS)).toEqual({ ...DEFAULTS, version: '2.0.0' })
  })

  it('splits a version into its parts', () => {
    expect(partsOf('1.2.3-rc.1+sha.abc')).toEqual({ major: 1, minor: 2, patch: 3, prerelease: 'rc.1', build: 'sha.abc' })
    expect(partsOf('1.2')).toBeNull()
  })
})

describe('issue 21: build metadata and prereleases in ranges', () => {
  it('says build metadata is ignored when either version carries some', () => {
    expect(semver.compare('1.0.0+build.1', '1.0.0+build.2')).toBe(0) // node-semver's own result
    expect(comparisonSentence('1.0.0+build.1', '1.0.0+build.2')).toBe('1.0.0+build.1 is equal to 1.0.0+build.2: build metadata is ignored when comparing versions (SemVer 2.0.0, item 10)')
    expect(comparisonSentence('1.0.0', '1.0.1+exp.sha.5114f85')).toBe('1.0.0 is less than 1.0.1+exp.sha.5114f85: build metadata is ignored when comparing versions (SemVer 2.0.0, item 10)')
    expect(comparisonSentence('1.2.3', '1.2.3')).toBe('1.2.3 is equal to 1.2.3')
  })
  it('gives the reason a prerelease is outside a range, and what includePrerelease would do', () => {
    expect(semver.satisfies('1.3.0-beta.1', '^1.2.0')).toBe(false)
    expect(semver.satisfies('1.3.0-beta.1', '^1.2.0', { includePrerelease: true })).toBe(true)
    const r = checkRange('1.3.0-beta.1', '^1.2.0')
    expect(r).toMatchObject({ ok: true, satisfies: false, sentence: '1.3.0-beta.1 does not satisfy ^1.2.0' })
    expect(r && r.ok && r.reason).toBe(
      '1.3.0-beta.1 is a prerelease: node-semver lets a prerelease satisfy a range only when a comparator with a prerelease has the same major.minor.patch (1.3.0, e.g. >=1.3.0-0). With the includePrerelease option it would satisfy ^1.2.0.',
    )
    const out = checkRange('2.0.0-rc.1', '^1.2.0')
    expect(out && out.ok && out.reason).toMatch(/Even with the includePrerelease option it would not satisfy \^1\.2\.0\.$/)
    // Same tuple: node-semver matches it, so no reason.
    expect(checkRange('1.2.0-beta.2', '>=1.2.0-beta.1')).toMatchObject({ ok: true, satisfies: true })
    expect(checkRange('1.2.0-beta.2', '>=1.2.0-beta.1')).not.toHaveProperty('reason')
    expect(checkRange('1.1.0', '^1.2.0')).not.toHaveProperty('reason')
  })
})
