import type { Detector } from './types'
import { detections, firstLines, plural } from './util'

const TYPES = '(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp(?:256|384|521)|sk-ssh-ed25519@openssh\\.com|sk-ecdsa-sha2-nistp256@openssh\\.com|ssh-dss)'
/** An OpenSSH public key line (authorized_keys options before it allowed): type, Base64 of the blob, comment. */
const LINE = new RegExp(`^(?:\\S+\\s+)?${TYPES}\\s+AAAA[A-Za-z0-9+/]{12,}={0,2}(?:\\s.*)?$`)
const MAX_LINES = 200

/**
 * OpenSSH keys (the Keys & Tokens tool): a private key (`-----BEGIN OPENSSH PRIVATE KEY-----`,
 * which the PEM detector leaves alone) or public key lines (`ssh-ed25519 AAAA... comment`, an
 * authorized_keys file; # comments and blank lines allowed).
 */
export const sshKey: Detector = ({ trimmed }) => {
  if (trimmed.startsWith('-----BEGIN OPENSSH PRIVATE KEY-----')) return detections('ssh-private-key', 'OpenSSH private key', [['keys', 0.99]])
  if (!/^(?:#.*\n\s*)*(?:\S+\s+)?(?:ssh|ecdsa|sk)-/.test(trimmed)) return []
  const lines = firstLines(trimmed, MAX_LINES).filter((l) => l.trim() && !l.trimStart().startsWith('#'))
  const types: string[] = []
  for (const l of lines) {
    const m = LINE.exec(l.trim())
    if (!m) return []
    types.push(m[1]!)
  }
  const reason = types.length === 1 ? `OpenSSH ${types[0]} public key` : `${plural(types.length, 'OpenSSH public key')} (authorized_keys)`
  return detections('ssh-public-key', reason, [['keys', 0.97]])
}
