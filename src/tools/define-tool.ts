import { atom, type WritableAtom } from 'jotai'
import type { ComponentType } from 'react'
import type { LucideIcon } from 'lucide-react'
import type { CategoryId } from './categories'

export type ToolDefinition = {
  /** Folder name, route slug and palette value: `#/<id>`. */
  id: string
  title: string
  description: string
  category: CategoryId
  /** What people type to find the tool: algorithm names, file types, synonyms. */
  keywords: string[]
  icon: LucideIcon
  /** The screen, loaded lazily as its own chunk (DECISIONS D2). */
  load: () => Promise<{ default: ComponentType }>
  /** localStorage entry `devtools-<storageId>` (SPEC section 3); absent if the tool persists nothing. */
  storageId?: string
  /**
   * D25, the input port: how a piece of text becomes this tool's input, loaded lazily (it lives in
   * `<id>.input.ts` beside the state). Detection, Send to, the share target and the home page open
   * a tool with content only through this; the tool never learns who sent it.
   */
  input?: () => Promise<{ default: InputPort }>
  /**
   * D25: the kinds of file this tool takes when one is dropped on the home page (MIME patterns such
   * as `image/*`, or `*` for any file). The screen picks the file up with `useIncomingFile`.
   */
  files?: { accept: string[]; reason: string }
  /**
   * Issue 32: what the tool does that people search for by its own name (`jq`, `HMAC`, `word diff`).
   * The palette lists each beside the tool ("JSON Formatter › jq query") and opens the tool on it.
   */
  features?: ToolFeature[]
}

/**
 * A feature inside a tool. How the tool opens on it is said in the screen's own words, so the
 * shell needs no knowledge of the tool's state: `select` names the tabs, radios or drop-down options
 * (as the screen shows them) chosen in turn once the screen is there, then the first field they show is focused;
 * `focus` names the control to focus instead (a checkbox, a field), and `option` the option that
 * control, a drop-down, takes as if the user chose it. With neither, the tool opens as it is, its
 * main input focused.
 */
export type ToolFeature = {
  name: string
  keywords: string[]
  select?: string[]
  focus?: string
  option?: string
}

/**
 * A tool's input port (D25): the atom holding its input, how a text becomes that state (every
 * other field as it was), and whether its main action runs once so the answer is on screen (for
 * tools whose main action is a button; tools that work live leave it off).
 *
 * D31 (issue 32): a tool with `run` also says, in `restore`, whether its state holds an input the
 * main action would work on (the open side's, not blank). The frame then runs the main action once
 * when the screen opens on such an input it already held (a reload, Back, a shared view), so an
 * input never comes back without its output. A tool that needs no run there says why (`skip`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type InputPort<T = any> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  atom: WritableAtom<T, [T], any>
  accept: (state: T, text: string) => T
  run: boolean
  restore?: RestoreRule<T>
}

/** When the main action runs on an input the screen opens with (D31), or why it never needs to. */
export type RestoreRule<T> = ((state: T) => boolean) | { skip: string }

/** Declares a tool's input port; `<id>.input.ts` default-exports one. */
export function inputPort<T>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  atom: WritableAtom<T, [NoInfer<T>], any>,
  accept: (state: T, text: string) => T,
  options: { run?: false } | { run: true; restore: RestoreRule<T> } = {},
): InputPort<T> {
  return { atom, accept, run: options.run ?? false, restore: options.run ? options.restore : undefined }
}

/** For `restore`: a text holds an input (more than white space). */
export const filled = (text: string | undefined) => !!text?.trim()

/** True when the screen opening on `state` should run the port's main action once (D31). */
export function runsOnRestore<T>(port: InputPort<T>, state: T): boolean {
  return port.run && typeof port.restore === 'function' && port.restore(state)
}

/** Declares a tool; `index.ts` files hold only this metadata, never heavy imports. */
export function defineTool(definition: ToolDefinition): ToolDefinition {
  return definition
}

/**
 * For a two-way tool whose open side (tab or mode) lives in its own atom: one atom holding the
 * tool's state with `side` beside it, so an input port can set the text and the side together.
 */
export function withSide<S extends object, D>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  stateAtom: WritableAtom<S, [NoInfer<S>], any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  sideAtom: WritableAtom<D, [NoInfer<D>], any>,
) {
  return atom(
    (get): S & { side: D } => ({ ...get(stateAtom), side: get(sideAtom) }),
    (_get, set, { side, ...state }: S & { side: D }) => {
      set(stateAtom, state as unknown as S)
      set(sideAtom, side)
    },
  )
}
