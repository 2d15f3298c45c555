import { chromium } from 'playwright-core'
import ts from 'typescript'
import { readFileSync, writeFileSync } from 'node:fs'
const src = ts.transpileModule(readFileSync('../src/lib/bench/photo.ts', 'utf8'), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage()
await page.goto('data:text/html,<p>x</p>')
const b64 = await page.evaluate(async (code) => {
  const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }))
  const m = await import(url)
  const buf = await m.makePhoto(6000, 4000, 1)
  const bytes = new Uint8Array(buf)
  let s = ''
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000))
  return btoa(s)
}, src)
writeFileSync('/tmp/photo24.jpg', Buffer.from(b64, 'base64'))
await browser.close()
