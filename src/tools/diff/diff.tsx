import { DiffWorkbench } from '../../ui/diff-workbench'
import { diffViewerShare } from './diff.state'

export default function DiffViewer() {
  return <DiffWorkbench share={diffViewerShare} />
}
