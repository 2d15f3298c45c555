/**
 * A Dockerfile linter: SPEC's four rules (issues, SPEC's exact wording), a missing FROM (an issue:
 * the text is not a Dockerfile Docker could build) plus a few well-known rules from hadolint's
 * catalogue (warnings, with their DL codes). Instructions are read the way Docker
 * reads them: line continuations (the escape character, `\` or a `# escape=` directive's backtick)
 * join physical lines into one instruction, reported at its first line; comment lines inside a
 * continued instruction are dropped; heredocs (`RUN <<EOF`) run to their terminator.
 */

export type Instruction = { keyword: string; args: string; line: number; endLine: number }
export type Finding = { line: number; severity: 'issue' | 'warning'; code?: string; message: string }

export const SPEC_MESSAGES = {
  latest: "Avoid using 'latest' tag in FROM",
  add: 'Use COPY instead of ADD',
  recommends: "Use '--no-install-recommends' with apt-get install",
  chain: 'Consider reducing the number of RUN commands',
} as const

/** Docker refuses to build without a FROM ("no build stage in current context"). */
export const MISSING_FROM = 'Missing FROM instruction: a Dockerfile must start with FROM (only ARG and comments may come before it)'

/** The hadolint rules checked here, with hadolint's own wording (DL3005 is retired in hadolint 2). */
export const WARNING_RULES = {
  DL3000: 'Use absolute WORKDIR.',
  DL3002: 'Last USER should not be root.',
  DL3003: 'Use WORKDIR to switch to a directory.',
  DL3004: 'Do not use sudo as it leads to unpredictable behavior. Use a tool like gosu to enforce root.',
  DL3005: 'Do not use apt-get upgrade or dist-upgrade.',
  DL3006: 'Always tag the version of an image explicitly.',
  DL3008: 'Pin versions in apt-get install. Instead of `apt-get install <package>` use `apt-get install <package>=<version>`.',
  DL3014: 'Use the `-y` switch to avoid manual input `apt-get -y install <package>`.',
  DL3025: 'Use arguments JSON notation for CMD and ENTRYPOINT arguments.',
  DL3027: 'Do not use apt as it is meant to be an end-user tool, use apt-get or apt-cache instead.',
  DL4000: 'MAINTAINER is deprecated.',
  DL4003: 'Multiple `CMD` instructions found. If you list more than one `CMD` then only the last `CMD` will take effect.',
  DL4004: 'Multiple `ENTRYPOINT` instructions found. If you list more than one `ENTRYPOINT` then only the last `ENTRYPOINT` will take effect.',
} as const
export type WarningCode = keyof typeof WARNING_RULES

/** Splits a Dockerfile into instructions (keyword upper-cased, continuation lines joined by a space). */
export function parseDockerfile(text: string): Instruction[] {
  const lines = text.split(/\r\n|\r|\n/)
  let escape = '\\'
  let i = 0
  // Parser directives: only at the very top, before any other line (comments included).
  while (i < lines.length) {
    const m = /^\s*#\s*([a-zA-Z]+)\s*=\s*(\S*)\s*$/.exec(lines[i]!)
    if (!m) break
    if (m[1]!.toLowerCase() === 'escape' && (m[2] === '`' || m[2] === '\\')) escape = m[2]
    i++
  }
  const out: Instruction[] = []
  const continues = (s: string) => s.trimEnd().endsWith(escape)
  while (i < lines.length) {
    const raw = lines[i]!
    const trimmed = raw.trim()
    if (!trimmed || trimmed.startsWith('#')) {
      i++
      continue
    }
    const start = i
    let content = raw
    while (continues(content) && i + 1 < lines.length) {
      content = content.trimEnd().slice(0, -1)
      i++
      // Docker drops comment lines and empty lines inside a continued instruction.
      while (i < lines.length && (lines[i]!.trim().startsWith('#') || !lines[i]!.trim()) && i + 1 < lines.length) i++
      const next = lines[i]!
      if (next.trim().startsWith('#') || !next.trim()) break
      content += ' ' + next.trim()
    }
    if (continues(content)) content = content.trimEnd().slice(0, -1)
    const m = /^\s*(\S+)\s*([\s\S]*)$/.exec(content)!
    const keyword = m[1]!.toUpperCase()
    let args = m[2]!.trim()
    // Heredocs: `RUN <<EOF` (or <<-EOF, <<"EOF") takes the following lines up to the terminator.
    if (keyword === 'RUN' || keyword === 'COPY' || keyword === 'ADD') {
      const words = [...args.matchAll(/<<(-?)\s*(["']?)([A-Za-z_][\w.-]*)\2/g)]
      for (const h of words) {
        const strip = h[1] === '-'
        const body: string[] = []
        while (i + 1 < lines.length) {
          i++
          const l = lines[i]!
          if ((strip ? l.replace(/^\t+/, '') : l).trim() === h[3]) break
          body.push(l)
        }
        args += '\n' + body.join('\n')
      }
    }
    out.push({ keyword, args, line: start + 1, endLine: i + 1 })
    i++
  }
  return out
}

type Token = { word: string } | { op: string }

/** A small shell tokenizer: words (quotes removed) and the operators && || ; | & and newlines. */
export function shellTokens(command: string): Token[] {
  const tokens: Token[] = []
  let word: string | null = null
  const push = () => {
    if (word !== null) tokens.push({ word })
    word = null
  }
  for (let i = 0; i < command.length; i++) {
    const c = command[i]!
    if (c === "'" || c === '"') {
      const end = command.indexOf(c, i + 1)
      const stop = end === -1 ? command.length : end
      word = (word ?? '') + command.slice(i + 1, stop)
      i = stop
    } else if (c === '\\' && i + 1 < command.length) {
      word = (word ?? '') + command[i + 1]
      i++
    } else if (c === '&' || c === '|' || c === ';' || c === '\n') {
      push()
      const two = command.slice(i, i + 2)
      if (two === '&&' || two === '||') {
        tokens.push({ op: two })
        i++
      } else tokens.push({ op: c })
    } else if (/\s/.test(c)) push()
    else word = (word ?? '') + c
  }
  push()
  return tokens
}

/** The simple commands of a shell line: each one's words, with leading `VAR=x` assignments dropped. */
export function shellCommands(command: string): string[][] {
  const commands: string[][] = [[]]
  for (const t of shellTokens(command)) {
    if ('op' in t) commands.push([])
    else commands.at(-1)!.push(t.word)
  }
  return commands
    .map((words) => {
      let k = 0
      while (k < words.length && /^[A-Za-z_]\w*=/.test(words[k]!)) k++
      return words.slice(k)
    })
    .filter((w) => w.length > 0)
}

/** RUN's command text; the exec form `["a", "b"]` becomes `a b`. */
function runCommand(args: string): string {
  const rest = args.replace(/^(--[\w-]+(=\S*)?\s+)+/, '')
  if (rest.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(rest)
      if (Array.isArray(parsed)) return parsed.map(String).join(' ')
    } catch {
      /* not JSON: the shell form */
    }
  }
  return rest
}

/** Options of apt-get that take a value (so the next word is not a package). */
const APT_VALUE_OPTIONS = new Set(['-o', '-t', '-c', '--option', '--target-release', '--config-file', '--default-release'])

type AptCall = { subcommand: string; options: string[]; packages: string[] }
function aptGet(words: string[]): AptCall | null {
  let k = 0
  while (k < words.length && (words[k] === 'sudo' || words[k] === 'env' || words[k] === 'command')) k++
  if (words[k] !== 'apt-get') return null
  const options: string[] = []
  const rest: string[] = []
  for (let j = k + 1; j < words.length; j++) {
    const w = words[j]!
    if (w.startsWith('-')) {
      options.push(w)
      if (APT_VALUE_OPTIONS.has(w) && j + 1 < words.length) options.push(words[++j]!)
    } else rest.push(w)
  }
  return { subcommand: rest[0] ?? '', options, packages: rest.slice(1) }
}

const ARCHIVE = /\.(tar|tar\.gz|tgz|tar\.bz2|tbz2?|tar\.xz|txz|tar\.zst|tzst)$/i
const REMOTE = /^(https?:\/\/|git@|git:\/\/)/i

/** FROM's image reference, stage alias and flags. */
function parseFrom(args: string) {
  const words = args.split(/\s+/).filter(Boolean)
  const rest = words.filter((w) => !w.startsWith('--'))
  const image = rest[0] ?? ''
  const alias = rest[1]?.toLowerCase() === 'as' ? rest[2]?.toLowerCase() : undefined
  const [name, digest] = image.split('@')
  const slash = name!.lastIndexOf('/')
  const colon = name!.lastIndexOf(':')
  const tag = colon > slash ? name!.slice(colon + 1) : undefined
  const repo = colon > slash ? name!.slice(0, colon) : name!
  return { image, repo, tag, digest, alias }
}

/** Lints a Dockerfile; findings are ordered by line, SPEC's issues before warnings on the same line. */
export function lintDockerfile({ text }: { text: string }): Finding[] {
  const instructions = parseDockerfile(text)
  const findings: Finding[] = []
  const issue = (line: number, message: string) => findings.push({ line, severity: 'issue', message })
  const warn = (line: number, code: WarningCode) => findings.push({ line, severity: 'warning', code, message: WARNING_RULES[code] })

  const aliases = new Set<string>()
  let stage = { from: 0, image: '', user: null as { line: number; name: string } | null, cmd: 0, entrypoint: 0 }
  let previous: Instruction | null = null
  // SPEC's 'Consider reducing the number of RUN commands' is advice for RUN instructions that could
  // be merged: two or more in a row (hadolint's DL3059; a RUN with flags such as --mount cannot
  // simply be merged). It is given once per such group, at its first RUN. A single RUN, however
  // long its `a && b && c` chain, has nothing to merge.
  let runGroup: { line: number; reported: boolean } | null = null
  const mergeable = (ins: Instruction | null) => ins?.keyword === 'RUN' && !/^--/.test(ins.args)

  for (const ins of instructions) {
    const { keyword, args, line } = ins
    switch (keyword) {
      case 'FROM': {
        const f = parseFrom(args)
        if (f.tag?.toLowerCase() === 'latest') issue(line, SPEC_MESSAGES.latest)
        else if (!f.tag && !f.digest && f.repo && f.repo !== 'scratch' && !f.repo.includes('$') && !aliases.has(f.repo.toLowerCase())) warn(line, 'DL3006')
        if (f.alias) aliases.add(f.alias)
        stage = { from: line, image: f.repo, user: null, cmd: 0, entrypoint: 0 }
        break
      }
      case 'ADD': {
        const words = args.split(/\s+/).filter((w) => w && !w.startsWith('--'))
        const sources = words.slice(0, -1)
        const needed = sources.length > 0 && sources.every((s) => REMOTE.test(s) || ARCHIVE.test(s))
        if (!needed) issue(line, SPEC_MESSAGES.add)
        break
      }
      case 'RUN': {
        const command = runCommand(args)
        const commands = shellCommands(command)
        const apt = commands.map(aptGet).filter((a): a is AptCall => a !== null)
        const installs = apt.filter((a) => a.subcommand === 'install')
        const recommends = (a: AptCall) => a.options.some((o) => o === '--no-install-recommends' || /APT::Install-Recommends=(false|0)/i.test(o))
        if (installs.some((a) => !recommends(a))) issue(line, SPEC_MESSAGES.recommends)
        if (commands.some((w) => w[0] === 'cd')) warn(line, 'DL3003')
        if (commands.some((w) => w[0] === 'sudo')) warn(line, 'DL3004')
        if (apt.some((a) => a.subcommand === 'upgrade' || a.subcommand === 'dist-upgrade')) warn(line, 'DL3005')
        const unpinned = (p: string) => !p.includes('=') && !p.endsWith('.deb') && !p.includes('/') && !p.includes('$')
        if (installs.some((a) => a.packages.some(unpinned))) warn(line, 'DL3008')
        const yes = (a: AptCall) => a.options.some((o) => /^-[a-z]*y/i.test(o) || o === '--yes' || o === '--assume-yes' || /^-q*qq/.test(o) || o === '-q=2')
        if (installs.some((a) => !yes(a))) warn(line, 'DL3014')
        if (commands.some((w) => w[0] === 'apt')) warn(line, 'DL3027')
        if (mergeable(ins) && mergeable(previous) && runGroup) {
          if (!runGroup.reported) issue(runGroup.line, SPEC_MESSAGES.chain)
          runGroup.reported = true
        } else runGroup = { line, reported: false }
        break
      }
      case 'WORKDIR': {
        const dir = args.replace(/^["']|["']$/g, '')
        if (dir && !dir.startsWith('/') && !dir.startsWith('$') && !/^[A-Za-z]:[\\/]/.test(dir)) warn(line, 'DL3000')
        break
      }
      case 'USER':
        stage.user = { line, name: args.split(/\s+/)[0] ?? '' }
        break
      case 'MAINTAINER':
        warn(line, 'DL4000')
        break
      case 'CMD':
      case 'ENTRYPOINT': {
        if (!args.startsWith('[')) warn(line, 'DL3025')
        if (keyword === 'CMD' && ++stage.cmd > 1) warn(line, 'DL4003')
        if (keyword === 'ENTRYPOINT' && ++stage.entrypoint > 1) warn(line, 'DL4004')
        break
      }
    }
    previous = ins
  }
  if (!instructions.some((i) => i.keyword === 'FROM')) issue(instructions[0]?.line ?? 1, MISSING_FROM)
  const lastUser = stage.user
  if (lastUser && /^(root|0)(:(root|0))?$/.test(lastUser.name)) warn(lastUser.line, 'DL3002')
  return findings.sort((a, b) => a.line - b.line || (a.severity === b.severity ? 0 : a.severity === 'issue' ? -1 : 1))
}
