import { describe, expect, it } from 'vitest'
import { lintDockerfile, MISSING_FROM, parseDockerfile, shellCommands, SPEC_MESSAGES, WARNING_RULES } from './dockerfile.impl'

const lint = (text: string) => lintDockerfile({ text })
/** `Line N: message` for SPEC's issues, `Line N: CODE` for warnings. */
const summary = (text: string) => lint(text).map((f) => `Line ${f.line}: ${f.code ?? f.message}`)

describe('SPEC messages', () => {
  it('are word for word', () => {
    expect(SPEC_MESSAGES).toEqual({
      latest: "Avoid using 'latest' tag in FROM",
      add: 'Use COPY instead of ADD',
      recommends: "Use '--no-install-recommends' with apt-get install",
      chain: 'Consider reducing the number of RUN commands',
    })
  })
})

describe('parseDockerfile', () => {
  it('joins continuation lines into one instruction at its first line, dropping comments inside', () => {
    const text = 'FROM debian:12\n\n# install\nRUN apt-get update \\\n    # a comment inside\n    && apt-get install -y curl \\\n    && echo done\nCMD ["bash"]\n'
    expect(parseDockerfile(text)).toEqual([
      { keyword: 'FROM', args: 'debian:12', line: 1, endLine: 1 },
      { keyword: 'RUN', args: 'apt-get update  && apt-get install -y curl  && echo done', line: 4, endLine: 7 },
      { keyword: 'CMD', args: '["bash"]', line: 8, endLine: 8 },
    ])
  })

  it('honours the escape directive (backtick, as on Windows)', () => {
    const text = '# escape=`\nFROM mcr.microsoft.com/windows/servercore:ltsc2022\nRUN dir C:\\ `\n    && echo hi\n'
    expect(parseDockerfile(text).map((i) => [i.keyword, i.line, i.args])).toEqual([
      ['FROM', 2, 'mcr.microsoft.com/windows/servercore:ltsc2022'],
      ['RUN', 3, 'dir C:\\  && echo hi'],
    ])
  })

  it('takes a heredoc up to its terminator', () => {
    const text = 'FROM alpine:3.20\nRUN <<EOF\napk add curl\nADD is just text here\nEOF\nUSER app\n'
    expect(parseDockerfile(text).map((i) => [i.keyword, i.line, i.endLine])).toEqual([
      ['FROM', 1, 1],
      ['RUN', 2, 5],
      ['USER', 6, 6],
    ])
  })
})

describe('shellCommands', () => {
  it('splits on && || ; | and keeps quoted operators inside words', () => {
    expect(shellCommands(`A=1 apt-get install -y x && echo "a && b" || true; cat f | grep 'x;y'`)).toEqual([
      ['apt-get', 'install', '-y', 'x'],
      ['echo', 'a && b'],
      ['true'],
      ['cat', 'f'],
      ['grep', 'x;y'],
    ])
  })
})

/** A table of Dockerfiles with the findings (line numbers) expected. */
const TABLE: { name: string; text: string; expected: string[] }[] = [
  {
    name: 'a clean Dockerfile',
    text: 'FROM node:20-alpine\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci\nCOPY . .\nUSER node\nCMD ["node", "server.js"]\n',
    expected: [],
  },
  {
    name: "the 'latest' tag (also with --platform and an alias)",
    text: 'FROM --platform=linux/amd64 node:latest AS build\nRUN npm ci\nFROM nginx:latest\nCOPY --from=build /app /usr/share/nginx/html\n',
    expected: ["Line 1: Avoid using 'latest' tag in FROM", "Line 3: Avoid using 'latest' tag in FROM"],
  },
  {
    name: 'ADD of local files, but not of a URL or an archive',
    text: 'FROM alpine:3.20\nADD . /app\nADD https://example.com/tool.bin /usr/local/bin/tool\nADD rootfs.tar.gz /\nADD --chown=app:app config.json /etc/app/\n',
    expected: ['Line 2: Use COPY instead of ADD', 'Line 5: Use COPY instead of ADD'],
  },
  {
    name: 'apt-get install without --no-install-recommends, in a continued RUN reported at its first line',
    text: 'FROM debian:12\n\nRUN apt-get update \\\n  && apt-get install -y \\\n     curl=7.88.1-10 \\\n  && rm -rf /var/lib/apt/lists/*\nRUN apt-get install -y --no-install-recommends git=1:2.39.2-1\n',
    expected: ["Line 3: Use '--no-install-recommends' with apt-get install", 'Line 3: Consider reducing the number of RUN commands'],
  },
  {
    name: 'consecutive RUNs get the advice once, at the first (a multi-line RUN is one instruction)',
    text: 'FROM ubuntu:24.04\nRUN a && b && c\nRUN a && \\\n    b && \\\n    c && \\\n    d\n',
    expected: ['Line 2: Consider reducing the number of RUN commands'],
  },
  {
    name: 'a single RUN, however long its && chain, has nothing to merge',
    text: 'FROM ubuntu:24.04\nRUN a && b && c\nCOPY . .\nRUN apt-get update && apt-get install -y --no-install-recommends curl=8.5.0 && rm -rf /var/lib/apt/lists/* && echo done && true\n',
    expected: [],
  },
  {
    name: 'each group of mergeable RUNs once; comments do not split a group; RUN --mount cannot be merged',
    text: [
      'FROM alpine:3.20', // 1
      'RUN a', // 2
      'RUN b', // 3
      'RUN c', // 4
      'COPY . .', // 5
      'RUN d', // 6
      '# a comment between', // 7
      'RUN e', // 8
      'RUN --mount=type=cache,target=/root/.cache f', // 9
      'RUN g', // 10
    ].join('\n'),
    expected: ['Line 2: Consider reducing the number of RUN commands', 'Line 6: Consider reducing the number of RUN commands'],
  },
  {
    name: 'Every SPEC rule at once, with exact lines',
    text: [
      'FROM python:latest', // 1
      'ADD requirements.txt /app/', // 2
      'RUN apt-get update && apt-get install -y --no-install-recommends gcc=4:12.2.0-3 && pip install -r /app/requirements.txt && rm -rf /var/lib/apt/lists/*', // 3
      'RUN apt-get -y install libpq-dev=15.6-0', // 4
      'COPY . /app', // 5
      'USER 1000',
    ].join('\n'),
    expected: [
      "Line 1: Avoid using 'latest' tag in FROM",
      'Line 2: Use COPY instead of ADD',
      'Line 3: Consider reducing the number of RUN commands',
      "Line 4: Use '--no-install-recommends' with apt-get install",
    ],
  },
  {
    name: "hadolint's rules",
    text: [
      'FROM ubuntu', // 1 DL3006
      'MAINTAINER someone@example.com', // 2 DL4000
      'WORKDIR app', // 3 DL3000
      'RUN cd /tmp && sudo make install', // 4 DL3003 DL3004
      'COPY . .', // 5
      'RUN apt-get upgrade', // 6 DL3005
      'COPY x y', // 7
      'RUN apt install curl', // 8 DL3027
      'COPY x y', // 9
      'RUN apt-get install --no-install-recommends curl', // 10 DL3008 DL3014
      'USER root', // 11 DL3002
      'CMD node server.js', // 12 DL3025
      'CMD ["node", "other.js"]', // 13 DL4003
      'ENTRYPOINT ["a"]', // 14
      'ENTRYPOINT ["b"]', // 15 DL4004
    ].join('\n'),
    expected: [
      'Line 1: DL3006',
      'Line 2: DL4000',
      'Line 3: DL3000',
      'Line 4: DL3003',
      'Line 4: DL3004',
      'Line 6: DL3005',
      'Line 8: DL3027',
      'Line 10: DL3008',
      'Line 10: DL3014',
      'Line 11: DL3002',
      'Line 12: DL3025',
      'Line 13: DL4003',
      'Line 15: DL4004',
    ],
  },
  {
    name: 'no DL3006 for scratch, a digest, a build-arg image or an earlier stage',
    text: 'ARG BASE=alpine:3.20\nFROM golang:1.22 AS build\nFROM build AS test\nFROM $BASE\nFROM alpine@sha256:0123456789abcdef\nFROM scratch\nCOPY --from=build /out /app\n',
    expected: [],
  },
  {
    name: 'words inside quotes and heredocs are not commands',
    text: 'FROM alpine:3.20\nRUN echo "cd /tmp && sudo x && apt-get install y"\nCOPY <<EOF /etc/motd\nADD . / and apt-get install\nEOF\n',
    expected: [],
  },
  {
    name: 'exec-form RUN',
    text: 'FROM debian:12\nRUN ["apt-get", "install", "-y", "curl=1"]\n',
    expected: ["Line 2: Use '--no-install-recommends' with apt-get install"],
  },
  {
    name: 'lower-case instructions and CRLF line ends',
    text: 'from node:latest\r\nadd . /app\r\n',
    expected: ["Line 1: Avoid using 'latest' tag in FROM", 'Line 2: Use COPY instead of ADD'],
  },
  { name: 'an empty file has no FROM', text: '', expected: [`Line 1: ${MISSING_FROM}`] },
  { name: 'text that is not a Dockerfile has no FROM', text: '\n# notes\nhello world\nthis is not a Dockerfile\n', expected: [`Line 3: ${MISSING_FROM}`] },
  { name: 'ARG may come before FROM', text: 'ARG VERSION=3.20\nFROM alpine:${VERSION}\n', expected: [] },
]

describe('lintDockerfile over a table of Dockerfiles', () => {
  for (const row of TABLE) {
    it(row.name, () => {
      expect(summary(row.text)).toEqual(row.expected)
    })
  }

  it("carries hadolint's wording and tells warnings from SPEC's issues", () => {
    const [f] = lint('FROM ubuntu\n')
    expect(f).toEqual({ line: 1, severity: 'warning', code: 'DL3006', message: 'Always tag the version of an image explicitly.' })
    expect(WARNING_RULES.DL3003).toBe('Use WORKDIR to switch to a directory.')
    expect(lint('FROM a:latest')[0]).toEqual({ line: 1, severity: 'issue', message: "Avoid using 'latest' tag in FROM" })
    expect(lint('RUN make')).toEqual([{ line: 1, severity: 'issue', message: 'Missing FROM instruction: a Dockerfile must start with FROM (only ARG and comments may come before it)' }])
  })
})
