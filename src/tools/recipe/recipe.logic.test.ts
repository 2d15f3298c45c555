import { describe, expect, it } from 'vitest'
import { cleanArgs, OPERATIONS, operationById } from '../../ops/manifest'
import { decodeShare, encodeShare, openShared } from '../../lib/share'
import { GATHER_LIMIT_BYTES } from '../../workers/recipe/runner'
import {
  cleanSteps, DEFAULTS, exportRecipe, GATHER_LIMIT, gatheringStep, importRecipe, moveStep, rankOperation, requestedSteps,
  reverseSteps, saveRecipe, searchOperations, sharePayload, stepError, validateSaved, validateState, withOfferedStep,
} from './recipe.logic'
import { recipeShare } from './recipe.state'

const toB64 = (alphabet = 'standard') => ({ op: 'to-base64', args: { alphabet } })
const fromB64 = { op: 'from-base64', args: {} }

describe('steps from storage, links and files', () => {
  it('keeps known operations with their arguments cleaned, and names the unknown ones it drops', () => {
    const { steps, dropped } = cleanSteps([{ op: 'to-base64', args: { alphabet: 'url', extra: 1 }, disabled: true }, { op: 'rot-999' }, 'x', { op: 'to-base64', args: { alphabet: 'nope' }, breakpoint: true }])
    expect(steps).toEqual([{ op: 'to-base64', args: { alphabet: 'url' }, disabled: true }, { op: 'to-base64', args: { alphabet: 'standard' }, breakpoint: true }])
    expect(dropped).toEqual(['rot-999', 'x'])
    expect(cleanSteps({ not: 'a list' })).toEqual({ steps: [], dropped: [] })
  })

  it('validates the stored state', () => {
    expect(validateState({ steps: [{ op: 'gone' }, fromB64] as never, input: 5 as never, includeInput: 'yes' as never }, DEFAULTS)).toEqual({ steps: [fromB64], input: '', includeInput: false })
  })

  it('validates saved recipes: names required and unique, unknown operations dropped with a note', () => {
    const { recipes, notes } = validateSaved([{ name: ' decode ', steps: [fromB64, { op: 'nope' }] }, { name: 'decode', steps: [] }, { steps: [] }, null])
    expect(recipes).toEqual([{ name: 'decode', steps: [fromB64] }])
    expect(notes).toEqual(['"decode": a step was dropped (unknown operation: nope)'])
    expect(validateSaved('garbage')).toEqual({ recipes: [], notes: [] })
  })

  it('saves by name, replacing one of the same name in place', () => {
    const a = { name: 'a', steps: [fromB64] }
    const b = { name: 'b', steps: [] }
    expect(saveRecipe([a, b], { name: 'a', steps: [] })).toEqual([{ name: 'a', steps: [] }, b])
    expect(saveRecipe([a], b)).toEqual([a, b])
  })
})

describe('moves', () => {
  it('moves a step up and down, clamped to the list', () => {
    expect(moveStep(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a'])
    expect(moveStep(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b'])
    expect(moveStep(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moveStep(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b'])
  })
})

describe('reverse', () => {
  it('reverses the active steps, each replaced by its inverse with its arguments carried', () => {
    const r = reverseSteps([toB64('url'), { ...fromB64, disabled: true }, fromB64])
    expect(r).toEqual({ ok: true, steps: [{ op: 'to-base64', args: { alphabet: 'standard' } }, { op: 'from-base64', args: {} }] })
    // The inverse of From Base64 starts with To Base64's defaults; the URL-safe choice carries from To Base64 only to a key of the same name.
    expect(reverseSteps([toB64('url')])).toEqual({ ok: true, steps: [{ op: 'from-base64', args: {} }] })

    // An inverse that maps its arguments: ROT13 by 5 is undone by ROT13 by 21.
    const r5 = reverseSteps([{ op: 'rot13', args: { amount: 5 } }])
    expect(r5.ok && r5.steps[0]!.args.amount).toBe(21)
  })

  it('refuses, naming the step, when one has no inverse (an unknown one here), and when there is nothing to reverse', () => {
    expect(reverseSteps([fromB64, { op: 'mystery', args: {} }])).toEqual({ ok: false, reason: 'mystery has no inverse' })
    expect(reverseSteps([{ ...fromB64, disabled: true }])).toEqual({ ok: false, reason: 'There are no steps to reverse' })
  })
})

describe('export and import', () => {
  it('imports what it exports', () => {
    expect(importRecipe(exportRecipe('Decode', [fromB64, toB64('url')]))).toEqual({ ok: true, name: 'Decode', steps: [fromB64, toB64('url')], note: null })
    expect(importRecipe(JSON.stringify([fromB64]))).toMatchObject({ ok: true, name: 'Imported recipe', steps: [fromB64] })
  })

  it('says in words what is wrong', () => {
    expect(importRecipe('  ')).toEqual({ ok: false, error: 'Nothing to import: paste a recipe (JSON) or choose its file' })
    expect(importRecipe('{"steps": [')).toMatchObject({ ok: false, error: expect.stringMatching(/^Not JSON: /) })
    expect(importRecipe('{"name": "x"}')).toEqual({ ok: false, error: 'Not a recipe: expected {"steps": [...]} or an array of steps' })
    expect(importRecipe('{"steps": []}')).toEqual({ ok: false, error: 'This recipe has no steps' })
    expect(importRecipe('[{"op": "nope"}]')).toEqual({ ok: false, error: 'No step of this recipe is known here: a step was dropped (unknown operation: nope)' })
    expect(importRecipe('{"name": "n", "steps": [{"op": "from-base64"}, {"op": "a"}, {"op": "b"}]}')).toEqual({
      ok: true, name: 'n', steps: [fromB64], note: 'Imported "n"; 2 steps were dropped (unknown operations: a, b)',
    })
  })
})

describe('share (D32)', () => {
  const state = { steps: [fromB64], input: 'secret input', includeInput: false }

  it('carries the steps and never the input unless asked', async () => {
    const payload = sharePayload(state, { credentials: false })
    expect(payload).toEqual({ steps: [fromB64] })
    expect(await decodeShare(await encodeShare(payload))).toEqual({ steps: [fromB64] })
    expect(sharePayload({ ...state, includeInput: true }, { credentials: false })).toEqual({ steps: [fromB64], input: 'secret input' })
  })

  it('opens a link as steps on the receiver\'s own input, or on the input it carries', () => {
    const mine = { steps: [toB64()], input: 'my data', includeInput: true }
    expect(openShared(recipeShare, { steps: [fromB64, { op: 'nope' }] }, mine)).toEqual({ steps: [fromB64], input: 'my data', includeInput: true })
    expect(openShared(recipeShare, { steps: [fromB64], input: 'theirs', includeInput: false, other: 1 }, mine)).toEqual({ steps: [fromB64], input: 'theirs', includeInput: true })
  })
})

describe('"Add to recipe" from a tool\'s Send to (D35)', () => {
  it('an empty workbench takes the step and the input the tool ran on', () => {
    const r = withOfferedStep(DEFAULTS, { op: 'from-base64', input: 'eyJhIjoxfQ==' })
    expect(r).toEqual({ state: { ...DEFAULTS, steps: [{ op: 'from-base64', args: {} }], input: 'eyJhIjoxfQ==' }, added: 'From Base64' })
  })
  it('a recipe already there gets the step appended and keeps its input; arguments are checked', () => {
    const before = { ...DEFAULTS, steps: [{ op: 'from-base64', args: {} }], input: 'eyJhIjoxfQ==' }
    const r = withOfferedStep(before, { op: 'json-format', args: { indent: '8', bogus: 1 }, input: '{"a":1}' })
    expect(r).toEqual({ state: { ...before, steps: [...before.steps, { op: 'json-format', args: { indent: '8' } }] }, added: 'JSON Format' })
    // A value the operation does not offer falls back to its default.
    const odd = withOfferedStep(DEFAULTS, { op: 'json-format', args: { indent: '3' } })
    expect('state' in odd && odd.state.steps[0]).toEqual({ op: 'json-format', args: { indent: '2' } })
    expect('state' in odd && odd.state.input).toBe('')
  })
  it('an unknown operation is refused in words', () => {
    expect(withOfferedStep(DEFAULTS, { op: 'no-such-op' })).toEqual({ error: 'Unknown operation: no-such-op' })
  })
})

describe('opening with steps (the palette)', () => {
  const saved = [{ name: 'Decode it', steps: [fromB64] }]
  it('reads ?op= and ?recipe=', () => {
    expect(requestedSteps('op=from-base64', saved)).toEqual({ steps: [fromB64], what: 'From Base64' })
    expect(requestedSteps('op=to-base64,from-base64', saved)).toEqual({ steps: [toB64(), fromB64], what: 'To Base64 → From Base64' })
    expect(requestedSteps('op=nope', saved)).toEqual({ error: 'Unknown operation: nope' })
    expect(requestedSteps('recipe=Decode%20it', saved)).toEqual({ steps: [fromB64], what: '"Decode it"' })
    expect(requestedSteps('recipe=Other', saved)).toEqual({ error: 'No saved recipe is named "Other"' })
    expect(requestedSteps('s=abc', saved)).toBeNull()
  })
  it('reads arguments given with an operation (the bytes inspector passes its selection), each checked as the operation declares it', () => {
    expect(requestedSteps('op=from-hex,take-bytes:start=16;length=32,read-numbers:offset=3', saved)).toEqual({
      steps: [{ op: 'from-hex', args: cleanArgs(operationById('from-hex')!, {}) }, { op: 'take-bytes', args: { start: 16, length: 32 } }, { op: 'read-numbers', args: { offset: 3 } }],
      what: 'From Hex → Take bytes → Read Numbers at Offset',
    })
    // A value the operation refuses (negative, not a number, an unknown key or choice) leaves its default.
    expect(requestedSteps('op=take-bytes:start=-4;length=x;nope=1', saved)).toEqual({ steps: [{ op: 'take-bytes', args: { start: 0, length: 5 } }], what: 'Take bytes' })
    expect(requestedSteps('op=to-base64:alphabet=url', saved)).toEqual({ steps: [toB64('url')], what: 'To Base64' })
    expect(requestedSteps('op=to-base64:alphabet=klingon', saved)).toEqual({ steps: [toB64()], what: 'To Base64' })
    expect(requestedSteps('op=nope:a=1', saved)).toEqual({ error: 'Unknown operation: nope' })
  })
})

describe('the picker and the screen\'s words', () => {
  it('ranks a name above a keyword, and finds by keyword and id', () => {
    expect(searchOperations('from base64')[0]?.id).toBe('from-base64')
    expect(searchOperations('atob')[0]?.id).toBe('from-base64')
    expect(searchOperations('btoa')[0]?.id).toBe('to-base64') // Ascii85's own 'btoa' (its first tool) comes after
    expect(rankOperation(operationById('to-base64')!, 'to base64')).toBe(1)
    expect(rankOperation(operationById('to-base64')!, 'zzzz')).toBe(0)
    expect(searchOperations('').length).toBe(OPERATIONS.length)
    // The palette's ranking (src/lib/rank.ts): typos, run-together words and '2' for 'to', as the palette reads them.
    expect(searchOperations('gunzp')[0]?.id).toBe('gunzip')
    expect(searchOperations('sha256')[0]?.id).toBe('sha256')
    expect(searchOperations('json2yaml')[0]?.id).toBe('json-to-yaml')
    expect(searchOperations('hexdmp')[0]?.id).toBe('to-hexdump')
  })

  it('names a step in its error', () => {
    expect(stepError(fromB64, "Invalid character '!' at 12")).toBe("From Base64: Invalid character '!' at 12")
  })

  it('says which step gathers on a file, as the runner plans it, with the runner\'s limit', () => {
    expect(GATHER_LIMIT).toBe(GATHER_LIMIT_BYTES)
    expect(gatheringStep([fromB64, toB64()])).toBeNull()
    expect(gatheringStep([fromB64, { op: 'nope', args: {} }])).toBe(1)
    expect(gatheringStep([{ op: 'nope', args: {}, disabled: true }, fromB64])).toBeNull()
  })
})
