/**
 * D25: content on its way to a tool. The shell puts a text (or a dropped file) here for a tool id,
 * then navigates; the tool frame (text, through the tool's input port) or the screen (a file,
 * through `takeFile`) picks it up once. Nothing here is stored: it lives in memory until taken.
 */
type Pending = { text?: string; file?: File }
const pending = new Map<string, Pending>()

export const handoff = {
  putText(toolId: string, text: string) {
    pending.set(toolId, { text })
  },
  putFile(toolId: string, file: File) {
    pending.set(toolId, { file })
  },
  takeText(toolId: string): string | undefined {
    const p = pending.get(toolId)
    if (p?.text === undefined) return undefined
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
