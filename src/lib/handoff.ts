/**
 * D25: content on its way to a tool. The shell puts a text (or a dropped file) here for a tool id,
 * then navigates; the tool frame (text, through the tool's input port) or the screen (a file,
 * through `takeFile`) picks it up once. Nothing here is stored: it lives in memory until taken.
 */
/**
 * D35 ("Add to recipe" from Send to): the transform a tool screen performs, as a recipe step (an
 * operation id of src/ops and its arguments), and the text it ran on.
 */
export type RecipeStepOffer = { op: string; args?: Record<string, unknown>; input?: string }

type Pending = { text?: string; file?: File; step?: RecipeStepOffer }
const pending = new Map<string, Pending>()

/**
 * Issue 34: the key that verifies a token, riding with it to the JWT Decoder (a public key PEM, or
 * the secret and how it is written). Like everything here it lives in memory only: never stored,
 * never in a URL or a Share link.
 */
export type VerifyKey = { verifyKey: string; encoding: 'utf8' | 'base64url' }
type Companion = { text: string; key: VerifyKey }
/** What a screen offers to send with a text it shows (Sign JWT: its token's key), until it withdraws. */
const offered = new Map<string, Companion>()
/** A companion on its way with its text, taken by the receiving screen once its text is on screen. */
const riding = new Map<string, Companion>()
const sameText = (a: string, b: string) => a.trim() === b.trim()

export const handoff = {
  /**
   * A text on its way to `toolId`. Its companion is the one given, or the one offered for exactly
   * this text to this tool (so Send to, which knows only the text, carries it too).
   */
  putText(toolId: string, text: string, companion?: VerifyKey) {
    pending.set(toolId, { text })
    const offer = offered.get(toolId)
    const key = companion ?? (offer && sameText(offer.text, text) ? offer.key : undefined)
    if (key) riding.set(toolId, { text, key })
    else riding.delete(toolId)
  },
  /** Offers the key that verifies `text` to whatever sends that text on to `toolId`; `null` withdraws it. */
  offerVerifyKey(toolId: string, text: string | null, key?: VerifyKey) {
    if (text === null || !key) offered.delete(toolId)
    else offered.set(toolId, { text, key })
  },
  /** The key that came with `text` (as the screen now holds it), once. */
  takeVerifyKey(toolId: string, text: string): VerifyKey | undefined {
    const c = riding.get(toolId)
    if (!c || !sameText(c.text, text)) return undefined
    riding.delete(toolId)
    return c.key
  },
  putFile(toolId: string, file: File) {
    pending.set(toolId, { file })
  },
  putStep(toolId: string, step: RecipeStepOffer, text: string) {
    pending.set(toolId, { step, text })
  },
  /** A step on its way (with the result it gave as `text`), taken by the screen that asked for it. */
  takeStep(toolId: string): { step: RecipeStepOffer; text: string } | undefined {
    const p = pending.get(toolId)
    if (!p?.step) return undefined
    pending.delete(toolId)
    return { step: p.step, text: p.text ?? '' }
  },
  takeText(toolId: string): string | undefined {
    const p = pending.get(toolId)
    if (p?.text === undefined || p.step) return undefined
    pending.delete(toolId)
    return p.text
  },
  takeFile(toolId: string): File | undefined {
    const p = pending.get(toolId)
    if (!p?.file) return undefined
    pending.delete(toolId)
    return p.file
  },
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const squash = (s: string) => s.replace(/\s+/g, ' ').trim()
/** A word such as a tab or mode name (`decode`, `toYaml`, `url`): a choice a port makes, not text typed. */
const isChoice = (s: string) => /^[A-Za-z][\w-]{0,19}$/.test(s)
/** Whether a value holds any text (a list of blank rows holds none). */
const hasText = (v: unknown): boolean =>
  typeof v === 'string' ? v.trim() !== '' : Array.isArray(v) ? v.some(hasText) : isPlainObject(v) ? Object.values(v).some(hasText) : false

/**
 * Issue 32: whether opening a tool with `text` (through its input port: detection, Send to, the
 * home page) replaced something the user had there, so the frame offers Undo. True when a field
 * of the state held something (not blank, not the tool's default) and now holds something else:
 * a text field that now holds what came from the text, or a list the port rebuilt from it (Fake
 * Data's fields) when the tool's defaults are known. A port may also switch a tab or mode (`side: 'decode'`): a word-like value that
 * is not the text itself is such a choice, not the text, and does not count.
 */
export function replacedInput(before: unknown, after: unknown, text: string, defaults?: unknown): boolean {
  if (typeof before === 'string') {
    if (typeof after !== 'string' || after === before || !before.trim() || before === defaults) return false
    return !isChoice(after) || squash(after) === squash(text)
  }
  if (Array.isArray(before)) {
    // A list counts only against known defaults: a tool's sample rows are not the user's.
    if (!Array.isArray(after) || !hasText(before) || defaults === undefined) return false
    const was = JSON.stringify(before)
    return was !== JSON.stringify(after) && was !== JSON.stringify(defaults)
  }
  if (!isPlainObject(before) || !isPlainObject(after)) return false
  return Object.keys(before).some((k) => replacedInput(before[k], after[k], text, isPlainObject(defaults) ? defaults[k] : undefined))
}

/** What a port's atom holds as the tool opens, when it says (a stored tool's defaults, an in-memory atom's initial value). */
export const defaultsOf = (a: object): unknown => ('defaults' in a ? a.defaults : 'init' in a ? a.init : undefined)
