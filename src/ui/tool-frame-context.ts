import { createContext, useContext, useLayoutEffect } from 'react'
import type { ResultText } from '../lib/held-text'
import type { RecipeStepOffer } from '../lib/handoff'
import type { AnyShareSpec } from '../lib/share'

/**
 * What a tool tells the frame around it. The frame turns these into the Copy, Export and Share
 * buttons and the shortcuts of DECISIONS D23 (Ctrl/Cmd+Enter runs `mainAction`, Ctrl/Cmd+Shift+C
 * copies `result`), so no tool wires a shortcut itself.
 */
export type ToolBindings = {
  /**
   * The tool's current result; the frame's Copy button shows only when it is non-empty. A large one
   * may be held out of the page's heap (lib/held-text.ts): Copy, Send to and Share read it from there.
   */
  result?: ResultText
  /**
   * D31: true while the shown result was computed from inputs that have since changed (and the
   * tool does not recompute it live). The frame then refuses to copy it as current.
   */
  stale?: boolean
  /** The tool's main action (Format, Encode, Send, ...). */
  mainAction?: () => void
  /** A file the frame's Export button downloads. */
  exportFile?: { name: string; content: () => string | Blob }
  /** What Share puts into a link (DECISIONS D5, D32), declared beside the tool's state. */
  share?: AnyShareSpec
  /**
   * D35: the screen's transform as a recipe step (operation id and arguments, and the input it ran
   * on), offered as "Add to recipe" in Send to. Left out by a screen whose work is not an operation.
   */
  recipeStep?: RecipeStepOffer
}

export type ToolFrameApi = { update(bindings: ToolBindings): void }

export const ToolFrameContext = createContext<ToolFrameApi | null>(null)

/** Declares the tool's result and main action to the frame; call it on every render. */
export function useToolFrame(bindings: ToolBindings) {
  const api = useContext(ToolFrameContext)
  useLayoutEffect(() => {
    api?.update(bindings)
  })
}
