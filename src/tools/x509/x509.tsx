import { useAtom } from 'jotai'
import { Badge } from '../../ui/badge'
import { CircleAlert, CircleCheck, Eraser, FileUp, KeyRound, Link2, Lock, TriangleAlert } from 'lucide-react'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { isText } from '../../lib/binary'
import { hasPrivateKey } from '../../lib/private-key'
import { certificatesOfKey, checkChain, derToPem, isPkcs12, itemsJson, parsePkcs12, parseX509, type CertInfo, type ChainCheck, type CrlInfo, type CsrInfo, type KeyInfo, type Validity, type X509Item, type X509Result, validityAt } from '../../lib/x509'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { FileDrop } from '../../ui/file-drop'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useIncomingFile } from '../../ui/use-incoming-file'
import { x509Share, x509TextAtom } from './x509.state'

const areaClass =
  'w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-[13px] outline-none placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring'

type Parsed = { input: string; result: X509Result; chain: { checks: ChainCheck[]; inOrder: boolean } | null }
/** A dropped PKCS#12 file: its bytes and what its password opened, in memory only (never stored, never shared). */
type P12 = { name: string; bytes: Uint8Array; opened: Parsed | null }

async function analyse(input: string, result: X509Result): Promise<Parsed> {
  const certs = result.ok ? result.items.flatMap((i) => (i.kind === 'certificate' ? [i.cert] : [])) : []
  return { input, result, chain: certs.length ? await checkChain(certs, Date.now()) : null }
}

const localDate = (d: Date) => d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const utcDate = (d: Date) => d.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC')

function ValidityBadge({ validity }: { validity: Validity }) {
  const bad = validity.state !== 'valid'
  return (
    <Badge tone={bad ? 'bad' : 'good'} testId="x509-validity">
      {bad ? <CircleAlert aria-hidden className="size-3.5" /> : <CircleCheck aria-hidden className="size-3.5" />}
      {validity.words}
    </Badge>
  )
}

function Row({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="grid gap-0.5 py-1.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
      <dt className="text-xs font-medium text-muted-foreground sm:text-sm sm:font-normal">{label}</dt>
      <dd className={cn('min-w-0 text-sm break-words', mono && 'font-mono text-[13px] break-all')}>{children}</dd>
    </div>
  )
}

function Fingerprint({ label, value }: { label: string; value: string }) {
  return (
    <Row label={label} mono>
      <span className="inline-flex max-w-full items-start gap-1">
        <span className="min-w-0 break-all">{value}</span>
        <CopyButton variant="ghost" text={value} toastMessage={`${label} copied to clipboard!`} aria-label={`Copy ${label}`} />
      </span>
    </Row>
  )
}

const keyText = (k: KeyInfo) => [k.type, k.curve, k.bits && !k.curve ? `${k.bits} bits` : null].filter(Boolean).join(' ')

function Card({ title, badge, testId, children }: { title: ReactNode; badge?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <section data-testid={testId} className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-background">
      <header className="flex min-h-11 flex-wrap items-center justify-between gap-2 border-b border-border bg-surface px-3 py-1.5">
        <h2 className="min-w-0 text-sm font-medium break-words">{title}</h2>
        {badge}
      </header>
      <dl className="divide-y divide-border/60 px-3 py-1">{children}</dl>
    </section>
  )
}

function Extensions({ list }: { list: CertInfo['extensions'] }) {
  return list.map((e) => (
    <Row key={e.oid} label={`${e.name}${e.critical ? ' (critical)' : ''}`} mono={e.name.endsWith('Identifier') || e.name === e.oid}>
      {e.lines.map((l, i) => (
        <span key={i} className="block">
          {l}
        </span>
      ))}
    </Row>
  ))
}

function CertCard({ cert, index, count, check, matchesKey, now }: { cert: CertInfo; index: number; count: number; check: ChainCheck | undefined; matchesKey: boolean; now: number }) {
  const cn_ = cert.subject.find((p) => p.short === 'CN')?.value ?? cert.subjectText
  const issuerLine = !check
    ? null
    : check.issuerIndex === index
      ? check.signature
        ? 'Self-signed: its own key verifies its signature'
        : 'Self-issued, but its own key does not verify its signature'
      : check.issuerIndex === null
        ? 'Its issuer is not among the pasted certificates: signature not checked'
        : check.signature === true
          ? `Issued by certificate ${check.issuerIndex + 1}: its key verifies this signature`
          : check.signature === false
            ? `Issued by certificate ${check.issuerIndex + 1} by name, but its key does NOT verify this signature`
            : `Issued by certificate ${check.issuerIndex + 1} by name; this signature algorithm is not checked here`
  const validity = check?.validity ?? validityAt(cert.notBefore, cert.notAfter, now)
  return (
    <Card testId="x509-cert" title={`Certificate ${index + 1}${count > 1 ? ` of ${count}` : ''}: ${cn_}`} badge={validity ? <ValidityBadge validity={validity} /> : null}>
      <Row label="Subject">{cert.subjectText}</Row>
      <Row label="Issuer">{cert.issuerText}</Row>
      {issuerLine ? (
        <Row label="Chain check">
          <span data-testid="x509-chain-check" className={cn(check?.signature === false && 'font-medium text-destructive-foreground')}>
            {issuerLine}
          </span>
        </Row>
      ) : null}
      <Row label="Valid from">
        {utcDate(cert.notBefore)} <span className="text-muted-foreground">({localDate(cert.notBefore)})</span>
      </Row>
      <Row label="Valid until">
        {utcDate(cert.notAfter)} <span className="text-muted-foreground">({localDate(cert.notAfter)})</span>
        {validity ? <span className={cn('block', validity.state !== 'valid' && 'font-medium text-destructive-foreground')}>{validity.words}</span> : null}
      </Row>
      {cert.sans.length ? (
        <Row label="Subject alternative names">
          <ul className="flex flex-col">
            {cert.sans.map((s, i) => (
              <li key={i}>
                <span className="text-muted-foreground">{s.type}:</span> <span className="font-mono text-[13px] break-all">{s.value}</span>
              </li>
            ))}
          </ul>
        </Row>
      ) : null}
      <Row label="Public key">
        {keyText(cert.publicKey)} <span className="text-muted-foreground">({cert.publicKeyAlgorithm.name})</span>
        {matchesKey ? (
          <span data-testid="x509-key-match" className="mt-0.5 flex items-center gap-1 font-medium text-success">
            <KeyRound aria-hidden className="size-3.5" /> Matches the pasted private key
          </span>
        ) : null}
      </Row>
      <Row label="Signature algorithm">{cert.signatureAlgorithm.name}</Row>
      <Row label="Serial number" mono>
        {cert.serialHex} <span className="text-muted-foreground">({cert.serialDecimal})</span>
      </Row>
      {cert.keyUsage.length ? <Row label="Key usage">{cert.keyUsage.join(', ')}</Row> : null}
      {cert.extendedKeyUsage.length ? <Row label="Extended key usage">{cert.extendedKeyUsage.join(', ')}</Row> : null}
      {cert.basicConstraints ? (
        <Row label="Basic constraints">
          {cert.basicConstraints.ca ? 'Certificate authority' : 'Not a certificate authority'}
          {cert.basicConstraints.pathLen !== null ? `, path length ${cert.basicConstraints.pathLen}` : ''}
        </Row>
      ) : null}
      <Fingerprint label="SHA-256 fingerprint" value={cert.fingerprints.sha256} />
      <Fingerprint label="SHA-1 fingerprint" value={cert.fingerprints.sha1} />
      <Row label="Version">{cert.version}</Row>
      <Extensions list={cert.extensions.filter((e) => !['Key Usage', 'Extended Key Usage', 'Basic Constraints', 'Subject Alternative Name'].includes(e.name))} />
    </Card>
  )
}

function KeyCard({ k, label, matches }: { k: KeyInfo; label: string; matches: { index: number; name: string }[] }) {
  return (
    <Card
      testId="x509-key"
      title={`${k.private ? 'Private key' : 'Public key'}${label === 'JWK' ? ' (JWK)' : ''}: ${keyText(k)}`}
      badge={
        k.private ? (
          <Badge tone="warn">
            <Lock aria-hidden className="size-3.5" /> Private: not shown, not saved
          </Badge>
        ) : null
      }
    >
      <Row label="Type">{keyText(k) || k.type}</Row>
      {k.note ? <Row label="Note">{k.note}</Row> : null}
      {k.spkiSha256 ? <Fingerprint label="Public key SHA-256" value={k.spkiSha256} /> : null}
      {k.spki ? (
        <Row label="Matches">
          <span data-testid="x509-key-matches">
            {matches.length ? matches.map((m) => `certificate ${m.index + 1} (${m.name})`).join(', ') : 'None of the pasted certificates'}
          </span>
        </Row>
      ) : null}
      {k.publicPem ? (
        <Row label="Public part">
          <pre className="max-h-40 overflow-auto rounded-md bg-surface p-2 font-mono text-xs whitespace-pre-wrap break-all">{k.publicPem}</pre>
          <CopyButton text={k.publicPem} toastMessage="Public key copied to clipboard!" aria-label="Copy the public key">
            Copy public key
          </CopyButton>
        </Row>
      ) : null}
    </Card>
  )
}

function CsrCard({ csr }: { csr: CsrInfo }) {
  return (
    <Card
      testId="x509-csr"
      title={`Certificate signing request: ${csr.subject.find((p) => p.short === 'CN')?.value ?? csr.subjectText}`}
      badge={
        <Badge tone={csr.signatureValid ? 'good' : csr.signatureValid === false ? 'bad' : 'muted'}>
          {csr.signatureValid ? 'Signature verified' : csr.signatureValid === false ? 'Signature does not verify' : 'Signature not checked'}
        </Badge>
      }
    >
      <Row label="Subject">{csr.subjectText}</Row>
      <Row label="Public key">{keyText(csr.publicKey)}</Row>
      <Row label="Signature algorithm">{csr.signatureAlgorithm.name}</Row>
      {csr.publicKey.spkiSha256 ? <Fingerprint label="Public key SHA-256" value={csr.publicKey.spkiSha256} /> : null}
      <Extensions list={csr.extensions} />
    </Card>
  )
}

function CrlCard({ crl, now }: { crl: CrlInfo; now: number }) {
  const stale = crl.nextUpdate !== null && crl.nextUpdate.getTime() < now
  return (
    <Card
      testId="x509-crl"
      title={`Revocation list: ${crl.issuer.find((p) => p.short === 'CN')?.value ?? crl.issuerText}`}
      badge={stale ? <Badge tone="bad">Out of date: next update has passed</Badge> : null}
    >
      <Row label="Issuer">{crl.issuerText}</Row>
      <Row label="This update">{utcDate(crl.thisUpdate)}</Row>
      {crl.nextUpdate ? <Row label="Next update">{utcDate(crl.nextUpdate)}</Row> : null}
      <Row label="Signature algorithm">{crl.signatureAlgorithm.name}</Row>
      <Extensions list={crl.extensions} />
      <Row label={`Revoked (${crl.revoked.length})`}>
        <ul className="flex flex-col gap-1">
          {crl.revoked.map((r) => (
            <li key={r.serialHex}>
              <span className="font-mono text-[13px] break-all">{r.serialHex}</span> <span className="text-muted-foreground">on {utcDate(r.date)}</span>
              {r.reason ? ` (${r.reason})` : ''}
            </li>
          ))}
        </ul>
      </Row>
    </Card>
  )
}

const countWords = (items: X509Item[]) => {
  const n = (kind: X509Item['kind']) => items.filter((i) => i.kind === kind).length
  const parts: string[] = []
  const add = (count: number, one: string, many: string) => count && parts.push(`${count} ${count === 1 ? one : many}`)
  add(n('certificate'), 'certificate', 'certificates')
  add(n('key'), 'key', 'keys')
  add(n('csr'), 'CSR', 'CSRs')
  add(n('crl'), 'CRL', 'CRLs')
  add(n('error'), 'unreadable block', 'unreadable blocks')
  return parts.join(', ')
}

export default function X509Tool() {
  const [text, setText] = useAtom(x509TextAtom)
  const [parsed, setParsed] = useState<Parsed | null>(null)
  const [fileNote, setFileNote] = useState<string | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [now, setNow] = useState(() => Date.now())

  // Parsing is fast (a 21-certificate chain in about 30 ms in node), so it follows the text live.
  useEffect(() => {
    let live = true
    const input = text
    // The fields show as soon as they are read; the chain's signature checks follow.
    void (async () => {
      const result = await parseX509(input)
      if (!live) return
      setNow(Date.now())
      setParsed({ input, result, chain: null })
      const next = await analyse(input, result)
      if (live) setParsed(next)
    })()
    return () => {
      live = false
    }
  }, [text])

  const [p12, setP12] = useState<P12 | null>(null)
  const [password, setPassword] = useState('')
  const [opening, setOpening] = useState(false)
  const current = p12 ? p12.opened : parsed && parsed.input === text ? parsed : null
  const items = useMemo(() => (current?.result.ok ? current.result.items : []), [current])
  const certs = useMemo(() => items.flatMap((i) => (i.kind === 'certificate' ? [i.cert] : [])), [items])
  const secret = hasPrivateKey(text)
  const json = useMemo(() => (items.length ? itemsJson(items) : undefined), [items])

  useToolFrame({ result: json, share: x509Share, recipeStep: json && !secret && !p12 ? { op: 'x509-parse', input: text } : undefined })

  const openFiles = async (files: File[]) => {
    const file = files[0]
    if (!file) return
    const bytes = new Uint8Array(await file.arrayBuffer())
    setFileError(null)
    if (isText(bytes)) {
      setText(new TextDecoder().decode(bytes))
      setFileNote(`Opened ${file.name}.`)
      return
    }
    setP12(null)
    setPassword('')
    if (isPkcs12(bytes)) {
      setP12({ name: file.name, bytes, opened: null })
      setFileNote(null)
      return
    }
    try {
      setText(await derToPem(bytes))
      setFileNote(`Opened ${file.name} (DER, ${bytes.length} bytes): shown as PEM.`)
    } catch (e) {
      setFileNote(null)
      setFileError(`${file.name}: ${(e as Error).message}`)
    }
  }
  useIncomingFile('x509', (file) => void openFiles([file]))

  const openP12 = async () => {
    if (!p12) return
    setOpening(true)
    const opened = await analyse(p12.name, await parsePkcs12(p12.bytes, password))
    setOpening(false)
    setP12((p) => (p === p12 ? { ...p12, opened } : p))
  }
  const error = fileError ?? (current && !current.result.ok && (text.trim() || p12) ? current.result.message : null)
  const privateKeys = items.flatMap((i) => (i.kind === 'key' && i.key.private ? [i.key] : []))
  const keyMatches = (k: KeyInfo) => certificatesOfKey(k, certs)
  let certIndex = -1

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="x509-input" className="text-xs font-medium text-muted-foreground">
          Certificate, chain, CSR, CRL or key (PEM, Base64 DER or JWK)
        </label>
        <textarea
          id="x509-input"
          className={cn(areaClass, 'h-40 resize-y break-all')}
          spellCheck={false}
          autoComplete="off"
          placeholder={'-----BEGIN CERTIFICATE-----\nMIIB...\n-----END CERTIFICATE-----\n(a whole chain, a key to match, a CSR or a CRL too)'}
          value={text}
          onChange={(e) => {
            setFileNote(null)
            setFileError(null)
            setP12(null)
            setText(e.target.value)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'x509-error' : secret ? 'x509-secret-note' : undefined}
        />
        <ErrorText id="x509-error">{error}</ErrorText>
        {secret ? (
          <p id="x509-secret-note" data-testid="x509-secret-note" className="flex items-start gap-1.5 text-xs text-muted-foreground">
            <Lock aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            This text holds a private key: the key is kept in this tab only (not saved, not in Share links; the rest is), and its secret part is never shown.
          </p>
        ) : null}
        {fileNote ? <p className="text-xs text-muted-foreground">{fileNote}</p> : null}
      </div>

      {p12 ? (
        <form
          className="flex flex-wrap items-end gap-2 rounded-lg border border-border bg-surface p-3"
          data-testid="x509-p12"
          onSubmit={(e) => {
            e.preventDefault()
            void openP12()
          }}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor="x509-p12-password" className="text-xs font-medium text-muted-foreground">
              Password for {p12.name} (PKCS#12; kept in this tab only)
            </label>
            <input id="x509-p12-password" type="password" autoComplete="off" className={cn(areaClass, 'h-9 py-1')} value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <Button type="submit" variant="primary" disabled={opening}>
            {opening ? 'Opening...' : 'Open'}
          </Button>
          <Button
            onClick={() => {
              setP12(null)
              setPassword('')
            }}
          >
            Close file
          </Button>
          {p12.opened?.result.ok ? (
            <p className="basis-full text-xs text-muted-foreground" data-testid="x509-p12-note">
              Below: what {p12.name} holds, not the text above. Close file to go back to the text.
            </p>
          ) : null}
        </form>
      ) : null}

      <div className="flex flex-wrap items-center gap-2">
        <FileDrop onFiles={openFiles} multiple={false} accept=".pem,.crt,.cer,.der,.csr,.crl,.key,.pub,.jwk,.json,.p12,.pfx" pickerLabel="Open a certificate or key file" testId="x509-drop" className="gap-2 px-3 py-1.5">
          <FileUp aria-hidden className="size-4" /> Open or drop a .pem, .crt, .der or .p12 file
        </FileDrop>
        <Button
          onClick={() => {
            setText('')
            setFileNote(null)
            setFileError(null)
            setP12(null)
            setPassword('')
          }}
        >
          <Eraser aria-hidden /> Clear
        </Button>
        {items.length ? <span className="text-sm text-muted-foreground" data-testid="x509-count">{countWords(items)}</span> : null}
        {current?.chain && certs.length > 1 ? (
          <Badge tone={current.chain.inOrder && current.chain.checks.every((c) => c.signature !== false) ? 'good' : 'warn'} testId="x509-chain-badge">
            <Link2 aria-hidden className="size-3.5" />
            {current.chain.inOrder ? 'In chain order: each is issued by the next' : 'Not in chain order'}
          </Badge>
        ) : null}
      </div>

      {privateKeys.length && certs.length && privateKeys.every((k) => keyMatches(k).length === 0) ? (
        <p role="status" className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning-soft px-3 py-2 text-sm font-medium" data-testid="x509-no-match">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          The private key does not match any of the pasted certificates.
        </p>
      ) : null}

      {items.length ? (
        <div className="flex flex-col gap-4">
          {items.map((item, i) => {
            if (item.kind === 'certificate') {
              certIndex++
              const ci = certIndex
              const matchesKey = privateKeys.some((k) => keyMatches(k).includes(ci))
              return <CertCard key={i} cert={item.cert} index={ci} count={certs.length} check={current?.chain?.checks[ci]} matchesKey={matchesKey} now={now} />
            }
            if (item.kind === 'key')
              return (
                <KeyCard
                  key={i}
                  k={item.key}
                  label={item.label}
                  matches={keyMatches(item.key).map((c) => ({ index: c, name: certs[c]?.subject.find((p) => p.short === 'CN')?.value ?? certs[c]?.subjectText ?? '' }))}
                />
              )
            if (item.kind === 'csr') return <CsrCard key={i} csr={item.csr} />
            if (item.kind === 'crl') return <CrlCard key={i} crl={item.crl} now={now} />
            return (
              <section key={i} data-testid="x509-block-error" className="rounded-lg border border-destructive-foreground/40 px-3 py-2 text-sm">
                <span className="font-medium">{item.label} (block {i + 1}) could not be read:</span> {item.message}
              </section>
            )
          })}
        </div>
      ) : !error ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          Paste a certificate or a whole chain to see every field, its fingerprints and whether it has expired. Nothing leaves this page.
        </p>
      ) : null}
    </div>
  )
}
