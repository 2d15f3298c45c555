import { describe, expect, it } from 'vitest'
import { css } from './css'
import { sampleOf } from './index'

const run = (text: string) => css(sampleOf(text))

describe('css detector', () => {
  it('counts rules and declarations', () => {
    expect(run(':root { --brand: #4f46e5; }\n.button {\n  display: flex;\n  padding: 0.5rem 1rem;\n  color: white;\n}\n/* hover */\n.button:hover { opacity: 0.9 }')).toEqual([
      { toolId: 'css-formatter', confidence: 0.9, reason: 'CSS, 3 rules, 5 declarations', kind: 'css' },
    ])
    expect(run('.a{color:red;margin:0}.b{display:none}'.repeat(40))[0]!.reason).toBe('CSS, minified, 80 rules, 120 declarations')
  })

  it('reads SCSS and at-rule-only files', () => {
    expect(run('$primary: #0d6efd;\n.alert {\n  padding: 1rem;\n  &:hover { color: $primary; }\n}')[0]).toMatchObject({ kind: 'scss' })
    expect(run('@tailwind base;\n@tailwind components;\n@layer components {\n  .btn { @apply px-4; }\n}')[0]!.reason).toBe('CSS, 1 rule, 4 at-rules')
  })

  it('near misses: JavaScript objects, JSON, YAML, prose with a colon', () => {
    expect(run("const style = { color: 'red', margin: 0 }")).toEqual([])
    expect(run('{"color": "red", "margin": 0}')).toEqual([])
    expect(run('color: red\nmargin: 0\n')).toEqual([])
    expect(run('Note: the meeting moved; see the calendar.')).toEqual([])
  })

  it('issue 32: @keyframes with percentage selectors and animation-*, stroke-*, translate properties', () => {
    const keyframes = '@keyframes dash {\n  0% { stroke-dasharray: 1, 150; stroke-dashoffset: 0; }\n  50% { stroke-dasharray: 90, 150; stroke-dashoffset: -35; }\n}'
    expect(run(keyframes)).toEqual([{ toolId: 'css-formatter', confidence: 0.9, reason: 'CSS, 2 rules, 4 declarations', kind: 'css' }])
    // `animation-timing-function` is not JavaScript's `function`.
    const timing = '@-webkit-keyframes hop {\n  from, 40%, to { animation-timing-function: ease-in; translate: 0 0; }\n}'
    expect(run(timing)[0]).toMatchObject({ toolId: 'css-formatter', confidence: 0.9 })
    expect(run('const spin = keyframes`from { transform: rotate(0) }`')).toEqual([])
  })
})
