import type { Detector, Sample } from './types'
import { detections, unquote } from './util'

const BCRYPT = /^\$2[abxy]?\$(\d{2})\$[./A-Za-z0-9]{53}$/
/** An htpasswd line: `user:$2y$10$...`. */
const HTPASSWD = /^([^:\s]{1,64}):(\$2[abxy]?\$(\d{2})\$[./A-Za-z0-9]{53})$/

/** A bcrypt hash (`$2b$10$` + 53 characters), for the Bcrypt verifier. */
export const bcrypt: Detector = (sample: Sample) => {
  const text = unquote(sample.trimmed)
  if (sample.truncated || text.length > 200) return []
  const m = BCRYPT.exec(text)
  const h = m ? null : HTPASSWD.exec(text)
  const cost = Number(m ? m[1] : h?.[3])
  if (!(m || h) || cost < 4 || cost > 31) return []
  if (h) return detections('bcrypt', `htpasswd line for ${h[1]}, bcrypt cost ${cost}`, [['bcrypt', 0.9]])
  return detections('bcrypt', `bcrypt hash, cost ${cost}`, [['bcrypt', 0.99]])
}
