import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { defaultOptions, LANGUAGE_IDS, validOptions, type LanguageId, type OptionValues } from './languages'
import { generateTypes, hoistGoImports, objectKeys, rendererOptionsOf, type TypesJob, type TypesOutcome } from './types.impl'

const job = (json: string, lang: LanguageId = 'typescript', extra: Partial<TypesJob> = {}): TypesJob => ({
  json,
  lang,
  rootName: 'Root',
  options: defaultOptions(lang),
  dates: false,
  allOptional: false,
  ...extra,
})

async function code(json: string, lang: LanguageId = 'typescript', extra: Partial<TypesJob> = {}): Promise<string> {
  const o = await generateTypes(job(json, lang, extra))
  if (o.kind !== 'ok') throw new Error(`expected types, got ${JSON.stringify(o)}`)
  return o.code
}

/**
 * Type-checks sources with the TypeScript compiler API (one program, strict), each as a module next
 * to this checkout's node_modules (so `import * as z from "zod"` resolves); returns each source's
 * diagnostics by its name (an empty list: it compiles).
 */
function typeCheck(sources: Record<string, string>): Record<string, string[]> {
  const dir = join(process.cwd(), '__generated__')
  const files = new Map(Object.entries(sources).map(([name, source], i) => [join(dir, `sample${i}.ts`), { name, source }]))
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
    skipLibCheck: true,
  }
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (file, lang, ...rest) => {
    const own = files.get(file)
    return own ? ts.createSourceFile(file, own.source, lang) : getSourceFile(file, lang, ...rest)
  }
  const fileExists = host.fileExists.bind(host)
  host.fileExists = (file) => files.has(file) || fileExists(file)
  const readFile = host.readFile.bind(host)
  host.readFile = (file) => files.get(file)?.source ?? readFile(file)
  const program = ts.createProgram([...files.keys()], options, host)
  const out: Record<string, string[]> = Object.fromEntries(Object.keys(sources).map((name) => [name, []]))
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : null
    const name = (d.file && files.get(d.file.fileName)?.name) ?? 'global'
    ;(out[name] ??= []).push(`${where ? `${where.line + 1}:${where.character + 1} ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
  }
  return out
}

const noErrors = (sources: Record<string, string>) => Object.fromEntries(Object.keys(sources).map((name) => [name, []]))

/** Sample documents: the shapes that trip type generators up. */
const SAMPLES: Record<string, string> = {
  nested: '{"user": {"profile": {"name": "Ada", "age": 36, "links": {"home": "https://a.example"}}}, "ok": true}',
  'array of objects, differing keys': '{"items": [{"id": 1, "name": "a"}, {"id": 2, "price": 9.5}, {"id": 3, "name": "c", "tags": ["x"]}]}',
  nulls: '{"a": null, "b": "x", "list": [{"v": null}, {"v": 2}], "n": [null, 1]}',
  'mixed numbers': '{"n": [1, 2.5, -3, 1e3], "big": 12345678901234567890, "i": 7}',
  'keys needing quotes': '{"first-name": "Ada", "class": 1, "1st": true, "a b": 2, "": 3, "$ref": "#", "__proto__": 4, "constructor": 5, "default": 6}',
  unicode: '{"über": 1, "名前": "花子", "emoji😀": "x", "naïve": {"ça": [1]}}',
  'empty arrays and objects': '{"none": [], "empty": {}, "deep": [[], [[1]]]}',
  'top-level array': '[{"id": 1, "a": "x"}, {"id": 2}, {"id": 3, "b": [true]}]',
  'top-level primitive': '42',
  'mixed array': '{"mix": [1, "two", {"three": 3}, [4], null, false]}',
  'same shape twice': '{"home": {"street": "a", "zip": "1"}, "work": {"street": "b", "zip": "2"}}',
}

describe('JSON to TypeScript: the output compiles', () => {
  it('every sample: strict TypeScript, zero diagnostics', async () => {
    const sources: Record<string, string> = {}
    for (const [name, json] of Object.entries(SAMPLES)) sources[name] = await code(json)
    expect(typeCheck(sources)).toEqual(noErrors(sources))
  })

  it('with every option turned on, every sample still compiles', async () => {
    const sources: Record<string, string> = {}
    for (const [name, json] of Object.entries(SAMPLES)) sources[name] = await code(json, 'typescript', { options: { readonly: true, typeAliases: true }, dates: true, allOptional: true })
    expect(typeCheck(sources)).toEqual(noErrors(sources))
  })

  it('a sample with a type error is caught (the check is real)', () => {
    expect(typeCheck({ bad: 'export interface A { a: number }\nexport const x: A = { a: "1" }\n' }).bad).toHaveLength(1)
  })
})

describe('JSON to TypeScript: what the types say', () => {
  it('a property missing from some objects of an array is optional; one in all of them is required; the array merges into one type', async () => {
    const out = await code(SAMPLES['array of objects, differing keys']!)
    expect(out).toContain('items: Item[];')
    expect(out).toMatch(/ id:\s+number;/)
    expect(out).toMatch(/ name\?:\s+string;/)
    expect(out).toMatch(/ price\?:\s+number;/)
    expect(out).toMatch(/ tags\?:\s+string\[\];/)
    expect(out.match(/export interface/g)).toHaveLength(2)
  })

  it('null makes a property nullable, and a value only ever null is null', async () => {
    const out = await code(SAMPLES.nulls!)
    expect(out).toMatch(/ a:\s+null;/)
    expect(out).toMatch(/ v:\s+number \| null;/)
    expect(out).toMatch(/ n:\s+Array<number \| null>;/)
  })

  it('keys that are not identifiers are quoted; the others stay as they are', async () => {
    const out = await code(SAMPLES['keys needing quotes']!)
    for (const k of ['"first-name": string', '"1st":', '"a b":', '"":']) expect(out).toContain(k)
    expect(out).toMatch(/ class:\s+number;/)
    expect(out).toMatch(/ \$ref:\s+string;/)
  })

  it('the root type takes the given name; nested types are named after their keys', async () => {
    const out = await code(SAMPLES.nested!, 'typescript', { rootName: 'ApiResponse' })
    expect(out).toContain('export interface ApiResponse {')
    expect(out).toContain('export interface User {')
    expect(out).toContain('export interface Profile {')
    expect(out).toContain('export interface Links {')
  })

  it('an empty array is unknown[], mixed arrays are unions, identical shapes share one type', async () => {
    expect(await code(SAMPLES['empty arrays and objects']!)).toMatch(/ none:\s+unknown\[\];/)
    expect(await code(SAMPLES['mixed array']!)).toMatch(/mix: Array<.*boolean.*number.*null.*string.*>/)
    const same = await code(SAMPLES['same shape twice']!)
    expect(same).toMatch(/ home:\s+(\w+);/)
    expect(same.match(/export interface/g)).toHaveLength(2)
  })

  it('options: readonly, type aliases, all optional, dates', async () => {
    const j = '{"id": 1, "at": "2024-05-01T10:00:00Z"}'
    expect(await code(j, 'typescript', { options: { readonly: true, typeAliases: false } })).toMatch(/readonly id:\s+number;/)
    expect(await code(j, 'typescript', { options: { readonly: false, typeAliases: true } })).toContain('export type Root = {')
    expect(await code(j, 'typescript', { allOptional: true })).toMatch(/id\?:\s+number;/)
    expect(await code(j)).toMatch(/at:\s+string;/)
    expect(await code(j, 'typescript', { dates: true })).toMatch(/at:\s+Date;/)
  })

  it('a top-level array: the root type describes one element, and the outcome says so', async () => {
    const o = await generateTypes(job(SAMPLES['top-level array']!))
    expect(o.kind === 'ok' && o.top).toBe('array')
    expect(o.kind === 'ok' && o.code).toMatch(/export interface Root \{\n\s+id:\s+number;\n\s+a\?:\s+string;\n\s+b\?:\s+boolean\[\];\n\}/)
  })
})

describe('errors and edge cases', () => {
  it('empty input is empty, not an error', async () => {
    expect(await generateTypes(job('  \n'))).toEqual({ kind: 'empty' })
  })

  it('a JSON error points at its line and column, in the parser’s words', async () => {
    const o = await generateTypes(job('{\n  "a": 1,\n  "b": tru\n}'))
    expect(o).toEqual({ kind: 'syntax', error: expect.objectContaining({ line: 3, column: 8 }) as unknown })
    const trailing = (await generateTypes(job('{"a": [1, 2,]}'))) as Extract<TypesOutcome, { kind: 'syntax' }>
    expect(trailing.kind).toBe('syntax')
    expect([trailing.error.line, trailing.error.column]).toEqual([1, 13])
  })

  it('an empty top-level array produces no types (the screen says why)', async () => {
    const o = await generateTypes(job('[]'))
    expect(o).toMatchObject({ kind: 'ok', code: '', top: 'array' })
  })

  it('a top-level primitive becomes an alias', async () => {
    expect(await code('"x"')).toContain('type Root = string;')
  })
})

const requireHere = createRequire(import.meta.url)
const hasZod = (() => {
  try {
    requireHere.resolve('zod')
    return true
  } catch {
    return false
  }
})()

describe('other languages', () => {
  it.skipIf(!hasZod)('Zod: the schemas type-check against zod’s own types, optional keys are .optional()', async () => {
    const sources: Record<string, string> = {}
    for (const [name, json] of Object.entries(SAMPLES)) sources[name] = await code(json, 'zod')
    for (const out of Object.values(sources)) expect(out).toContain('import * as z from "zod"')
    expect(typeCheck(sources)).toEqual(noErrors(sources))
    const out = await code(SAMPLES['array of objects, differing keys']!, 'zod')
    expect(out).toContain('"price": z.number().optional(),')
    expect(out).toContain('export type Root = z.infer<typeof RootSchema>;')
    expect(await code('{"a": 1}', 'zod', { options: { schemaOnly: true } })).not.toContain('z.infer')
  })

  it('JSON Schema: a valid JSON document with required and optional properties', async () => {
    const schema = JSON.parse(await code(SAMPLES['array of objects, differing keys']!, 'schema')) as { definitions: Record<string, { required: string[]; properties: Record<string, unknown> }> }
    expect(schema.definitions.Item!.required).toEqual(['id'])
    expect(Object.keys(schema.definitions.Item!.properties)).toEqual(['id', 'name', 'price', 'tags'])
  })

  it('Go: exported fields with json tags, pointers for optional ones, imports after the package clause', async () => {
    const out = await code('{"first-name": "Ada", "items": [{"a": 1}, {"a": 2, "at": "2024-05-01T10:00:00Z"}]}', 'go', { options: { package: 'models', omitEmpty: false }, dates: true })
    expect(out.startsWith('package models\n\nimport "time"\n')).toBe(true)
    expect(out).toMatch(/FirstName string\s+`json:"first-name"`/)
    expect(out).toMatch(/At \*time\.Time `json:"at,omitempty"`/)
    expect(out.indexOf('import')).toBeLessThan(out.indexOf('type '))
  })

  it('Go: an invalid package name falls back to main', () => {
    expect(rendererOptionsOf({ lang: 'go', options: { package: 'my pkg', omitEmpty: false } }).package).toBe('main')
    expect(rendererOptionsOf({ lang: 'go', options: { package: 'api', omitEmpty: false } }).package).toBe('api')
  })

  it('Rust: serde derives, renamed fields keep their JSON key, optional fields are Option', async () => {
    const out = await code('{"first-name": "Ada", "items": [{"a": 1}, {"a": 2, "b": "x"}]}', 'rust')
    expect(out).toContain('use serde::{Serialize, Deserialize};')
    expect(out).toContain('#[derive(Debug, Clone, Serialize, Deserialize)]')
    expect(out).toMatch(/pub struct Root \{/)
    expect(out).toMatch(/#\[serde\(rename = "first-name"\)\]\s+pub first_name: String,|#\[serde\(rename_all = "kebab-case"\)\]/)
    expect(out).toContain('pub b: Option<String>,')
    expect(out).not.toContain('// Example code')
  })

  it('Python: dataclasses or pydantic; renamed keys are reported for plain classes', async () => {
    const json = '{"first-name": "Ada", "class": 1, "ok": true}'
    const dc = await generateTypes(job(json, 'python'))
    expect(dc.kind === 'ok' && dc.code).toContain('@dataclass')
    expect(dc).toMatchObject({ renamed: ['first-name', 'class'], renamedCount: 2 })
    const helpers = await generateTypes(job(json, 'python', { options: { style: 'dataclass-helpers', version: '3.10' } }))
    expect(helpers.kind === 'ok' && helpers.code).toContain('obj.get("first-name")')
    expect(helpers).toMatchObject({ renamedCount: 0 })
    expect(await code(json, 'python', { options: { style: 'pydantic', version: '3.10' } })).toContain('class Root(BaseModel):')
  })

  it('C#, Kotlin, Java, Swift: classes named after the root, JSON keys kept where the output has attributes', async () => {
    const json = '{"first-name": "Ada", "n": 1}'
    expect(await code(json, 'csharp')).toMatch(/\[JsonPropertyName\("first-name"\)\]\s+public string FirstName \{ get; set; \}/)
    expect(await code(json, 'kotlin')).toContain('data class Root (')
    expect(await code(json, 'kotlin', { options: { framework: 'kotlinx', package: 'com.example' } })).toContain('@SerialName("first-name")')
    expect(await code(json, 'java')).toContain('public class Root {')
    expect(await code(json, 'swift')).toContain('case firstName = "first-name"')
  })

  it('every language generates from every sample without failing', async () => {
    for (const lang of LANGUAGE_IDS) {
      for (const [name, json] of Object.entries(SAMPLES)) {
        const o = await generateTypes(job(json, lang))
        expect(o.kind, `${lang}: ${name}`).toBe('ok')
      }
    }
  })

  const python = spawnSync('python3', ['--version']).status === 0
  it.skipIf(!python)('Python output parses (python3 ast), in every style', async () => {
    const outputs: string[] = []
    for (const style of ['dataclass', 'dataclass-helpers', 'pydantic']) for (const json of Object.values(SAMPLES)) outputs.push(await code(json, 'python', { options: { style, version: '3.10' } }))
    const script = 'import ast, json, sys\nfor i, src in enumerate(json.load(sys.stdin)):\n    try: ast.parse(src)\n    except SyntaxError as e: print(i, e); sys.exit(1)'
    const r = spawnSync('python3', ['-c', script], { input: JSON.stringify(outputs) })
    expect(r.status, String(r.stdout)).toBe(0)
  })

  const javac = spawnSync('javac', ['-version']).status === 0
  it.skipIf(!javac)('Java plain classes compile (javac)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'types-java-'))
    try {
      const out = await code(SAMPLES['array of objects, differing keys']!, 'java', { options: { style: 'plain', lombok: false, package: 'com.example' } })
      const files = out.split(/^\/\/ (\w+\.java)$/m).slice(1)
      const names: string[] = []
      for (let i = 0; i < files.length; i += 2) {
        names.push(join(dir, files[i]!))
        writeFileSync(join(dir, files[i]!), files[i + 1]!)
      }
      const r = spawnSync('javac', ['-d', join(dir, 'out'), ...names])
      expect(r.status, String(r.stderr)).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('helpers', () => {
  it('hoistGoImports moves quicktype’s scattered imports to the top, once each', () => {
    expect(hoistGoImports('package a\n\ntype A struct {\n}\n\nimport "time"\n\ntype B struct {\n\tT time.Time\n}\n\nimport "time"\n\ntype C struct{}\n')).toBe(
      'package a\n\nimport "time"\n\ntype A struct {\n}\n\ntype B struct {\n\tT time.Time\n}\n\ntype C struct{}\n',
    )
    expect(hoistGoImports('package a\n\nimport "time"\n\nimport "encoding/json"\n\ntype A struct{}\n')).toBe('package a\n\nimport (\n\t"time"\n\t"encoding/json"\n)\n\ntype A struct{}\n')
  })

  it('objectKeys: distinct keys of every object, not those of number-keyed maps', () => {
    expect([...objectKeys({ a: 1, b: [{ c: 1 }, { '1': { d: 2 }, '2': {} }] })].sort()).toEqual(['a', 'b', 'c', 'd'])
  })

  it('validOptions keeps known values and defaults the rest', () => {
    const stored: OptionValues = { style: 'pydantic', version: '2.7' }
    expect(validOptions('python', stored)).toEqual({ style: 'pydantic', version: '3.10' })
    expect(validOptions('go', 'nonsense')).toEqual(defaultOptions('go'))
  })
})
