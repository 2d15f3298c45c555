import { describe, expect, it } from 'vitest'
import { sampleOf } from './index'
import { sql } from './sql'

const run = (text: string) => sql(sampleOf(text))

describe('sql detector', () => {
  it('reads a statement and its kind', () => {
    expect(run('SELECT id, email FROM users WHERE id = 1;')).toEqual([{ toolId: 'sql-formatter', confidence: 0.95, reason: 'SQL SELECT statement', kind: 'sql' }])
    expect(run('select id, name from customers where country = \'DE\';')[0]!.toolId).toBe('sql-formatter')
    expect(run('WITH t AS (SELECT 1 AS x) SELECT x FROM t')[0]!.reason).toBe('SQL WITH … SELECT statement')
  })

  it('counts statements and names the dialect when it shows', () => {
    const pg = 'CREATE TABLE t (id BIGSERIAL PRIMARY KEY, at TIMESTAMPTZ);\n-- seed\nINSERT INTO t (at) VALUES (now()) RETURNING id;\nSELECT * FROM t;'
    expect(run(pg)[0]!.reason).toBe('SQL (PostgreSQL), 3 statements (CREATE, INSERT, SELECT)')
    expect(run('CREATE TABLE `s` (`id` int NOT NULL AUTO_INCREMENT, PRIMARY KEY (`id`)) ENGINE=InnoDB;')[0]!.reason).toBe('SQL (MySQL) CREATE statement')
  })

  it('near misses: English that starts like SQL', () => {
    expect(run('Select the files you want to keep and update the list before you delete the rest.')).toEqual([])
    expect(run('Update your profile to continue')).toEqual([])
    expect(run('Delete from the top shelf first')).toEqual([])
    expect(run('create a new table for the party')).toEqual([])
    expect(run('select')).toEqual([])
  })
})
