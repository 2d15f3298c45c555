/**
 * Issue 33 item 3, the palette's side: saved recipes (read from `devtools-recipes`), the workbench's
 * addresses, and Magic (D36) asked in the recipe worker. Light: the manifest's metadata only; the
 * worker's client is imported when Magic is first asked, never with the palette.
 */
import { readRaw } from '../../lib/safe-storage'
import { cleanArgs, operationById } from '../../ops/manifest'
import type { Recipe, Step } from '../../ops/types'

/** Where saved recipes live (D35), as `{ name, steps }[]`. */
export const RECIPES_KEY = 'devtools-recipes'
/** The recipe workbench's route and its input port's id (the handoff's key). */
export const RECIPE_TOOL = 'recipe'

/**
 * The saved recipes, read defensively: anything not a list gives none; an entry without a name or
 * steps is skipped; a step naming an unknown operation is dropped, the others keep their valid
 * arguments (cleanArgs). A recipe left with no step is skipped; a repeated name keeps its first.
 */
export function parseRecipes(raw: string | null): Recipe[] {
  let data: unknown
  try {
    data = raw === null ? null : JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(data)) return []
  const out: Recipe[] = []
  const names = new Set<string>()
  for (const entry of data) {
    if (!entry || typeof entry !== 'object') continue
    const { name, steps } = entry as { name?: unknown; steps?: unknown }
    if (typeof name !== 'string' || !name.trim() || names.has(name) || !Array.isArray(steps)) continue
    const clean: Step[] = []
    for (const s of steps) {
      if (!s || typeof s !== 'object' || typeof (s as Step).op !== 'string') continue
      const op = operationById((s as Step).op)
      if (!op) continue
      clean.push({ op: op.id, args: cleanArgs(op, (s as Step).args), ...((s as Step).disabled === true ? { disabled: true } : {}) })
    }
    if (!clean.length) continue
    names.add(name)
    out.push({ name, steps: clean })
  }
  return out
}

export const savedRecipes = (): Recipe[] => parseRecipes(readRaw(RECIPES_KEY))

/**
 * The workbench's addresses: operations (`?op=from-base64,gunzip`, each step with its defaults,
 * as Magic proposes them) or a saved recipe by name (`?recipe=`).
 */
export const operationsHref = (ids: readonly string[]) => `/${RECIPE_TOOL}?op=${ids.map(encodeURIComponent).join(',')}`
export const savedRecipeHref = (name: string) => `/${RECIPE_TOOL}?recipe=${encodeURIComponent(name)}`

/** "From Base64 → Gunzip → JSON Format": the steps by their operations' names. */
export const stepsLabel = (steps: readonly Step[]) => steps.map((s) => operationById(s.op)?.name ?? s.op).join(' → ')

/** Texts longer than this are not given to Magic from the palette (an encoded blob is rarely larger). */
export const MAGIC_MAX_CHARS = 256 * 1024
/** Magic's time box when the palette asks (the worker's start comes on top, once). */
export const MAGIC_TIME_MS = 400

export type MagicFn = (text: string) => Promise<{ steps: Step[]; why: string } | null>

/**
 * D36: the best recipe Magic proposes for a text, from the recipe worker (its client loaded on the
 * first call), or null: nothing proposed, the text too large or blank, or the worker failed.
 */
export const askMagic: MagicFn = async (text) => {
  if (!text.trim() || text.length > MAGIC_MAX_CHARS) return null
  try {
    const { recipeClient } = await import('../../workers/recipe/recipe.client')
    const [best] = await recipeClient.run('magic', { input: text, timeMs: MAGIC_TIME_MS, max: 1 })
    return best ? { steps: best.steps, why: best.why } : null
  } catch {
    return null
  }
}
