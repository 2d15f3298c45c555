/**
 * D32: what counts as a credential in a request someone may share. Header and query-parameter
 * names are matched on their words, so `Authorization`, `X-API-Key`, `x-auth-token`,
 * `access_token`, `client_secret` and `Cookie` are all recognised; the value is what is secret.
 */
const SECRET_NAME =
  /^(authorization|proxy-authorization|cookie|set-cookie)$|(^|[-_ .])(api[-_ ]?key|apikey|access[-_ ]?key|secret|token|password|passwd|pwd|auth|session|signature|sig|credentials?|private[-_ ]?key|client[-_ ]?secret|key)($|[-_ .])/i

export const isSecretName = (name: string) => SECRET_NAME.test(name.trim())

/** A URL with its userinfo (`user:pass@`) and the values of secret-named query parameters removed. */
export function redactUrl(url: string): { url: string; removed: string[] } {
  const removed: string[] = []
  let out = url
  const userinfo = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#@]*@)/i.exec(out)
  if (userinfo) {
    out = userinfo[1] + out.slice(userinfo[0].length)
    removed.push('the user name and password in the URL')
  }
  const q = out.indexOf('?')
  if (q >= 0) {
    const hash = out.indexOf('#', q)
    const end = hash >= 0 ? hash : out.length
    const query = out
      .slice(q + 1, end)
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=')
        const name = eq >= 0 ? pair.slice(0, eq) : pair
        let decoded = name
        try {
          decoded = decodeURIComponent(name.replace(/\+/g, ' '))
        } catch {
          // keep the raw name
        }
        if (eq >= 0 && pair.length > eq + 1 && isSecretName(decoded)) {
          removed.push(`the ${decoded} query parameter`)
          return `${name}=`
        }
        return pair
      })
      .join('&')
    out = out.slice(0, q + 1) + query + out.slice(end)
  }
  return { url: out, removed }
}

/**
 * `Name: value` lines (the cURL Builder's and webhook's header fields) with the values of secret
 * headers removed, and what was removed.
 */
export function redactHeaderLines(text: string): { text: string; removed: string[] } {
  const removed: string[] = []
  const lines = text.split('\n').map((line) => {
    const colon = line.indexOf(':')
    if (colon <= 0) return line
    const name = line.slice(0, colon).replace(/^\s*#\s*/, '')
    if (!isSecretName(name) || !line.slice(colon + 1).trim()) return line
    removed.push(`the ${name.trim()} header`)
    return `${line.slice(0, colon)}: `
  })
  return { text: lines.join('\n'), removed }
}
