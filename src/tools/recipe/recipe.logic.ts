import { cleanArgs, defaultArgs, inverseArgs, operationById, OPERATIONS } from '../../ops/manifest'
import type { RecipeStepOffer } from '../../lib/handoff'
import { OPERATION_WEIGHT, rankItem } from '../../lib/rank'
import { operationItem } from '../../ops/item'
import type { OperationMeta, Step } from '../../ops/types'

/**
 * The recipe workbench's rules (D35), free of React: the persisted state, steps as they are
 * edited (add, move, reverse), saved and imported recipes validated against the manifest, what a
 * share link carries, and the picker's ranking. The workbench knows operations only through the
 * manifest (src/ops), as the shell knows tools only through the registry.
 */

export type RecipeState = {
  steps: Step[]
  /** The text input (a dropped file is never stored). */
  input: string
  /** D32: a share link carries the input only when this is ticked. */
  includeInput: boolean
}

export const DEFAULTS: RecipeState = { steps: [], input: '', includeInput: false }

/** A recipe saved by name (`devtools-recipes`). */
export type SavedRecipe = { name: string; steps: Step[] }

export const SAVED_KEY = 'devtools-recipes'
/** The format a recipe is exported in, and which Import reads. */
export const EXPORT_FORMAT = 'devtools-recipe'

/**
 * Steps from anything (storage, a link, an imported file): each must name a known operation; its
 * arguments go through `cleanArgs` (unknown keys dropped, invalid values back to defaults). An
 * unknown operation is dropped, and named in `dropped`.
 */
export function cleanSteps(raw: unknown): { steps: Step[]; dropped: string[] } {
  const steps: Step[] = []
  const dropped: string[] = []
  if (!Array.isArray(raw)) return { steps, dropped }
  for (const item of raw) {
    if (!item || typeof item !== 'object') {
      dropped.push(String(item))
      continue
    }
    const s = item as Record<string, unknown>
    const op = typeof s.op === 'string' ? operationById(s.op) : undefined
    if (!op) {
      dropped.push(typeof s.op === 'string' ? s.op : '(no operation)')
      continue
    }
    const step: Step = { op: op.id, args: cleanArgs(op, s.args) }
    if (s.disabled === true) step.disabled = true
    if (s.breakpoint === true) step.breakpoint = true
    steps.push(step)
  }
  return { steps, dropped }
}

/** The stored state, whatever was stored: steps cleaned, input a string. */
export function validateState(merged: RecipeState, defaults: RecipeState): RecipeState {
  return {
    steps: cleanSteps(merged.steps).steps,
    input: typeof merged.input === 'string' ? merged.input : defaults.input,
    includeInput: merged.includeInput === true,
  }
}

/** A new step of an operation, with its default arguments. */
export const newStep = (op: OperationMeta): Step => ({ op: op.id, args: defaultArgs(op) })

/** The steps with the one at `from` moved to `to` (clamped); the same array when nothing moves. */
export function moveStep<T>(steps: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(steps.length - 1, to))
  if (from < 0 || from >= steps.length || from === target) return [...steps]
  const next = [...steps]
  const [moved] = next.splice(from, 1)
  next.splice(target, 0, moved!)
  return next
}

export const opName = (id: string) => operationById(id)?.name ?? id

/**
 * The recipe that undoes this one (D35): the active steps in reverse order, each replaced by its
 * inverse with the arguments of the same keys carried over (disabled steps are left out: they did
 * nothing). Refused, naming the first step, when an active step has no inverse.
 */
export function reverseSteps(steps: readonly Step[]): { ok: true; steps: Step[] } | { ok: false; reason: string } {
  const active = steps.filter((s) => !s.disabled)
  if (!active.length) return { ok: false, reason: 'There are no steps to reverse' }
  const out: Step[] = []
  for (const s of [...active].reverse()) {
    const op = operationById(s.op)
    const inverse = operationById(op?.inverse ?? '')
    if (!op || !inverse) return { ok: false, reason: `${opName(s.op)} has no inverse` }
    out.push({ op: inverse.id, args: inverseArgs(op, inverse, s.args) })
  }
  return { ok: true, steps: out }
}

/* Saved recipes ------------------------------------------------------------------------------ */

/**
 * Saved recipes from what `devtools-recipes` holds: each needs a name; its steps are cleaned (an
 * unknown operation is dropped, and `notes` says so in words). Later duplicates of a name are dropped.
 */
export function validateSaved(raw: unknown): { recipes: SavedRecipe[]; notes: string[] } {
  const recipes: SavedRecipe[] = []
  const notes: string[] = []
  if (!Array.isArray(raw)) return { recipes, notes }
  const seen = new Set<string>()
  for (const item of raw) {
    if (!item || typeof item !== 'object') continue
    const r = item as Record<string, unknown>
    const name = typeof r.name === 'string' ? r.name.trim() : ''
    if (!name || seen.has(name)) continue
    seen.add(name)
    const { steps, dropped } = cleanSteps(r.steps)
    if (dropped.length) notes.push(`"${name}": ${droppedNote(dropped)}`)
    recipes.push({ name, steps })
  }
  return { recipes, notes }
}

const droppedNote = (dropped: string[]) =>
  `${dropped.length === 1 ? 'a step was' : `${dropped.length} steps were`} dropped (unknown operation${dropped.length === 1 ? '' : 's'}: ${dropped.join(', ')})`

/** The list with `recipe` saved under its name (replacing one of that name, in its place). */
export function saveRecipe(list: readonly SavedRecipe[], recipe: SavedRecipe): SavedRecipe[] {
  const i = list.findIndex((r) => r.name === recipe.name)
  if (i < 0) return [...list, recipe]
  const next = [...list]
  next[i] = recipe
  return next
}

/* Export and import -------------------------------------------------------------------------- */

/** A recipe as the JSON file Export writes. */
export function exportRecipe(name: string, steps: readonly Step[]): string {
  return JSON.stringify({ format: EXPORT_FORMAT, version: 1, name, steps }, null, 2)
}

export type ImportResult = { ok: true; name: string; steps: Step[]; note: string | null } | { ok: false; error: string }

/**
 * A recipe from JSON text (a file or a paste): our export, or a bare array of steps. Errors say
 * what is wrong in words; unknown operations are dropped with a note, and a recipe none of whose
 * steps is known is refused.
 */
export function importRecipe(text: string): ImportResult {
  if (!text.trim()) return { ok: false, error: 'Nothing to import: paste a recipe (JSON) or choose its file' }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (e) {
    return { ok: false, error: `Not JSON: ${e instanceof Error ? e.message : String(e)}` }
  }
  let rawSteps: unknown
  let name = 'Imported recipe'
  if (Array.isArray(data)) rawSteps = data
  else if (data && typeof data === 'object' && Array.isArray((data as Record<string, unknown>).steps)) {
    const d = data as Record<string, unknown>
    rawSteps = d.steps
    if (typeof d.name === 'string' && d.name.trim()) name = d.name.trim()
  } else return { ok: false, error: 'Not a recipe: expected {"steps": [...]} or an array of steps' }
  const { steps, dropped } = cleanSteps(rawSteps)
  if (!steps.length && dropped.length) return { ok: false, error: `No step of this recipe is known here: ${droppedNote(dropped)}` }
  if (!steps.length) return { ok: false, error: 'This recipe has no steps' }
  return { ok: true, name, steps, note: dropped.length ? `Imported "${name}"; ${droppedNote(dropped)}` : null }
}

/* Share (D32) -------------------------------------------------------------------------------- */

/**
 * What a link carries: the steps, and the input only when "Include input" is ticked. (The frame
 * asks for the fields with `credentials: true` to learn which a link may set; the input is one.)
 */
export function sharePayload(s: RecipeState, { credentials }: { credentials: boolean }): Partial<RecipeState> {
  const steps = s.steps.map((st) => ({ ...st }))
  return s.includeInput || credentials ? { steps, input: s.input } : { steps }
}

/* "Add to recipe" from another tool's Send to (D35) ----------------------------------------- */

/**
 * The workbench after a tool's transform is added as a step: appended to the steps there, with its
 * arguments checked (cleanArgs). An empty workbench also takes the input the tool ran on, so the
 * step shows the same result as the tool did; a recipe already there keeps its input.
 */
export function withOfferedStep(s: RecipeState, offer: RecipeStepOffer): { state: RecipeState; added: string } | { error: string } {
  const op = operationById(offer.op)
  if (!op) return { error: `Unknown operation: ${offer.op}` }
  const step: Step = { op: op.id, args: cleanArgs(op, offer.args) }
  const first = s.steps.length === 0
  return { state: { ...s, steps: [...s.steps, step], input: first && offer.input !== undefined ? offer.input : s.input }, added: op.name }
}

/* Opening with a step list (the palette's "Operation: ..." items) ----------------------------- */

/** One `?op=` entry: `take-bytes` or `take-bytes:start=16;length=32` (arguments as the tool that opened the workbench set them). */
function stepAsked(entry: string): { id: string; args: [string, string][] } {
  const colon = entry.indexOf(':')
  if (colon < 0) return { id: entry, args: [] }
  const args = entry
    .slice(colon + 1)
    .split(';')
    .flatMap((pair): [string, string][] => {
      const eq = pair.indexOf('=')
      return eq > 0 ? [[pair.slice(0, eq), pair.slice(eq + 1)]] : []
    })
  return { id: entry.slice(0, colon).trim(), args }
}

/** The values of `?op=` arguments as the operation declares them (numbers as numbers); `cleanArgs` then checks each. */
function argValues(op: OperationMeta, given: [string, string][]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of given) {
    const def = op.args?.find((a) => a.key === key)
    out[key] = def?.type === 'number' ? Number(value) : def?.type === 'toggle' ? value === 'true' : value
  }
  return out
}

/**
 * What `#/recipe?op=<id>[:<key>=<value>;...][,<id>...]` or `?recipe=<saved name>` asks for: the steps to open with,
 * or an error in words. Other parameters are none of its business (null).
 */
export function requestedSteps(search: string, saved: readonly SavedRecipe[]): { steps: Step[]; what: string } | { error: string } | null {
  const q = new URLSearchParams(search)
  const ops = q.get('op')
  if (ops !== null) {
    const asked = ops.split(',').map((s) => s.trim()).filter(Boolean).map(stepAsked)
    const known = asked.map(({ id }) => operationById(id))
    const missing = asked.filter((_, i) => !known[i]).map(({ id }) => id)
    if (!asked.length || missing.length) return { error: `Unknown operation: ${missing.join(', ') || '(none given)'}` }
    return { steps: known.map((op, i) => ({ op: op!.id, args: cleanArgs(op!, argValues(op!, asked[i]!.args)) })), what: known.map((op) => op!.name).join(' → ') }
  }
  const name = q.get('recipe')
  if (name !== null) {
    const r = saved.find((x) => x.name === name)
    return r ? { steps: r.steps.map((s) => ({ ...s, args: { ...s.args } })), what: `"${r.name}"` } : { error: `No saved recipe is named "${name}"` }
  }
  return null
}

/* The picker's ranking ----------------------------------------------------------------------- */

/**
 * How well an operation matches what was typed in the picker, in (0, 1], 0 for no match: the
 * palette's own ranking (src/lib/rank.ts) over the same item the palette lists the operation as
 * (its name, keywords, category and id: src/ops/item.ts), so a query finds the same operation
 * first here and as "Operation: ..." in the palette. Scaled back to 1 for an exact name.
 */
export function rankOperation(op: OperationMeta, query: string): number {
  const { value, keywords } = operationItem(op)
  return rankItem(value, query, keywords) / OPERATION_WEIGHT
}

/** The operations matching a query, best first (ties in the manifest's order). */
export function searchOperations(query: string, ops: readonly OperationMeta[] = OPERATIONS): OperationMeta[] {
  return ops
    .map((op, i) => ({ op, i, score: rankOperation(op, query) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.op)
}

/** A step's error as the workbench shows it: "From Base64: Invalid character '!' at 12". */
export const stepError = (step: Step, error: string) => `${opName(step.op)}: ${error}`

/** A file's name for the output's download, by what it holds. */
export const outputFileName = (kind: 'text' | 'json' | 'bytes', ext?: string) => `recipe-output.${kind === 'json' ? 'json' : kind === 'text' ? 'txt' : (ext ?? 'bin')}`

/**
 * What a step that cannot stream may gather (D35): the runner's GATHER_LIMIT_BYTES, repeated here
 * so the page does not load the runner (and every operation's code) to say it; a test holds them equal.
 */
export const GATHER_LIMIT = 512 * 1024 * 1024

/**
 * On a file, the first active step that cannot stream (it gathers its whole input), as the
 * runner's streamPlan finds it from the manifest; null when every step up to a breakpoint streams.
 */
export function gatheringStep(steps: readonly Step[]): number | null {
  for (const [i, s] of steps.entries()) {
    if (s.disabled) continue
    if (s.breakpoint) return null
    if (!operationById(s.op)?.stream) return i
  }
  return null
}
