import { Route, Routes, useParams } from 'react-router-dom'
import { toolById } from '../tools/registry'
import { HomePage } from './home/home'
import { ToolFrame } from './layout/tool-frame'
import { NotFoundPage } from './not-found/not-found'

function ToolRoute() {
  const { toolId = '' } = useParams()
  const tool = toolById(toolId)
  return tool ? <ToolFrame key={tool.id} tool={tool} /> : <NotFoundPage />
}

/** DECISIONS D2: hash routes `#/<tool id>`; each tool's screen is its own lazily loaded chunk. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/:toolId" element={<ToolRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  )
}
