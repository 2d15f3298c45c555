import { describe, expect, it } from 'vitest'
import { addTemplate, FAILED_OUTPUT, FAILED_TOAST, gitignoreUrl, SUCCESS_TOAST, templateNames } from './gitignore.logic'

describe('gitignore rules (SPEC sections 7, 8; D20)', () => {
  it('builds the service address from the comma-separated, URL-encoded input', () => {
    expect(gitignoreUrl('node,react,python')).toBe('https://www.toptal.com/developers/gitignore/api/node,react,python')
    expect(gitignoreUrl(' node , react ,, ')).toBe('https://www.toptal.com/developers/gitignore/api/node,react')
    expect(gitignoreUrl('c++,visual studio')).toBe('https://www.toptal.com/developers/gitignore/api/c%2B%2B,visual%20studio')
    expect(gitignoreUrl('../../x?y#z')).toBe('https://www.toptal.com/developers/gitignore/api/..%2F..%2Fx%3Fy%23z')
    expect(gitignoreUrl(' , ')).toBeNull()
  })

  it('uses SPEC’s messages word for word', () => {
    expect(FAILED_OUTPUT).toBe('Failed to generate .gitignore')
    expect(FAILED_TOAST).toBe('❌ Failed to generate')
    expect(SUCCESS_TOAST).toBe('✅ .gitignore generated!')
  })

  it('adds a popular template once', () => {
    expect(templateNames('a, b,,c ')).toEqual(['a', 'b', 'c'])
    expect(addTemplate('', 'node')).toBe('node')
    expect(addTemplate('node, react', 'python')).toBe('node,react,python')
    expect(addTemplate('Node', 'node')).toBe('Node')
  })
})
