import { describe, expect, it } from 'vitest'
import { format } from 'sql-formatter'
import { sizeStats } from './size.impl'
import { dialectThatParses, formatSql, minifySql, TRY_DIALECTS_UP_TO, type SqlJob } from './sql.impl'

const job = (text: string, over: Partial<SqlJob> = {}): SqlJob => ({ text, mode: 'format', useTabs: false, tabWidth: 2, dialect: 'sql', keywordCase: 'preserve', ...over })
const SAMPLE = "select u.id, u.name, count(o.id) as orders from users u left join orders o on o.user_id = u.id where u.active = 1 and u.name <> 'O''Brien  -- not a comment' group by u.id, u.name having count(o.id) > 2 order by orders desc"

describe('SQL formatting against sql-formatter itself', () => {
  it.each([2, 4, 8])('formats with %i spaces exactly as sql-formatter does', async (tabWidth) => {
    expect(await formatSql(job(SAMPLE, { tabWidth }))).toEqual({ ok: true, output: format(SAMPLE, { language: 'sql', tabWidth }) })
  })
  it('formats with tabs, a dialect and upper-case keywords', async () => {
    const r = await formatSql(job('select * from "t" where x = $1', { useTabs: true, dialect: 'postgresql', keywordCase: 'upper' }))
    expect(r).toEqual({ ok: true, output: format('select * from "t" where x = $1', { language: 'postgresql', useTabs: true, keywordCase: 'upper' }) })
    expect(r.ok && r.output).toBe('SELECT\n\t*\nFROM\n\t"t"\nWHERE\n\tx = $1')
  })
  it('breaks before the clauses SPEC lists and indents inside parentheses', async () => {
    const r = await formatSql(job('select a from t inner join s on s.id = t.id where t.x in (select y from z) union all select b from c'))
    expect(r.ok && r.output).toBe(
      'select\n  a\nfrom\n  t\n  inner join s on s.id = t.id\nwhere\n  t.x in (\n    select\n      y\n    from\n      z\n  )\nunion all\nselect\n  b\nfrom\n  c',
    )
  })
  it("returns sql-formatter's own message on a parse error", async () => {
    const r = await formatSql(job("select a from t where x = '"))
    expect(r).toEqual({ ok: false, message: expect.stringMatching(/^Parse error: Unexpected "'" at line 1 column 27\./) })
  })
  it('on a failure, names the first other dialect (in the menu order) that parses the text', async () => {
    expect(await formatSql(job('SELECT id, data::jsonb FROM users WHERE id = $1'))).toEqual({ ok: false, message: expect.stringMatching(/^Parse error/), parsesAs: 'postgresql' })
    // MySQL's `backquoted` names: standard SQL, first in the menu, reads them too.
    expect(await formatSql({ ...job('SELECT `a` FROM t'), dialect: 'postgresql' })).toMatchObject({ ok: false, parsesAs: 'sql' })
    expect(await formatSql({ ...job('SELECT $1::int'), dialect: 'mysql' })).toMatchObject({ ok: false, parsesAs: 'postgresql' })
    // No dialect parses an unterminated string; a very large text is not tried again in every dialect.
    expect(await formatSql(job("select a from t where x = '"))).not.toHaveProperty('parsesAs')
    expect(dialectThatParses(format, { text: `SELECT $1::int ${' '.repeat(TRY_DIALECTS_UP_TO)}`, dialect: 'sql' })).toBeUndefined()
  })
})

describe('SQL minify', () => {
  it('collapses to one line, keeps string literals and quoted names, removes comments', async () => {
    const text = "-- header\nSELECT  a ,\n  b /* block */ , 'x  -- y /* z */'\nFROM \"My  Table\" -- trailing\nWHERE c = 'it''s'  ;"
    const r = await formatSql(job(text, { mode: 'minify' }))
    const output = "SELECT a,b,'x  -- y /* z */' FROM \"My  Table\" WHERE c = 'it''s';"
    expect(r).toEqual({ ok: true, output, stats: await sizeStats(text, output) })
    expect(r.ok && r.stats).toMatchObject({ before: 107, after: 64 })
  })
  it('keeps dollar-quoted bodies and backslash-escaped MySQL strings', () => {
    expect(minifySql('select $$ a  -- b $$ ,  x', 'postgresql')).toBe('select $$ a  -- b $$,x')
    expect(minifySql("select 'a\\' -- b'  # c\n, d", 'mysql')).toBe("select 'a\\' -- b',d")
  })
  it('applies the keyword case before minifying', async () => {
    expect(await formatSql(job('select a from b', { mode: 'minify', keywordCase: 'upper' }))).toMatchObject({ ok: true, output: 'SELECT a FROM b' })
  })
})

describe('SQL minify means the same', () => {
  const CASES: [string, SqlJob['dialect']][] = [
    [SAMPLE, 'sql'],
    ['SELECT /*+ INDEX(o orders_user_idx) */ o.id ,  "Order  Total" FROM  orders o\nWHERE o.note LIKE \'%a  b%\' AND o.id IN (1 ,2,  3)', 'sql'],
    ["SELECT `weird  name`, 'it\\'s' FROM t WHERE x = 1 /*! AND y = 2 */", 'mysql'],
    ['SELECT $$ two  spaces $$ AS body, data->>\'k\' FROM "T"  WHERE id = $1', 'postgresql'],
    ['SELECT [My  Col] FROM [dbo].[T]  WHERE n = N\'x  y\'', 'tsql'],
  ]
  it.each(CASES)('sql-formatter formats the minified text as it formats the input: %s', async (text, dialect) => {
    const r = await formatSql(job(text, { mode: 'minify', dialect }))
    if (!r.ok) throw new Error(r.message)
    expect(r.output).not.toContain('\n')
    expect(format(r.output, { language: dialect })).toBe(format(text, { language: dialect }))
  })
  it('keeps optimizer hints and MySQL conditional comments, drops other comments', () => {
    expect(minifySql('SELECT /*+ INDEX(t i) */ a /* no */ FROM t', 'sql')).toBe('SELECT /*+ INDEX(t i) */ a FROM t')
    expect(minifySql('SELECT a FROM t /*!40001 SQL_NO_CACHE */ -- x\n;', 'mysql')).toBe('SELECT a FROM t /*!40001 SQL_NO_CACHE */;')
  })
})
