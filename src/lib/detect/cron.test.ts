import { describe, expect, it } from 'vitest'
import { cron } from './cron'
import { sampleOf } from './index'

const run = (text: string) => cron(sampleOf(text))

describe('cron detector', () => {
  it('describes an expression with cronstrue', () => {
    expect(run('0 9 * * 1-5')).toEqual([{ toolId: 'cron', confidence: 0.96, reason: 'cron: At 09:00 AM, Monday through Friday', kind: 'cron' }])
    expect(run('*/15 * * * *')[0]!.reason).toBe('cron: Every 15 minutes')
    expect(run('30 4 1,15 * MON')[0]!.reason).toBe('cron: At 04:30 AM, on day 1 and 15 of the month, and on Monday')
  })

  it('reads a crontab line: the schedule, then the command', () => {
    expect(run('0 2 * * * /usr/local/bin/backup.sh --full')[0]).toMatchObject({ kind: 'crontab', reason: 'crontab line: At 02:00 AM, runs /usr/local/bin/backup.sh --full' })
  })

  it('five plain numbers are a valid expression but only a weak guess', () => {
    expect(run('1 2 3 4 5')[0]!.confidence).toBeLessThan(0.5)
  })

  it('near misses: values out of range (checked by croner), six or seven fields, prose', () => {
    expect(run('61 * * * *')).toEqual([])
    expect(run('10 20 30 40 50')).toEqual([])
    expect(run('0 0 12 * * ?')).toEqual([])
    expect(run('* * * *')).toEqual([])
    expect(run('every day at nine')).toEqual([])
    expect(run('0 9 * * 1-5\n0 10 * * *')).toEqual([])
  })
})
