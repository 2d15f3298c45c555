import { describe, expect, it } from 'vitest'
import { dockerfile } from './dockerfile'
import { sampleOf } from './index'

const run = (text: string) => dockerfile(sampleOf(text))

describe('dockerfile detector', () => {
  it('reads the stages and the first base image', () => {
    const text = '# syntax=docker/dockerfile:1\nFROM node:20-alpine AS build\nWORKDIR /app\nCOPY . .\nRUN npm ci && \\\n    npm run build\n\nFROM nginx:1.27\nCOPY --from=build /app/dist /usr/share/nginx/html\n'
    expect(run(text)).toEqual([{ toolId: 'dockerfile', confidence: 0.97, reason: 'Dockerfile, 2 stages, FROM node:20-alpine', kind: 'dockerfile' }])
  })

  it('allows ARG before FROM and heredocs; instructions without FROM are a weaker guess', () => {
    expect(run('ARG V=1.22\nFROM golang:${V}\nRUN <<EOT\nset -e\ngo build\nEOT\nCMD ["/app"]')[0]!.confidence).toBe(0.97)
    expect(run('RUN apt-get update\nCOPY . /app\nCMD ["node", "app.js"]')[0]!.confidence).toBeLessThan(0.7)
  })

  it('near misses: prose, lower-case words, a single instruction, shell scripts', () => {
    expect(run('FROM here on, we test everything.\nRUN the suite twice.\nThat is all.')).toEqual([])
    expect(run('from node:20\nrun npm ci')).toEqual([])
    expect(run('FROM node:20')).toEqual([])
    expect(run('#!/bin/sh\napt-get update\nnpm ci')).toEqual([])
  })
})
