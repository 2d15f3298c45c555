import { describe, expect, it } from 'vitest'
import { formatApi } from './format.impl'

describe('formatApi: the JSON workbench jobs (issue 18)', () => {
  it("'json' sorts keys when asked", () => {
    expect(formatApi.json({ text: '{"b":1,"a":[{"d":1,"c":2}]}', mode: 'minify', indent: 2, sortKeys: true })).toEqual({ ok: true, output: '{"a":[{"c":2,"d":1}],"b":1}', warnings: [] })
  })
  it("'json-repair' repairs, loading jsonrepair on first use", async () => {
    expect(await formatApi['json-repair']("{a: 'x', b: None,}")).toEqual({
      ok: true,
      output: '{"a": "x", "b": null}',
      changes: [
        { line: 1, column: 2, removed: 'a', added: '"a"', note: 'added quotes around `a`' },
        { line: 1, column: 5, removed: "'x'", added: '"x"', note: 'replaced single quotes with double quotes: `"x"`' },
        { line: 1, column: 10, removed: 'b', added: '"b"', note: 'added quotes around `b`' },
        { line: 1, column: 13, removed: 'None,', added: 'null', note: 'replaced Python `None` with `null`, and removed a trailing comma' },
      ],
      changeCount: 4,
    })
  })
  it("'json-unescape' unescapes, or answers null", () => {
    expect(formatApi['json-unescape']('"{\\"a\\":1}"')).toBe('{"a":1}')
    expect(formatApi['json-unescape']('{"a":1}')).toBeNull()
  })
})
