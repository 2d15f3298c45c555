import type { Detector, Sample } from './types'
import { detections, firstLines, plural, prefixNote } from './util'

const INSTRUCTION = /^(FROM|RUN|CMD|LABEL|MAINTAINER|EXPOSE|ENV|ADD|COPY|ENTRYPOINT|VOLUME|USER|WORKDIR|ARG|ONBUILD|STOPSIGNAL|HEALTHCHECK|SHELL)(?:\s+\S|$)/

/**
 * A Dockerfile: its instructions (upper case, as written in practice) make up the lines, and the
 * first one is FROM (ARG and parser directives may come before it).
 */
export const dockerfile: Detector = (sample: Sample) => {
  let instructions = 0
  let other = 0
  let froms = 0
  let firstFrom: string | null = null
  /** Only ARG before the first FROM, as Docker requires. */
  let fromFirst = true
  let continued = false
  let heredoc: string | null = null
  for (const raw of firstLines(sample.trimmed, 500)) {
    const line = raw.trim()
    if (heredoc !== null) {
      if (line === heredoc) heredoc = null
      continue
    }
    const wasContinued = continued
    continued = line.endsWith('\\')
    if (!line || line.startsWith('#') || wasContinued) continue
    const m = INSTRUCTION.exec(line)
    if (!m) {
      other++
      continue
    }
    instructions++
    heredoc = /<<-?\s*["']?(\w+)["']?\s*$/.exec(line)?.[1] ?? null
    if (m[1] === 'FROM') {
      froms++
      firstFrom ??= line.split(/\s+/)[1] ?? null
    } else if (froms === 0 && m[1] !== 'ARG') fromFirst = false
  }
  if (instructions < 2 || other > instructions * 0.25) return []
  const confidence = froms > 0 && fromFirst ? 0.97 : froms > 0 ? 0.85 : instructions >= 3 ? 0.6 : 0.4
  const stages = froms > 1 ? `${plural(froms, 'stage')}, ` : ''
  const reason = firstFrom ? `Dockerfile, ${stages}FROM ${firstFrom}` : `Dockerfile instructions, ${plural(instructions, 'line')}`
  return detections('dockerfile', `${reason}${prefixNote(sample)}`, [['dockerfile', confidence]])
}
