import { describe, expect, it } from 'vitest'
import { sampleOf } from './index'
import { topLevelCut, yaml } from './yaml'

const run = (text: string) => yaml(sampleOf(text))

const deployment = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 2
  template:
    spec:
      containers:
        - name: web
          image: nginx:1.27
`

describe('yaml detector', () => {
  it('recognises Kubernetes manifests and offers the validator, then YAML to JSON', () => {
    const found = run(deployment)
    expect(found.map((d) => d.toolId)).toEqual(['yaml-validator', 'json-yaml'])
    expect(found[0]).toMatchObject({ reason: 'Kubernetes Deployment', kind: 'yaml' })
    expect(found[0]!.confidence).toBeGreaterThan(0.9)
  })

  it('counts documents and top-level keys', () => {
    expect(run(`${deployment}---\n${deployment}`)[0]!.reason).toBe('Kubernetes Deployment, 2 documents')
    expect(run('name: x\nversion: 1.0.0\nscripts:\n  build: tsc\n  test: vitest\n')[0]!.reason).toBe('YAML mapping, 3 top-level keys')
    expect(run('- name: a\n  value: 1\n- name: b\n  value: 2\n')[0]!.reason).toBe('YAML list, 2 items')
  })

  it('reads CloudFormation templates despite their custom tags', () => {
    const cfn = 'AWSTemplateFormatVersion: "2010-09-09"\nResources:\n  Bucket:\n    Type: AWS::S3::Bucket\n    Properties:\n      BucketName: !Sub "${AWS::StackName}-b"\n      Tags: !Ref Tags\n'
    expect(run(cfn)[0]!.reason).toBe('CloudFormation template')
  })

  it('reads valid YAML 1.2 with %TAG directives, local tags, !!binary, !!omap and complex keys (D29, one engine)', () => {
    const tagged = '%TAG !k! tag:example.com,2024:\n---\napiVersion: v1\nkind: ConfigMap\ndata:\n  a: !k!secret x\n  b: !!binary aGk=\n  c: !vault |\n    $ANSIBLE_VAULT;1.1;AES256\n'
    expect(run(tagged)[0]!.reason).toBe('Kubernetes ConfigMap')
    expect(run('name: x\nlimits: !!omap\n  - cpu: 1\n  - mem: 2\nbig: 1e400\n[a, b]: pair\n')[0]!.reason).toBe('YAML mapping, 4 top-level keys')
  })

  it('two flat `key: value` lines are only a weak guess (they could be headers)', () => {
    expect(run('name: orders-api\nversion: 2.8.1')[0]!.confidence).toBeLessThan(0.6)
  })

  it('near misses: JSON, tracebacks, Makefiles, prose with colons, Markdown', () => {
    expect(run('{"a": 1, "b": [1, 2]}')).toEqual([])
    expect(run('Traceback (most recent call last):\n  File "x.py", line 3, in <module>\n    main()\nValueError: bad value')).toEqual([])
    expect(run('.PHONY: build\n\nbuild:\n\tgo build ./...\n')).toEqual([])
    expect(run('Note: the server restarts at night.\nAlso: bring coffee.\nThe meeting is at 10.')).toEqual([])
    expect(run('---\ntitle: Post\n---\n# Heading\n\nSome text here, and more of it.\n')).toEqual([])
    expect(run('a: [unclosed\nb: 2\n')).toEqual([])
  })

  it('parses a long document only up to a top-level line, and says so when the paste is cut', () => {
    const long = `${deployment}---\n`.repeat(400)
    const cut = topLevelCut(long, 16 * 1024)
    expect(cut.length).toBeLessThanOrEqual(16 * 1024)
    expect(long.charAt(cut.length + 1)).toMatch(/\S/)
    const [d] = run(long)
    expect(d!.reason).toMatch(/^Kubernetes Deployment, several documents \(judged on the first 64 KiB of/)
  })
})
