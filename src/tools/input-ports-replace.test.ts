import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { defaultsOf, replacedInput } from '../lib/handoff'
import { TOOLS, toolById } from './registry'

/**
 * Issue 32: two texts of one kind per tool. Sending the second after the first replaces the first
 * (the frame offers Undo); sending the first to the tool as it opens replaces nothing.
 */
const PAIRS: Record<string, [string, string]> = {
  'json-formatter': ['{"a":1}', '{"b":2}'],
  'json-schema': ['{"id": 1}', '{"id": 2}'],
  'json-typescript': ['{"id": 1}', '{"name": "Ada"}'],
  'svg-optimizer': ['<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>', '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>'],
  'json-yaml': ['{"a":1}', '{"b":2}'],
  'json-xml': ['{"a":1}', '{"b":2}'],
  'csv-json': ['a,b\n1,2', 'c,d\n3,4'],
  'yaml-validator': ['a: 1', 'b: 2'],
  'xml-formatter': ['<a>1</a>', '<b>2</b>'],
  'sql-formatter': ['select 1', 'select 2'],
  'js-formatter': ['const a = 1', 'const b = 2'],
  'css-formatter': ['a{color:red}', 'b{color:blue}'],
  'html-formatter': ['<div>1</div>', '<p>2</p>'],
  dockerfile: ['FROM node:20', 'FROM alpine:3'],
  base64: ['aGVsbG8gd29ybGQ=', 'Z29vZGJ5ZSB3b3JsZA=='],
  'url-encode': ['a b', 'c d'],
  'html-entity': ['<p>1</p>', '<p>2</p>'],
  timestamp: ['1700000000', '1800000000'],
  cron: ['*/5 * * * *', '0 12 * * 1'],
  semver: ['2.3.4', '3.0.0-rc.1'],
  subnet: ['10.0.0.0/24', '2001:db8::/48'],
  x509: ['-----BEGIN CERTIFICATE-----\nMIIA\n-----END CERTIFICATE-----', '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----'],
  keys: ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIC2yUzVLJxPsG96QtV2c9ZSKHuhQFHM/fFE+8+ROGvwy a', '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEALbJTNUsnE+wb3pC1XZz1lIoe6FAUcz98UT7z5E4a/DI=\n-----END PUBLIC KEY-----'],
  hash: ['hello', 'world'],
  encrypt: ['Deploy done', 'Another secret'],
  markdown: ['# One', '# Two'],
  regex: ['foo 1', 'bar 2'],
  slug: ['Hello World', 'Another Title'],
  diff: ['one\ntwo', 'three\nfour'],
  'text-diff': ['one\ntwo', 'three\nfour'],
  curl: ['https://a.example.com/', 'https://b.example.com/'],
  dns: ['a.example.com', 'https://b.example.com/x'],
  gitignore: ['node', 'python rust'],
  graphql: ['query { a }', 'query { b }'],
  webhook: ['{"event":"push"}', '{"event":"pull"}'],
  'linkedin-post': ['First post', 'Tom & Jerry <3'],
  'rest-client': ['https://a.example.com/users', "curl -X POST https://b.example.com/items -d '{}'"],
  bcrypt: ['correct horse', 'battery staple'],
  'case-converter': ['hello world', 'goodbye'],
  'color-picker': ['#ff8800', 'rgb(1, 2, 3)'],
  contrast: ['#336699', '#000 on #fff'],
  'http-status': ['404', 'HTTP/1.1 503 Service Unavailable'],
  jwt: ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIyIn0.sig'],
  'password-strength': ['hunter2', 'correct horse battery staple'],
  'unit-converter': ['5 km', '3.5 GiB'],
  'qr-code': ['Hello, QR', 'Another text'],
  'ascii-art': ['Deploy done', 'Build failed'],
  favicon: ['AB', 'CD'],
  'fake-data': ['{"name": "Ada"}', '{"email": "ada@example.com"}'],
  uuid: ['6ba7b810-9dad-11d1-80b4-00c04fd430c8', '017f22e2-79b0-7cc3-98c4-dc0c0c07398f'],
  recipe: ['aGVsbG8=', 'H4sIAAAAAAAAA8tIzcnJBwCGphA2BQAAAA=='],
  bytes: ['48 65 6c 6c 6f', 'SGVsbG8='],
  gradient: ['linear-gradient(90deg, #ff0000 0%, #0000ff 100%)', 'linear-gradient(45deg, #00ff00 0%, #000000 100%)'],
}

describe('replacedInput across every input port (issue 32)', () => {
  it('covers every tool with a port', () => {
    expect(Object.keys(PAIRS).sort()).toEqual(TOOLS.filter((t) => t.input).map((t) => t.id).sort())
  })

  for (const [id, [first, second]] of Object.entries(PAIRS)) {
    it(`${id}: a second text replaces the first; the first replaces nothing`, async () => {
      const port = (await toolById(id)!.input!()).default
      const defaults = defaultsOf(port.atom)
      const opened = createStore().get(port.atom)
      const one = port.accept(opened, first)
      const two = port.accept(one, second)
      expect(replacedInput(opened, one, first, defaults), 'as the tool opens').toBe(false)
      expect(replacedInput(one, two, second, defaults), 'over the first text').toBe(true)
      expect(replacedInput(two, port.accept(two, second), second, defaults), 'the same text again').toBe(false)
    })
  }
})
