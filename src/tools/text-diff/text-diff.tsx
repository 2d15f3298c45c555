import { DiffWorkbench } from '../../ui/diff-workbench'
import { textDiffShare } from './text-diff.state'

/** SPEC: /text-diff is the same kind of line diff as /diff: the same engine and the same screen. */
export default function TextDiff() {
  return <DiffWorkbench share={textDiffShare} />
}
