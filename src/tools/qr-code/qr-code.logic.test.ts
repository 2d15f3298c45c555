import { describe, expect, it } from 'vitest'
import { decodeRgba, makeMatrix, QR_LEVELS, rasterise } from '../../workers/qr/qr.impl'
import {
  acceptText,
  colourWarnings,
  contrastOf,
  DEFAULTS,
  describeParsed,
  emailPayload,
  EMPTY_VCARD,
  escapeVcard,
  escapeWifi,
  jobOf,
  loadParsed,
  lookOf,
  MESSAGES,
  parseColour,
  parsePayload,
  payloadOf,
  shareCredentials,
  sharePick,
  smsPayload,
  textPayload,
  urlPayload,
  validateState,
  vcardPayload,
  wifiPayload,
  type QrState,
} from './qr-code.logic'

const ok = (p: ReturnType<typeof payloadOf>) => {
  if (!p.ok) throw new Error(`no payload: ${p.message}`)
  return p
}

/** The code as a phone would see it: our matrix drawn to pixels, read by jsQR. */
function scan(text: string, level: (typeof QR_LEVELS)[number]): string | undefined {
  const m = makeMatrix(text, level)
  const size = (m.size + 8) * 3
  return decodeRgba(rasterise(m, { size, margin: 4, fg: [0, 0, 0, 255], bg: [255, 255, 255, 255] }), size, size)?.text
}

const ADA: QrState['vcard'] = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  org: 'Analytical Engines, Ltd.',
  title: 'Programmer; first',
  phone: '+44 20 7946 0000',
  email: 'ada@example.com',
  url: 'https://example.com/ada',
  street: '12 St James’s Square',
  city: 'London',
  region: '',
  postcode: 'SW1Y 4JH',
  country: 'United Kingdom',
  note: 'Line one\nLine two, with a \\ backslash',
}

describe('payload formats', () => {
  it('Wi-Fi: ZXing format with \\ ; , : " escaped; open networks without P; the hidden flag', () => {
    expect(escapeWifi('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f')
    expect(ok(wifiPayload({ ssid: 'Home', password: 'secret123', encryption: 'WPA', hidden: false })).text).toBe('WIFI:T:WPA;S:Home;P:secret123;H:false;;')
    expect(ok(wifiPayload({ ssid: 'Café;"Guest"', password: 'p:a;s,s\\', encryption: 'WPA', hidden: true })).text).toBe('WIFI:T:WPA;S:Café\\;\\"Guest\\";P:p\\:a\\;s\\,s\\\\;H:true;;')
    expect(ok(wifiPayload({ ssid: 'Open', password: 'ignored', encryption: 'nopass', hidden: false })).text).toBe('WIFI:T:nopass;S:Open;H:false;;')
    expect(ok(wifiPayload({ ssid: 'Old', password: '12345', encryption: 'WEP', hidden: false })).text).toBe('WIFI:T:WEP;S:Old;P:12345;H:false;;')
  })

  it('Wi-Fi: what is missing or unusual', () => {
    expect(wifiPayload({ ssid: '', password: '', encryption: 'WPA', hidden: false })).toEqual({ ok: false, empty: true, message: MESSAGES.ssid, field: 'ssid' })
    expect(wifiPayload({ ssid: 'x', password: '', encryption: 'WPA', hidden: false })).toEqual({ ok: false, empty: false, message: 'Enter the Wi-Fi password, or choose None for an open network.', field: 'password' })
    expect(ok(wifiPayload({ ssid: 'x', password: 'short', encryption: 'WPA', hidden: false })).warnings).toEqual(['A WPA password has 8 to 63 characters (or 64 hexadecimal digits); this one has 5.'])
    expect(ok(wifiPayload({ ssid: 'x', password: 'z'.repeat(64), encryption: 'WPA', hidden: false })).warnings).toHaveLength(1)
    expect(ok(wifiPayload({ ssid: 'x', password: 'ab'.repeat(32), encryption: 'WPA', hidden: false })).warnings).toEqual([])
    expect(ok(wifiPayload({ ssid: 'x', password: '0123456789', encryption: 'WEP', hidden: false })).warnings).toEqual([])
    expect(ok(wifiPayload({ ssid: 'x', password: 'toolong', encryption: 'WEP', hidden: false })).warnings).toEqual([MESSAGES.wepLength])
  })

  it('vCard 3.0: CRLF lines, FN and N, text values escaped (RFC 2426), only filled fields', () => {
    expect(escapeVcard('a,b;c\\d\r\ne\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf')
    expect(ok(vcardPayload(ADA)).text).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Lovelace;Ada;;;',
        'FN:Ada Lovelace',
        'ORG:Analytical Engines\\, Ltd.',
        'TITLE:Programmer\\; first',
        'TEL:+44 20 7946 0000',
        'EMAIL:ada@example.com',
        'URL:https://example.com/ada',
        'ADR:;;12 St James’s Square;London;;SW1Y 4JH;United Kingdom',
        'NOTE:Line one\\nLine two\\, with a \\\\ backslash',
        'END:VCARD',
        '',
      ].join('\r\n'),
    )
    expect(ok(vcardPayload({ ...EMPTY_VCARD, org: 'ACME' })).text).toBe('BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:ACME\r\nORG:ACME\r\nEND:VCARD\r\n')
    expect(vcardPayload(EMPTY_VCARD)).toMatchObject({ ok: false, empty: true, message: 'Enter a name (first or last) or an organisation.' })
    expect(ok(vcardPayload({ ...EMPTY_VCARD, firstName: 'A', email: 'nope' })).warnings).toEqual(['"nope" does not look like an e-mail address.'])
  })

  it('e-mail: mailto with subject and body percent-encoded (RFC 6068), line breaks as %0D%0A', () => {
    expect(ok(emailPayload({ to: 'ada@example.com', subject: 'Hi & bye?', body: 'Line 1\nLine 2 = 100%' })).text).toBe('mailto:ada@example.com?subject=Hi%20%26%20bye%3F&body=Line%201%0D%0ALine%202%20%3D%20100%25')
    expect(ok(emailPayload({ to: ' a@x.org, b@y.org ', subject: '', body: '' })).text).toBe('mailto:a@x.org,b@y.org')
    expect(ok(emailPayload({ to: 'a@x.org', subject: '', body: 'Grüße' })).text).toBe('mailto:a@x.org?body=Gr%C3%BC%C3%9Fe')
    expect(emailPayload({ to: ' ', subject: 'x', body: '' })).toMatchObject({ ok: false, empty: true, message: "Enter the recipient's e-mail address." })
    expect(ok(emailPayload({ to: 'someone', subject: '', body: '' })).warnings).toEqual(['"someone" does not look like an e-mail address.'])
  })

  it('SMS: SMSTO:<number>:<message>, the number as dialled', () => {
    expect(ok(smsPayload({ number: '+1 (555) 123-4567', message: 'See you at 10:30' })).text).toBe('SMSTO:+15551234567:See you at 10:30')
    expect(ok(smsPayload({ number: '555', message: '' })).text).toBe('SMSTO:555:')
    expect(smsPayload({ number: '', message: 'x' })).toMatchObject({ ok: false, empty: true, message: 'Enter the phone number to text.' })
    expect(smsPayload({ number: 'call me', message: '' })).toMatchObject({ ok: false, empty: false, message: 'A phone number has digits only, and may start with +.' })
  })

  it('URL: validated, kept as typed; a missing scheme is suggested, other schemes warned about', () => {
    expect(ok(urlPayload('  https://example.com/a?b=c#d  ')).text).toBe('https://example.com/a?b=c#d')
    expect(ok(urlPayload('https://example.com')).warnings).toEqual([])
    expect(urlPayload('example.com/page')).toEqual({ ok: false, empty: false, message: 'Not a full URL: did you mean https://example.com/page?', field: 'url' })
    expect(urlPayload('not a url')).toMatchObject({ ok: false, message: 'Not a valid URL: it should look like https://example.com/page.' })
    expect(urlPayload('https://exa mple.com')).toMatchObject({ ok: false })
    expect(ok(urlPayload('ftp://files.example.com/x')).warnings).toEqual(['A ftp link: phone cameras open only http and https links directly.'])
    expect(urlPayload('')).toMatchObject({ ok: false, empty: true, message: 'Enter a URL, such as https://example.com.' })
  })

  it('text: exactly as typed, spaces and line breaks included', () => {
    expect(ok(textPayload('  two\nlines ')).text).toBe('  two\nlines ')
    expect(textPayload('')).toMatchObject({ ok: false, empty: true, message: 'Enter the text to encode.' })
  })
})

describe('every payload kind, at every level, scans back to the exact text', () => {
  const states: Record<QrState['kind'], QrState> = {
    text: { ...DEFAULTS, kind: 'text', text: 'Plain text — with ünïcode, emoji 🎉 and\nline breaks.' },
    url: { ...DEFAULTS, kind: 'url', url: 'https://example.com/path?q=a%20b&x=1#frag' },
    wifi: { ...DEFAULTS, kind: 'wifi', wifi: { ssid: 'Café;"Guest"', password: 'p:a;s,s\\word', encryption: 'WPA', hidden: true } },
    vcard: { ...DEFAULTS, kind: 'vcard', vcard: ADA },
    email: { ...DEFAULTS, kind: 'email', email: { to: 'ada@example.com', subject: 'Hello, world?', body: 'Two\nlines & 100%' } },
    sms: { ...DEFAULTS, kind: 'sms', sms: { number: '+44 7700 900123', message: 'Running late: 10 min' } },
  }
  for (const [kind, state] of Object.entries(states)) {
    for (const level of QR_LEVELS) {
      it(`${kind} at level ${level}`, () => {
        const text = ok(payloadOf(state)).text
        expect(scan(text, level)).toBe(text)
        expect(jobOf({ ...state, level })).toMatchObject({ text, level })
      })
    }
    it(`${kind}: the scanned text is read back as the same kind with the same fields`, () => {
      const text = ok(payloadOf(state)).text
      const back = loadParsed({ ...DEFAULTS, kind: 'text' }, text)
      expect(back.kind).toBe(kind)
      if (kind === 'sms') expect(back.sms).toEqual({ number: '+447700900123', message: state.sms.message })
      else if (kind !== 'text') expect(back[kind as 'url']).toEqual(state[kind as 'url'])
      else expect(back.text).toBe(state.text)
    })
  }
})

describe('reading a decoded text', () => {
  it('names the kind and lists its fields', () => {
    expect(describeParsed(parsePayload('WIFI:T:WPA;S:Home;P:pw;H:true;;'))).toEqual({
      label: 'Wi-Fi network',
      rows: [
        ['Network (SSID)', 'Home'],
        ['Security', 'WPA/WPA2/WPA3'],
        ['Password', 'pw'],
        ['Hidden', 'Yes'],
      ],
    })
    expect(describeParsed(parsePayload('https://example.com'))).toEqual({ label: 'Web link (URL)', rows: [['URL', 'https://example.com']] })
    expect(describeParsed(parsePayload('just words'))).toEqual({ label: 'Text', rows: [] })
  })

  it('reads the other common forms: WIFI without T, sms: URIs, MATMSG, folded vCard lines', () => {
    expect(parsePayload('WIFI:S:Open;;')).toEqual({ kind: 'wifi', wifi: { ssid: 'Open', password: '', encryption: 'nopass', hidden: false } })
    expect(parsePayload('wifi:s:x;t:wep;p:12345;;')).toEqual({ kind: 'wifi', wifi: { ssid: 'x', password: '12345', encryption: 'WEP', hidden: false } })
    expect(parsePayload('sms:+15551234?body=Hi%20there')).toEqual({ kind: 'sms', sms: { number: '+15551234', message: 'Hi there' } })
    expect(parsePayload('MATMSG:TO:a@x.org;SUB:Hi;BODY:Yo\\;!;;')).toEqual({ kind: 'email', email: { to: 'a@x.org', subject: 'Hi', body: 'Yo;!' } })
    const folded = parsePayload('BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Grace Hopper\r\nNOTE:a long\r\n  note\r\nTEL;TYPE=CELL:+1 555\r\nEND:VCARD\r\n')
    expect(folded).toMatchObject({ kind: 'vcard', vcard: { firstName: 'Grace Hopper', note: 'a long note', phone: '+1 555' } })
  })
})

describe('colours and options', () => {
  it('reads any CSS colour', () => {
    expect(parseColour('#000')).toEqual([0, 0, 0, 255])
    expect(parseColour('ff8800')).toEqual([255, 136, 0, 255])
    expect(parseColour('rgb(255 0 0 / 50%)')).toEqual([255, 0, 0, 128])
    expect(parseColour('rebeccapurple')).toEqual([102, 51, 153, 255])
    expect(parseColour('oklch(0 0 0)')).toEqual([0, 0, 0, 255])
    expect(parseColour('transparent')).toEqual([0, 0, 0, 0])
    expect(parseColour('#12')).toBeNull()
    expect(parseColour('nope')).toBeNull()
  })

  it('WCAG contrast: 21:1 for black on white, the reference ratios, inverted detected', () => {
    expect(contrastOf([0, 0, 0, 255], [255, 255, 255, 255])).toEqual({ ratio: 21, inverted: false })
    expect(contrastOf([255, 255, 255, 255], [0, 0, 0, 255])).toEqual({ ratio: 21, inverted: true })
    // WebAIM's checker: #777777 on white is 4.48:1.
    expect(contrastOf([0x77, 0x77, 0x77, 255], [255, 255, 255, 255]).ratio).toBe(4.48)
  })

  it('warns when the code will be hard to scan', () => {
    expect(colourWarnings([0, 0, 0, 255], [255, 255, 255, 255], 4)).toEqual([])
    expect(colourWarnings([0xaa, 0xaa, 0xaa, 255], [255, 255, 255, 255], 4)).toEqual(['Low contrast (2.32:1): the code may be hard to scan. Aim for at least 4:1 between dark and light.'])
    expect(colourWarnings([255, 255, 255, 255], [0, 0, 0, 255], 4)).toEqual([MESSAGES.inverted])
    expect(colourWarnings([0, 0, 0, 255], [0, 0, 0, 0], 4)).toEqual([MESSAGES.transparent])
    expect(colourWarnings([0, 0, 0, 255], [255, 255, 255, 255], 1)).toEqual(['A quiet zone under 4 modules may not scan on every reader.'])
  })

  it('refuses sizes, margins and colours out of range, with their messages', () => {
    expect(lookOf({ ...DEFAULTS, size: 64, margin: 40, fg: 'nope', bg: '' })).toEqual({
      ok: false,
      errors: {
        size: 'The size is 128 to 2,048 pixels.',
        margin: 'The margin is 0 to 16 modules.',
        fg: 'The foreground "nope" is not a colour.',
        bg: 'Enter a background colour.',
      },
    })
    expect(lookOf({ ...DEFAULTS, size: NaN })).toMatchObject({ ok: false, errors: { size: MESSAGES.size } })
    expect(lookOf(DEFAULTS)).toEqual({ ok: true, size: 512, margin: 4, fg: [0, 0, 0, 255], bg: [255, 255, 255, 255], warnings: [] })
    expect(jobOf({ ...DEFAULTS, url: 'https://x.org', size: 10 })).toBeNull()
  })
})

describe('state, input port and Share', () => {
  it('a stored state is validated field by field', () => {
    const stored = { ...DEFAULTS, kind: 'fax', level: 'X', size: 'big', wifi: { ssid: 5, password: 'pw', encryption: 'WPA9', hidden: 'yes' }, vcard: { firstName: 'A', lastName: 3 }, fg: null } as unknown as QrState
    const v = validateState(stored, DEFAULTS)
    expect(v.kind).toBe('url')
    expect(v.level).toBe('M')
    expect(v.size).toBe(512)
    expect(v.wifi).toEqual({ ssid: '', password: 'pw', encryption: 'WPA', hidden: false })
    expect(v.vcard).toEqual({ ...EMPTY_VCARD, firstName: 'A' })
    expect(v.fg).toBe('#000000')
  })

  it('the input port: a web address becomes the URL, anything else the text', () => {
    expect(acceptText(DEFAULTS, ' https://example.com/x \n')).toEqual({ ...DEFAULTS, kind: 'url', url: 'https://example.com/x' })
    expect(acceptText({ ...DEFAULTS, url: 'kept' }, 'Hello\nworld')).toEqual({ ...DEFAULTS, kind: 'text', url: 'kept', text: 'Hello\nworld' })
  })

  it('Share never carries the Wi-Fi password, nor the fields of kinds not chosen (D32)', () => {
    const s: QrState = { ...DEFAULTS, kind: 'wifi', wifi: { ssid: 'Home', password: 'SUPERSECRET', encryption: 'WPA', hidden: false }, url: 'https://other', text: 'other text', level: 'H', fg: '#123456' }
    const picked = sharePick(s)
    expect(JSON.stringify(picked)).not.toContain('SUPERSECRET')
    expect(picked).toEqual({ ...DEFAULTS, kind: 'wifi', wifi: { ssid: 'Home', password: '', encryption: 'WPA', hidden: false }, level: 'H', fg: '#123456' })
    expect(sharePick({ ...s, kind: 'url' }).wifi).toEqual(DEFAULTS.wifi)
  })

  it('names the Wi-Fi password as the credential, and carries it only when the user includes credentials', () => {
    const s: QrState = { ...DEFAULTS, kind: 'wifi', wifi: { ssid: 'Home', password: 'SUPERSECRET', encryption: 'WPA', hidden: false } }
    expect(shareCredentials(s)).toEqual(['the Wi-Fi password'])
    expect(sharePick(s, { credentials: true }).wifi?.password).toBe('SUPERSECRET')
    expect(sharePick(s, { credentials: false }).wifi?.password).toBe('')
    expect(shareCredentials({ ...s, wifi: { ...s.wifi, encryption: 'nopass' } })).toEqual([])
    expect(shareCredentials({ ...s, kind: 'text' })).toEqual([])
  })
})
