// Runs one recipe through CyberChef's engine in node (its npm package is its Node build), as a
// child of bench/run.mjs: `node cyberchef-run.mjs <cyberchef dir> <job> <input path>`. It reads
// the whole input into memory, as CyberChef does, bakes, and prints one JSON line: the bake's time
// (the read not included), the output's size and digest, and the process's peak RSS.
import { readFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const [dir, job, input] = process.argv.slice(2)
// The package's ES entry (its "exports" import condition), from the install outside the project.
const chef = (await import(pathToFileURL(join(dir, 'node_modules/cyberchef/src/node/index.mjs')).href)).default

const RECIPES = {
  'gunzip-sha256': [
    { op: 'Gunzip', args: [] },
    { op: 'SHA2', args: ['256', 64, 160] },
  ],
  'hex-base64': [
    { op: 'From Hex', args: ['Auto'] },
    { op: 'To Base64', args: ['A-Za-z0-9+/='] },
  ],
}
const buf = readFileSync(input)
const data = job === 'hex-base64' ? buf.toString('latin1') : buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)
const t0 = performance.now()
const dish = await chef.bake(data, RECIPES[job])
const out = dish.toString()
const ms = performance.now() - t0
const result = job === 'gunzip-sha256' ? { digest: out } : { outLength: out.length, outSha256: createHash('sha256').update(out).digest('hex') }
console.log(JSON.stringify({ ms, ...result, maxRssBytes: process.resourceUsage().maxRSS * 1024 }))
