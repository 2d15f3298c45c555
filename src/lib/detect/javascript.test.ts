import { describe, expect, it } from 'vitest'
import { sampleOf } from './index'
import { javascript } from './javascript'

const run = (text: string) => javascript(sampleOf(text))

describe('javascript detector', () => {
  it('reads JavaScript, TypeScript and JSX', () => {
    expect(run("const express = require('express')\napp.get('/', (req, res) => res.json({ ok: true }))\nconsole.log('up')")[0]).toMatchObject({ toolId: 'js-formatter', kind: 'javascript', reason: 'JavaScript, 3 lines' })
    expect(run('export interface User {\n  id: string\n}\nexport type Id = User["id"]\nexport function f(u: User): string {\n  return u.id\n}')[0]).toMatchObject({ kind: 'typescript', reason: 'TypeScript, 7 lines' })
    expect(run("import { useState } from 'react'\nexport default function C() {\n  const [n, setN] = useState(0)\n  return <div className=\"c\">{n}</div>\n}")[0]!.reason).toBe('JavaScript with JSX (React), 1 import')
  })

  it('reads minified code', () => {
    const min = `!function(e,t){"object"==typeof exports?module.exports=t():e.x=t()}(this,function(){"use strict";var n=${'1,'.repeat(1200)}2;return function(e){return e!==n}});`
    expect(run(min)[0]!.reason).toBe('JavaScript, minified, 1 line')
  })

  it('`{"a":1` is not JSON but may be a JavaScript fragment: a weak guess; valid JSON is not JavaScript here', () => {
    expect(run('{"a":1')).toEqual([{ toolId: 'js-formatter', confidence: 0.35, reason: 'JavaScript object or array? (not valid JSON)', kind: 'javascript' }])
    expect(run('{"a":1}')).toEqual([])
  })

  it('near misses: Python, Go, Java, shell, Markdown with fenced code, diffs, prose', () => {
    expect(run('def load(path):\n    with open(path) as f:\n        return json.load(f)\n\nif __name__ == "__main__":\n    print(load("x"))')).toEqual([])
    expect(run('package main\n\nfunc main() {\n\tx := 1\n\tfmt.Println(x)\n}')).toEqual([])
    expect(run('public class Main {\n  public static void main(String[] args) {\n    System.out.println("hi");\n  }\n}')).toEqual([])
    expect(run('#!/bin/bash\nif [ -f x ]; then\n  echo yes\nfi')).toEqual([])
    expect(run('# Usage\n\n```js\nconst a = 1\n```')).toEqual([])
    expect(run('@@ -1 +1 @@\n-const a = 1\n+const a = 2')).toEqual([])
    expect(run('Let me know when the build is done.')).toEqual([])
  })

  it('issue 32: a TypeScript declaration file (declare namespace, export =) is TypeScript, not C#', () => {
    const dts = 'declare namespace Tally {\n  interface Options { start?: number }\n}\ndeclare function tally(o?: Tally.Options): number;\nexport = tally;'
    expect(run(dts)).toEqual([{ toolId: 'js-formatter', confidence: 0.9, reason: 'TypeScript, 5 lines', kind: 'typescript' }])
    expect(run('declare const BUILD_TIME: string;\ndeclare var __DEV__: boolean;')[0]).toMatchObject({ kind: 'typescript' })
    // C# keeps its namespace at the start of a line.
    expect(run('using System;\nnamespace Shop.Api {\n  public class Cart { }\n}')).toEqual([])
  })
})
