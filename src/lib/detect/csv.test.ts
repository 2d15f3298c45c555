import { describe, expect, it } from 'vitest'
import { csv, splitCells } from './csv'
import { sampleOf } from './index'

const run = (text: string) => csv(sampleOf(text))

describe('csv detector', () => {
  it('reads CSV with a header, quoted commas and doubled quotes', () => {
    const [d] = run('sku,name,price,tags\nA-1,"Widget, small",4.99,a\nA-2,"Widget ""Pro""",12.50,b\n')
    expect(d).toEqual({ toolId: 'csv-json', confidence: 0.88, reason: 'CSV, 4 columns, 2 rows (sku, name, price, …)', kind: 'csv' })
    expect(splitCells('a,"b,c","d ""e"""', ',')).toEqual(['a', 'b,c', 'd "e"'])
  })

  it('reads TSV and semicolon-separated CSV', () => {
    expect(run('date\tvisitors\tviews\n2024-06-01\t12\t33\n2024-06-02\t13\t39')[0]).toMatchObject({ kind: 'tsv', reason: 'TSV (tab-separated), 3 columns, 2 rows (date, visitors, views)' })
    expect(run('Artikel;Menge;Preis\nSchrauben;100;0,05\nDübel;50;0,10')[0]!.reason).toBe('CSV (semicolon-separated), 3 columns, 2 rows (Artikel, Menge, Preis)')
  })

  it('near misses: prose with commas, log lines, code, a single line, JSON', () => {
    expect(run('Thanks, I will look at it tomorrow, after the standup.\nSure, no rush, whenever you can.\nOK, great, talk soon then.')).toEqual([])
    expect(run('2024-06-01 10:22:31,118 INFO Starting scheduler with 4 threads\n2024-06-01 10:22:31,502 INFO Loaded 12 jobs from the database\n2024-06-01 10:22:32,990 WARN Job nightly-report missed its run')).toEqual([])
    expect(run('foo(a, b, c);\nbar(d, e, f);\nbaz(g, h, i);')).toEqual([])
    expect(run('a,b,c')).toEqual([])
    expect(run('{"a":1,"b":2}\n{"a":3,"b":4}')).toEqual([])
    expect(run('a,b,c\n1,2\n3,4,5,6\n7')).toEqual([])
  })
})
