import { DiffWorkbench } from '../../ui/diff-workbench'
import { diffViewerAtom } from './diff.state'

export default function DiffViewer() {
  return <DiffWorkbench atom={diffViewerAtom} />
}
