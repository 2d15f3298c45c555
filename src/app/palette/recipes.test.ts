import { describe, expect, it } from 'vitest'
import { operationById } from '../../ops/manifest'
import { operationItem } from './items'
import { OPERATION_WEIGHT, rankItem } from '../../lib/rank'
import { MAGIC_MAX_CHARS, askMagic, operationsHref, parseRecipes, savedRecipeHref, stepsLabel } from './recipes'

describe('saved recipes in the palette (issue 33)', () => {
  it('reads `devtools-recipes` defensively: not JSON, not a list, bad entries and unknown operations', () => {
    expect(parseRecipes(null)).toEqual([])
    expect(parseRecipes('{not json')).toEqual([])
    expect(parseRecipes('{"name":"x","steps":[]}')).toEqual([])
    const raw = JSON.stringify([
      { name: 'Decode', steps: [{ op: 'from-base64', args: {} }, { op: 'no-such-op', args: {} }] },
      { name: 'Encode URL-safe', steps: [{ op: 'to-base64', args: { alphabet: 'url', extra: 1 } }] },
      { name: 'Encode bad arg', steps: [{ op: 'to-base64', args: { alphabet: 'klingon' } }], disabled: 'yes' },
      { name: 'Decode', steps: [{ op: 'to-base64', args: {} }] },
      { name: 'Only unknown', steps: [{ op: 'nope' }] },
      { name: '', steps: [{ op: 'to-base64' }] },
      { name: 'No steps' },
      null,
      'text',
      { name: 'Disabled kept', steps: [{ op: 'to-base64', args: {}, disabled: true }, 7, { op: 3 }] },
    ])
    expect(parseRecipes(raw)).toEqual([
      { name: 'Decode', steps: [{ op: 'from-base64', args: {} }] },
      { name: 'Encode URL-safe', steps: [{ op: 'to-base64', args: { alphabet: 'url' } }] },
      { name: 'Encode bad arg', steps: [{ op: 'to-base64', args: { alphabet: 'standard' } }] },
      { name: 'Disabled kept', steps: [{ op: 'to-base64', args: { alphabet: 'standard' }, disabled: true }] },
    ])
  })

  it('opens the workbench: operations by id (Magic’s steps with their defaults), a saved recipe by name', () => {
    expect(operationsHref(['to-base64'])).toBe('/recipe?op=to-base64')
    expect(operationsHref(['from-base64', 'gunzip', 'json-format'])).toBe('/recipe?op=from-base64,gunzip,json-format')
    expect(new URLSearchParams(savedRecipeHref('Decode & unzip #1').split('?')[1]).get('recipe')).toBe('Decode & unzip #1')
  })

  it('names a recipe by its operations', () => {
    expect(stepsLabel([{ op: 'from-base64', args: {} }, { op: 'no-such-op', args: {} }, { op: 'to-base64', args: {} }])).toBe('From Base64 → no-such-op → To Base64')
  })

  it('asks Magic only for a text worth it (blank and huge texts get null without a worker)', async () => {
    expect(await askMagic('   ')).toBeNull()
    expect(await askMagic('a'.repeat(MAGIC_MAX_CHARS + 1))).toBeNull()
  })
})

describe('operations in the palette (issue 33)', () => {
  const toBase64 = operationItem(operationById('to-base64')!)

  it('is an item titled by the operation’s name, with its manifest’s keywords, its category and an id as context', () => {
    expect(toBase64.value).toBe('To Base64 op-to-base64')
    expect(toBase64.keywords).toEqual(['base64 encode', 'encode base64', 'btoa', 'base64url', 'Encoding', 'op-to-base64'])
  })

  it('ranks below a tool that matches as well: an exact name scores OPERATION_WEIGHT', () => {
    expect(rankItem(toBase64.value, 'to base64', toBase64.keywords)).toBeCloseTo(OPERATION_WEIGHT, 5)
    const tool = rankItem('Base64 Encoder/Decoder base64', 'base64 encode', ['base64', 'encode', 'decode', 'Data Conversion', 'base64'])
    expect(tool).toBeGreaterThan(rankItem(toBase64.value, 'base64 encode', toBase64.keywords))
    expect(rankItem(toBase64.value, 'btoa', toBase64.keywords)).toBeGreaterThan(0)
    expect(rankItem(toBase64.value, 'gunzip', toBase64.keywords)).toBe(0)
  })
})
