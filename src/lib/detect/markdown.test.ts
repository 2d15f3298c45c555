import { describe, expect, it } from 'vitest'
import { sampleOf } from './index'
import { markdown } from './markdown'

const run = (text: string) => markdown(sampleOf(text))

describe('markdown detector', () => {
  it('counts headings, lists, code blocks and links', () => {
    const readme = '# acme\n\nSync your dotfiles in one command.\n\n## Install\n\n```bash\nnpm i -g acme\n```\n\n- `acme push` uploads\n- `acme pull` downloads\n\nSee [the docs](https://acme.dev).\n'
    expect(run(readme)).toEqual([{ toolId: 'markdown', confidence: 0.9, reason: 'Markdown: 2 headings, 2 list items, 1 code block', kind: 'markdown' }])
  })

  it('reads tables and setext headings', () => {
    expect(run('| a | b |\n| --- | --- |\n| 1 | 2 |')[0]!.reason).toBe('Markdown: 1 table')
    expect(run('Atlas\n=====\n\nAtlas maps our services and the people who own them.\n\nUsage\n-----\n\nRun it and read the *notes* first.')[0]!.toolId).toBe('markdown')
  })

  it('near misses: shell scripts and Dockerfiles with # comments, plain prose, a lone dash list', () => {
    expect(run('#!/bin/sh\n# Deploy the current branch to staging now\nbranch=$(git rev-parse HEAD)\necho "Deploying the branch to staging"')).toEqual([])
    expect(run('# syntax=docker/dockerfile:1\nFROM node:20 AS build\nRUN npm ci')).toEqual([])
    expect(run('Thanks for the review. I will merge it after lunch, once CI is green.')).toEqual([])
    expect(run('- eggs\n- milk')).toEqual([])
    expect(run('diff --git a/README.md b/README.md\n@@ -1 +1 @@\n-# a\n+# b')).toEqual([])
  })
})
