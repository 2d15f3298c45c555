/**
 * D34: an operation, declared once. A declaration is light metadata (no engine is imported with
 * it): the palette and the recipe workbench list every operation from the manifests alone
 * (src/ops/*.manifest.ts); its code runs in the recipe worker (src/workers/recipe/ops/*.ops.ts),
 * calling the same engine functions the tool screens call.
 *
 * Kinds: `text` is a string; `bytes` a Uint8Array; `json` is JSON text that parses (carried as its
 * text, so numbers survive exactly as written, D24). The runner converts text <-> bytes as UTF-8,
 * and text -> json after checking it parses; it refuses bytes that are not UTF-8 where text is
 * wanted, in words.
 */
export type Kind = 'text' | 'bytes' | 'json'

export type OpCategory = 'encoding' | 'compression' | 'hashing' | 'text' | 'data' | 'time' | 'crypto' | 'network'

export const OP_CATEGORIES: Record<OpCategory, string> = {
  encoding: 'Encoding',
  compression: 'Compression',
  hashing: 'Hashing',
  text: 'Text',
  data: 'Data formats',
  time: 'Date and time',
  crypto: 'Crypto',
  network: 'Network',
}

export type Choice = { value: string; label: string }

/** A key, a secret or an IV: the text typed and how to read it as bytes. */
export type KeyEncoding = 'utf8' | 'hex' | 'base64'

export type ArgDef =
  | { key: string; label: string; type: 'select'; options: readonly Choice[]; default: string }
  | { key: string; label: string; type: 'number'; default: number; min?: number; max?: number; step?: number }
  | { key: string; label: string; type: 'toggle'; default: boolean }
  | { key: string; label: string; type: 'text'; default: string; placeholder?: string }
  /** The value is stored under `key` and its encoding under `${key}Encoding` (default `encoding`). */
  | { key: string; label: string; type: 'key'; default: string; encoding: KeyEncoding }

export type ArgValue = string | number | boolean
export type Args = Record<string, ArgValue>

export type OperationMeta = {
  /** Kebab-case, stable: saved recipes and links name operations by it. */
  id: string
  /** As a user reads it: "From Base64", "Gunzip", "SHA-256". */
  name: string
  category: OpCategory
  /** One sentence: what it does, the format it follows. */
  description: string
  keywords: readonly string[]
  input: Kind
  output: Kind
  args?: readonly ArgDef[]
  /** The operation that undoes this one (its arguments of the same key are carried over). */
  inverse?: string
  /** The inverse's arguments, where carrying them over is not enough (ROT13 by 5 is undone by 21). */
  inverseArgs?: (args: Args) => Args
  /** Works chunk by chunk (bytes in, bytes out), so a recipe of such steps runs on a file of any size. */
  stream?: boolean
  /** Magic (D36) may try it when it looks for what decodes a blob. */
  decodes?: boolean
}

/** Declares an operation (identity: the type checks the declaration). */
export const defineOperation = (meta: OperationMeta): OperationMeta => meta

/** A step of a recipe: an operation and its arguments (D35). */
export type Step = { op: string; args: Args; disabled?: boolean; breakpoint?: boolean }

export type Recipe = { name: string; steps: Step[] }
