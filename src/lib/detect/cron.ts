import { Cron } from 'croner'
import cronstrue from 'cronstrue'
import type { Detector, Sample } from './types'
import { detections } from './util'

const NAME = '(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC|SUN|MON|TUE|WED|THU|FRI|SAT)'
const ATOM = `(?:\\d{1,2}|${NAME})`
const ITEM = `(?:\\*|\\?|${ATOM}(?:-${ATOM})?|\\d{1,2}[LW#]\\d?|L|LW)(?:\\/\\d{1,2})?`
const FIELD = new RegExp(`^${ITEM}(?:,${ITEM})*$`, 'i')

/** Checks and describes a five-field expression with the cron library; null when it is not one. */
export function describeCron(expression: string): string | null {
  try {
    new Cron(expression, { mode: '5-part', paused: true })
    return cronstrue.toString(expression, { throwExceptionOnParseError: true, use24HourTimeFormat: false })
  } catch {
    return null
  }
}

/**
 * A five-field cron expression (`*\/15 9-17 * * MON-FRI`), checked by croner and described by
 * cronstrue, or a crontab line (the five fields, then a command).
 */
export const cron: Detector = (sample: Sample) => {
  const text = sample.trimmed
  if (sample.truncated || text.length > 300 || /[\r\n]/.test(text)) return []
  const words = text.split(/[ \t]+/)
  if (words.length < 5) return []
  const fields = words.slice(0, 5)
  if (!fields.every((f) => FIELD.test(f))) return []
  const expression = fields.join(' ')
  const description = describeCron(expression)
  if (!description) return []
  const command = words.slice(5).join(' ')
  const wild = /[*?/]/.test(expression) || /[A-Z]{3}/i.test(expression)
  if (command) {
    if (FIELD.test(words[5]!)) return [] // six or seven fields: seconds or years, not this cron
    const shown = command.length > 40 ? `${command.slice(0, 39)}…` : command
    return detections('crontab', `crontab line: ${description}, runs ${shown}`, [['cron', wild ? 0.9 : 0.5]])
  }
  // Five plain numbers (`1 2 3 4 5`) are a valid expression, but more likely just numbers.
  return detections('cron', `cron: ${description}`, [['cron', wild ? 0.96 : 0.45]])
}
