import type { Detector, Sample } from './types'
import { detections } from './util'

const GRADIENT = /^(?:background(?:-image)?\s*:\s*)?((?:repeating-)?(?:linear|radial|conic))-gradient\(/i

/** A CSS gradient value or declaration (`linear-gradient(90deg, #f00, #00f)`): to the Gradient Generator. */
export const gradient: Detector = (sample: Sample) => {
  const text = sample.trimmed
  if (sample.truncated || text.length > 4000) return []
  const m = GRADIENT.exec(text)
  if (!m || !text.replace(/;\s*$/, '').endsWith(')')) return []
  return detections('gradient', `CSS ${m[1]!.toLowerCase()} gradient`, [['gradient', 0.9]])
}
