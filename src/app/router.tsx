import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom'
import { toolById } from '../tools/registry'
import { HomePage } from './home/home'
import { ToolFrame } from './layout/tool-frame'
import { NotFoundPage } from './not-found/not-found'

function ToolRoute() {
  const { toolId = '' } = useParams()
  const { search } = useLocation()
  const tool = toolById(toolId)
  if (tool) return <ToolFrame key={tool.id} tool={tool} />
  // Issue 21: routes are matched case-insensitively; `#/JSON-Formatter` goes to the canonical id.
  const canonical = toolById(toolId.toLowerCase())
  if (canonical) return <Navigate to={{ pathname: `/${canonical.id}`, search }} replace />
  return <NotFoundPage />
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
