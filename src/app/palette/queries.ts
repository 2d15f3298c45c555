/**
 * What people type into the palette, and the tool they mean (issue 21). rank.corpus.test.ts ranks
 * every palette item for each query and needs the expected tool at the top (top-1 >= 95%) and in the
 * first three (100%).
 *
 * Sources: the issue's own list, the names and abbreviations developers use for these tools
 * (b64, guid, epoch, crontab, regexp, postman, gql, ...), it-tools search complaints (#1430 and #1583:
 * 'json' must find the JSON prettifier), and common typos: one slipped, doubled, missing or swapped
 * letter.
 *
 * `also` lists another tool that is just as right, kept rare and explained where it is used: only
 * where the query names no way to tell two tools apart.
 */
export type CorpusQuery = {
  q: string
  tool: string
  also?: readonly string[]
  /** Issue 32: the feature inside `tool` the query means (its `features` entry's name), which must rank as the tool does. */
  feature?: string
}

/** Diff Viewer and Text Diff both compare two texts line by line; a query naming neither is either. */
const DIFFS = ['diff', 'text-diff']

export const QUERIES: readonly CorpusQuery[] = [
  // JSON Formatter (it-tools #1430, #1583: 'json' must reach the prettifier)
  { q: 'json', tool: 'json-formatter' },
  { q: 'json format', tool: 'json-formatter' },
  { q: 'format json', tool: 'json-formatter' },
  { q: 'json formatter', tool: 'json-formatter' },
  { q: 'prettify json', tool: 'json-formatter' },
  { q: 'json prettify', tool: 'json-formatter' },
  { q: 'json pretty print', tool: 'json-formatter' },
  { q: 'pretty print json', tool: 'json-formatter' },
  { q: 'pretty print', tool: 'json-formatter' },
  { q: 'beautify json', tool: 'json-formatter' },
  { q: 'json beautifier', tool: 'json-formatter' },
  { q: 'json minify', tool: 'json-formatter' },
  { q: 'minify json', tool: 'json-formatter' },
  { q: 'json validator', tool: 'json-formatter' },
  { q: 'validate json', tool: 'json-formatter' },
  { q: 'jsonlint', tool: 'json-formatter' },
  { q: 'json lint', tool: 'json-formatter' },
  { q: 'json viewer', tool: 'json-formatter' },
  { q: 'jsno', tool: 'json-formatter' },
  { q: 'json fromatter', tool: 'json-formatter' },
  { q: 'beautify', tool: 'json-formatter' },
  // Issue 35: every formatter minifies; a bare 'minify' names none of them.
  { q: 'minify', tool: 'json-formatter', also: ['js-formatter', 'css-formatter', 'html-formatter', 'xml-formatter', 'sql-formatter'] },
  { q: 'format', tool: 'json-formatter' },
  // 'prettify' names no language, and XML Prettifier carries the word in its title.
  { q: 'prettify', tool: 'json-formatter', also: ['xml-formatter'] },

  // JSON ↔ YAML
  { q: 'yaml to json', tool: 'json-yaml' },
  { q: 'json to yaml', tool: 'json-yaml' },
  { q: 'yml to json', tool: 'json-yaml' },
  { q: 'json yaml', tool: 'json-yaml' },
  { q: 'yaml json', tool: 'json-yaml' },
  { q: 'convert yaml', tool: 'json-yaml' },
  { q: 'yaml converter', tool: 'json-yaml' },

  // JSON ↔ XML
  // JSON Schema Validator (D28)
  { q: 'json schema', tool: 'json-schema' },
  { q: 'json schema validator', tool: 'json-schema' },
  { q: 'ajv', tool: 'json-schema' },
  { q: 'validate against schema', tool: 'json-schema' },
  { q: 'infer schema', tool: 'json-schema' },
  // JSON to TypeScript (D28)
  { q: 'json to typescript', tool: 'json-typescript' },
  { q: 'typescript interface', tool: 'json-typescript' },
  { q: 'quicktype', tool: 'json-typescript' },
  { q: 'go struct from json', tool: 'json-typescript' },
  { q: 'pydantic', tool: 'json-typescript' },
  { q: 'json to typscript', tool: 'json-typescript' },
  { q: 'json to xml', tool: 'json-xml' },
  { q: 'xml to json', tool: 'json-xml' },
  { q: 'json xml', tool: 'json-xml' },
  { q: 'convert xml to json', tool: 'json-xml' },

  // Fake Data Generator (D28)
  { q: 'fake data', tool: 'fake-data' },
  { q: 'faker', tool: 'fake-data' },
  { q: 'mock data', tool: 'fake-data' },
  { q: 'generate test data', tool: 'fake-data' },
  { q: 'sql insert statements', tool: 'fake-data' },
  { q: 'fake dta', tool: 'fake-data' },

  // CSV ↔ JSON
  { q: 'csv to json', tool: 'csv-json' },
  { q: 'json to csv', tool: 'csv-json' },
  { q: 'csv', tool: 'csv-json' },
  { q: 'csv converter', tool: 'csv-json' },
  { q: 'excel to json', tool: 'csv-json' },
  { q: 'tsv to json', tool: 'csv-json' },

  // Base64
  { q: 'base64', tool: 'base64' },
  { q: 'b64', tool: 'base64' },
  { q: 'bas64', tool: 'base64' },
  { q: 'base 64', tool: 'base64' },
  { q: 'base64 decode', tool: 'base64' },
  { q: 'decode base64', tool: 'base64' },
  { q: 'base64 encode', tool: 'base64' },
  { q: 'encode base64', tool: 'base64' },
  { q: 'atob', tool: 'base64' },
  { q: 'btoa', tool: 'base64' },
  { q: 'base64url', tool: 'base64' },

  // URL encoder
  { q: 'url encode', tool: 'url-encode' },
  { q: 'url decode', tool: 'url-encode' },
  { q: 'urlencode', tool: 'url-encode' },
  { q: 'percent', tool: 'url-encode' },
  { q: 'percent encoding', tool: 'url-encode' },
  { q: 'encodeuricomponent', tool: 'url-encode' },
  { q: 'uri encode', tool: 'url-encode' },
  { q: 'url escape', tool: 'url-encode' },

  // HTML entities
  { q: 'html entities', tool: 'html-entity' },
  { q: 'html entity', tool: 'html-entity' },
  { q: 'escape html', tool: 'html-entity' },
  { q: 'html escape', tool: 'html-entity' },
  { q: 'unescape html', tool: 'html-entity' },
  { q: 'html decode', tool: 'html-entity' },
  { q: '&amp;', tool: 'html-entity' },
  { q: 'nbsp', tool: 'html-entity' },

  // Timestamp
  { q: 'epoch', tool: 'timestamp' },
  { q: 'unix time', tool: 'timestamp' },
  { q: 'unix timestamp', tool: 'timestamp' },
  { q: 'timestamp', tool: 'timestamp' },
  { q: 'epoch converter', tool: 'timestamp' },
  { q: 'timestmap', tool: 'timestamp' },
  { q: 'date converter', tool: 'timestamp' },
  { q: 'unix to date', tool: 'timestamp' },
  { q: 'timestamp to date', tool: 'timestamp' },
  { q: 'milliseconds to date', tool: 'timestamp' },
  { q: 'iso 8601', tool: 'timestamp' },
  { q: 'posix time', tool: 'timestamp' },
  { q: 'filetime', tool: 'timestamp', feature: 'Windows FILETIME / LDAP time' },
  { q: 'ldap timestamp', tool: 'timestamp', feature: 'Windows FILETIME / LDAP time' },
  { q: 'world clock', tool: 'timestamp', feature: 'Time zones side by side' },
  { q: 'days between dates', tool: 'timestamp', feature: 'Difference between dates' },
  { q: 'timestamps in log', tool: 'timestamp', feature: 'Timestamps in a log' },

  // Unit Converter (D28)
  { q: 'unit converter', tool: 'unit-converter' },
  { q: 'convert units', tool: 'unit-converter' },
  { q: 'km to miles', tool: 'unit-converter' },
  { q: 'celsius to fahrenheit', tool: 'unit-converter' },
  { q: 'px to rem', tool: 'unit-converter' },
  { q: 'unit convertor', tool: 'unit-converter' },

  // UUID
  { q: 'uuid', tool: 'uuid' },
  { q: 'guid', tool: 'uuid' },
  { q: 'generate uuid', tool: 'uuid' },
  { q: 'uuid v4', tool: 'uuid' },
  { q: 'uuid v7', tool: 'uuid' },
  { q: 'uudi', tool: 'uuid' },
  { q: 'unique id', tool: 'uuid' },
  { q: 'guid generator', tool: 'uuid' },
  // Issue 34: the other IDs the UUID tool makes and reads.
  { q: 'ulid', tool: 'uuid', feature: 'ULID' },
  { q: 'nanoid', tool: 'uuid', feature: 'NanoID' },
  { q: 'mongodb objectid', tool: 'uuid', feature: 'MongoDB ObjectID' },
  { q: 'discord snowflake', tool: 'uuid', feature: 'Snowflake ID' },
  { q: 'uuid v5', tool: 'uuid', feature: 'UUID v5 / v3 from a name' },
  { q: 'decode uuid', tool: 'uuid' },

  // Hash
  { q: 'hash', tool: 'hash' },
  { q: 'md5', tool: 'hash' },
  { q: 'md55', tool: 'hash' },
  { q: 'sha256', tool: 'hash' },
  { q: 'sha-256', tool: 'hash' },
  { q: 'sha 256', tool: 'hash' },
  { q: 'sha1', tool: 'hash' },
  { q: 'sha512', tool: 'hash' },
  { q: 'checksum', tool: 'hash' },
  { q: 'hmac', tool: 'hash' },
  { q: 'hmac sha256', tool: 'hash' },
  { q: 'hash file', tool: 'hash' },
  { q: 'sha256 file', tool: 'hash' },
  { q: 'file checksum', tool: 'hash' },
  { q: 'md5 hash', tool: 'hash' },
  { q: 'crc32', tool: 'hash' },
  { q: 'blake3', tool: 'hash' },
  { q: 'hash generator', tool: 'hash' },

  // Bcrypt
  { q: 'bcrypt', tool: 'bcrypt' },
  { q: 'bcrypt hash', tool: 'bcrypt' },
  { q: 'bcrypt verify', tool: 'bcrypt' },
  { q: 'bcrpyt', tool: 'bcrypt' },
  { q: 'password hash', tool: 'bcrypt' },

  // JWT
  { q: 'jwt', tool: 'jwt' },
  { q: 'jwt decode', tool: 'jwt' },
  { q: 'decode jwt', tool: 'jwt' },
  { q: 'jwt decoder', tool: 'jwt' },
  { q: 'json web token', tool: 'jwt' },
  { q: 'jwt verify', tool: 'jwt' },
  { q: 'bearer token', tool: 'jwt' },

  // Certificates and keys
  { q: 'x509', tool: 'x509' },
  { q: 'certificate', tool: 'x509' },
  { q: 'decode certificate', tool: 'x509' },
  { q: 'pem', tool: 'x509' },
  { q: 'ssl certificate', tool: 'x509' },
  { q: 'certificate chain', tool: 'x509', feature: 'Certificate chain' },
  { q: 'csr decoder', tool: 'x509', feature: 'CSR decoder' },
  { q: 'key matches certificate', tool: 'x509', feature: 'Does the key match the certificate' },

  // Keys & Tokens, Key pair tab (issue 34)
  { q: 'ssh-keygen', tool: 'keys', feature: 'SSH key generator' },
  { q: 'generate ssh key', tool: 'keys', feature: 'SSH key generator' },
  { q: 'ed25519 key pair', tool: 'keys' },
  { q: 'ssh key fingerprint', tool: 'keys', feature: 'SSH key fingerprint' },
  // Keys & Tokens: Sign JWT (issue 34)
  { q: 'sign jwt', tool: 'keys', feature: 'Sign a JWT' },
  { q: 'jwt generator', tool: 'keys' },
  // Encrypt & Decrypt (issue 34)
  { q: 'encrypt', tool: 'encrypt' },
  { q: 'aes encryption', tool: 'encrypt' },
  { q: 'decrypt text', tool: 'encrypt', feature: 'Decrypt' },
  { q: 'encrypt file', tool: 'encrypt', feature: 'Encrypt a file' },
  { q: 'rsa-oaep', tool: 'encrypt', feature: 'RSA-OAEP' },

  // Passwords
  // Both tools are titled 'Password …'; the word alone says neither.
  { q: 'password', tool: 'password', also: ['password-strength'] },
  { q: 'password generator', tool: 'password' },
  { q: 'generate password', tool: 'password' },
  { q: 'random password', tool: 'password' },
  { q: 'passphrase', tool: 'password' },
  { q: 'password strength', tool: 'password-strength' },
  { q: 'passphrase strength', tool: 'password-strength' },
  { q: 'check password strength', tool: 'password-strength' },
  { q: 'password checker', tool: 'password-strength' },
  { q: 'zxcvbn', tool: 'password-strength' },
  { q: 'password entropy', tool: 'password-strength' },
  { q: 'pasword strength', tool: 'password-strength' },

  // Case converter
  { q: 'case', tool: 'case-converter' },
  { q: 'camelcase', tool: 'case-converter' },
  { q: 'camel case', tool: 'case-converter' },
  { q: 'snake case', tool: 'case-converter' },
  { q: 'snake_case', tool: 'case-converter' },
  { q: 'kebab case', tool: 'case-converter' },
  { q: 'uppercase', tool: 'case-converter' },
  { q: 'lowercase', tool: 'case-converter' },
  { q: 'pascal case', tool: 'case-converter' },
  { q: 'title case', tool: 'case-converter' },

  // Slug
  { q: 'slug', tool: 'slug' },
  { q: 'slugify', tool: 'slug' },
  { q: 'url slug', tool: 'slug' },
  { q: 'permalink', tool: 'slug' },

  // Lorem ipsum
  { q: 'lorem', tool: 'lorem' },
  { q: 'lorem ipsum', tool: 'lorem' },
  { q: 'ipsum', tool: 'lorem' },
  { q: 'placeholder text', tool: 'lorem' },
  { q: 'dummy text', tool: 'lorem' },

  // Regex
  { q: 'regex', tool: 'regex' },
  { q: 'regexp', tool: 'regex' },
  { q: 'reegx', tool: 'regex' },
  { q: 'regx', tool: 'regex' },
  { q: 'regular expression', tool: 'regex' },
  { q: 'regex tester', tool: 'regex' },
  { q: 'test regex', tool: 'regex' },
  { q: 'pattern matching', tool: 'regex' },

  // Diff
  { q: 'diff', tool: 'diff', also: ['text-diff'] },
  { q: 'compare', tool: 'diff', also: ['text-diff'] },
  { q: 'compare text', tool: 'text-diff', also: DIFFS },
  { q: 'text compare', tool: 'text-diff', also: DIFFS },
  { q: 'text diff', tool: 'text-diff' },
  { q: 'diff viewer', tool: 'diff' },
  { q: 'side by side diff', tool: 'diff', also: ['text-diff'] },
  { q: 'patch', tool: 'diff' },

  // Markdown
  { q: 'markdown', tool: 'markdown' },
  { q: 'md', tool: 'markdown' },
  { q: 'md preview', tool: 'markdown' },
  { q: 'markdown preview', tool: 'markdown' },
  { q: 'readme preview', tool: 'markdown' },
  { q: 'markdown to html', tool: 'markdown' },
  { q: 'markdwon', tool: 'markdown' },

  // SQL
  { q: 'sql', tool: 'sql-formatter' },
  { q: 'prettify sql', tool: 'sql-formatter' },
  { q: 'sql formatter', tool: 'sql-formatter' },
  { q: 'format sql', tool: 'sql-formatter' },
  { q: 'sql beautifier', tool: 'sql-formatter' },
  { q: 'minify sql', tool: 'sql-formatter' },
  { q: 'postgres format', tool: 'sql-formatter' },

  // JavaScript
  { q: 'js beautify', tool: 'js-formatter' },
  { q: 'javascript formatter', tool: 'js-formatter' },
  { q: 'prettier', tool: 'js-formatter' },
  { q: 'format js', tool: 'js-formatter' },
  { q: 'typescript formatter', tool: 'js-formatter' },
  { q: 'javascript beautifier', tool: 'js-formatter' },
  { q: 'javscript', tool: 'js-formatter' },
  { q: 'minify js', tool: 'js-formatter', feature: 'Minify' },
  { q: 'uglify javascript', tool: 'js-formatter', feature: 'Minify' },

  // CSS
  { q: 'css minify', tool: 'css-formatter', feature: 'Minify' },
  { q: 'css formatter', tool: 'css-formatter' },
  { q: 'format css', tool: 'css-formatter' },
  { q: 'css beautify', tool: 'css-formatter' },
  { q: 'css', tool: 'css-formatter' },

  // HTML
  { q: 'html format', tool: 'html-formatter' },
  { q: 'html formatter', tool: 'html-formatter' },
  { q: 'html beautify', tool: 'html-formatter' },
  { q: 'prettify html', tool: 'html-formatter' },
  { q: 'html minifier', tool: 'html-formatter', feature: 'Minify' },
  { q: 'html', tool: 'html-formatter' },

  // XML
  { q: 'xml', tool: 'xml-formatter' },
  { q: 'xml format', tool: 'xml-formatter' },
  { q: 'xml formatter', tool: 'xml-formatter' },
  { q: 'prettify xml', tool: 'xml-formatter' },
  { q: 'minify xml', tool: 'xml-formatter', feature: 'Minify' },
  { q: 'xml pretty print', tool: 'xml-formatter' },

  // Colour
  { q: 'color', tool: 'color-picker' },
  { q: 'colour', tool: 'color-picker' },
  { q: 'color picker', tool: 'color-picker' },
  { q: 'hex to rgb', tool: 'color-picker' },
  { q: 'rgb to hex', tool: 'color-picker' },
  { q: 'hsl', tool: 'color-picker' },
  { q: 'pick color', tool: 'color-picker' },
  { q: 'colr', tool: 'color-picker' },

  // Contrast
  { q: 'contrast', tool: 'contrast' },
  { q: 'wcag', tool: 'contrast' },
  { q: 'contrast checker', tool: 'contrast' },
  { q: 'color contrast', tool: 'contrast' },
  { q: 'accessibility', tool: 'contrast' },
  { q: 'a11y', tool: 'contrast' },
  { q: 'contrast ratio', tool: 'contrast' },

  // Gradient Generator
  { q: 'gradient', tool: 'gradient' },
  { q: 'css gradient', tool: 'gradient' },
  { q: 'linear-gradient', tool: 'gradient' },
  { q: 'radial gradient', tool: 'gradient' },
  { q: 'tailwind gradient', tool: 'gradient' },
  { q: 'gradeint', tool: 'gradient' },

  // QR Code Generator
  { q: 'qr', tool: 'qr-code' },
  { q: 'qr code', tool: 'qr-code' },
  { q: 'qr generator', tool: 'qr-code' },
  { q: 'wifi qr', tool: 'qr-code' },
  { q: 'scan qr code', tool: 'qr-code' },
  { q: 'qr cdoe', tool: 'qr-code' },

  // Cron
  { q: 'cron', tool: 'cron' },
  { q: 'crontab', tool: 'cron' },
  { q: 'cron expression', tool: 'cron' },
  { q: 'cron schedule', tool: 'cron' },
  { q: 'cron job', tool: 'cron' },
  { q: 'cronjob', tool: 'cron' },
  { q: 'corn', tool: 'cron' },

  // Dockerfile
  { q: 'dockerfile', tool: 'dockerfile' },
  { q: 'docker', tool: 'dockerfile' },
  { q: 'docker lint', tool: 'dockerfile' },
  { q: 'dockerfile linter', tool: 'dockerfile' },
  { q: 'hadolint', tool: 'dockerfile' },
  { q: 'dokcerfile', tool: 'dockerfile' },

  // YAML validator ('yaml' alone: the validator is titled YAML, the converter also is about it)
  { q: 'yaml', tool: 'yaml-validator', also: ['json-yaml'] },
  { q: 'yamll', tool: 'yaml-validator', also: ['json-yaml'] },
  { q: 'yaml validator', tool: 'yaml-validator' },
  { q: 'validate yaml', tool: 'yaml-validator' },
  { q: 'yaml lint', tool: 'yaml-validator' },
  { q: 'yml', tool: 'yaml-validator', also: ['json-yaml'] },
  { q: 'docker compose yaml', tool: 'yaml-validator' },

  // SemVer
  { q: 'semver', tool: 'semver' },
  { q: 'semantic version', tool: 'semver' },
  { q: 'version bump', tool: 'semver' },
  { q: 'compare versions', tool: 'semver' },
  { q: 'semver range', tool: 'semver' },
  { q: 'npm version', tool: 'semver' },

  // Gitignore
  { q: 'gitignore', tool: 'gitignore' },
  { q: '.gitignore', tool: 'gitignore' },
  { q: 'git ignore', tool: 'gitignore' },
  { q: 'gitignore node', tool: 'gitignore' },
  { q: 'gitingore', tool: 'gitignore' },

  // DNS
  { q: 'dns', tool: 'dns' },
  { q: 'dns lookup', tool: 'dns' },
  { q: 'nslookup', tool: 'dns' },
  { q: 'dig', tool: 'dns' },
  { q: 'mx record', tool: 'dns' },
  { q: 'reverse dns', tool: 'dns' },
  { q: 'dns over https', tool: 'dns' },

  // IP subnet calculator (issue 34)
  { q: 'subnet', tool: 'subnet' },
  { q: 'cidr calculator', tool: 'subnet' },
  { q: 'netmask', tool: 'subnet' },
  { q: 'ip range', tool: 'subnet' },
  { q: 'ipv6 subnet', tool: 'subnet' },
  { q: 'wildcard mask', tool: 'subnet' },
  { q: 'vlsm', tool: 'subnet', feature: 'Split into subnets (VLSM)' },
  { q: 'aggregate cidr', tool: 'subnet', feature: 'Summarise IP ranges' },
  { q: 'cidr overlap', tool: 'subnet', feature: 'Overlap of two ranges' },

  // Keys & Tokens, the TOTP / HOTP tab (issue 34)
  { q: 'totp', tool: 'keys' },
  { q: 'google authenticator', tool: 'keys' },
  { q: '2fa code', tool: 'keys' },

  // HTTP status
  { q: 'http status', tool: 'http-status' },
  { q: 'status codes', tool: 'http-status' },
  { q: 'status code', tool: 'http-status' },
  { q: '404', tool: 'http-status' },
  { q: 'http 404', tool: 'http-status' },
  { q: 'http status codes', tool: 'http-status' },
  { q: 'http codes', tool: 'http-status' },

  // REST client
  { q: 'rest', tool: 'rest-client' },
  { q: 'rest client', tool: 'rest-client' },
  { q: 'postman', tool: 'rest-client' },
  { q: 'insomnia', tool: 'rest-client' },
  { q: 'api client', tool: 'rest-client' },
  { q: 'api tester', tool: 'rest-client' },
  { q: 'get request', tool: 'rest-client' },

  // cURL
  { q: 'curl', tool: 'curl' },
  { q: 'curl builder', tool: 'curl' },
  { q: 'curl command', tool: 'curl' },
  { q: 'curl post', tool: 'curl' },

  // Webhook
  { q: 'webhook', tool: 'webhook' },
  { q: 'webhook tester', tool: 'webhook' },
  { q: 'webhook signature', tool: 'webhook' },
  { q: 'github webhook', tool: 'webhook' },
  { q: 'stripe webhook', tool: 'webhook' },
  { q: 'x-hub-signature', tool: 'webhook' },

  // GraphQL
  { q: 'graphql', tool: 'graphql' },
  { q: 'gql', tool: 'graphql' },
  { q: 'graphql playground', tool: 'graphql' },
  { q: 'graphiql', tool: 'graphql' },
  { q: 'graphql query', tool: 'graphql' },
  { q: 'grapql', tool: 'graphql' },

  // Image converter
  { q: 'image convert', tool: 'image-converter' },
  { q: 'image converter', tool: 'image-converter' },
  { q: 'convert image', tool: 'image-converter' },
  { q: 'png to webp', tool: 'image-converter' },
  { q: 'jpg to png', tool: 'image-converter' },
  { q: 'png to jpg', tool: 'image-converter' },
  { q: 'svg to png', tool: 'image-converter' },
  { q: 'webp', tool: 'image-converter' },

  // SVG Optimizer
  { q: 'svg optimizer', tool: 'svg-optimizer' },
  { q: 'optimize svg', tool: 'svg-optimizer' },
  { q: 'svgo', tool: 'svg-optimizer' },
  { q: 'minify svg', tool: 'svg-optimizer' },
  { q: 'compress svg', tool: 'svg-optimizer' },
  { q: 'svg optimiser', tool: 'svg-optimizer' },
  { q: 'svg optimzer', tool: 'svg-optimizer' },

  // Image Compressor
  { q: 'compress image', tool: 'image-compress' },
  { q: 'image compressor', tool: 'image-compress' },
  { q: 'reduce image size', tool: 'image-compress' },
  { q: 'squoosh', tool: 'image-compress' },
  { q: 'tinypng', tool: 'image-compress' },
  { q: 'mozjpeg', tool: 'image-compress' },
  { q: 'image compresor', tool: 'image-compress' },

  // Favicon Generator
  { q: 'favicon', tool: 'favicon' },
  { q: 'favicon.ico', tool: 'favicon' },
  { q: 'apple touch icon', tool: 'favicon' },
  { q: 'webmanifest', tool: 'favicon' },
  { q: 'maskable icon', tool: 'favicon' },
  { q: 'pwa icons', tool: 'favicon' },
  { q: 'favicn', tool: 'favicon' },

  // LinkedIn post
  { q: 'linkedin post bold', tool: 'linkedin-post' },
  { q: 'linkedin', tool: 'linkedin-post' },
  { q: 'linkedin bold', tool: 'linkedin-post' },
  { q: 'bold text linkedin', tool: 'linkedin-post' },
  { q: 'unicode bold', tool: 'linkedin-post' },
  { q: 'linkdin', tool: 'linkedin-post' },

  // ASCII Art Generator
  { q: 'ascii art', tool: 'ascii-art' },
  { q: 'figlet', tool: 'ascii-art' },
  { q: 'text banner', tool: 'ascii-art' },
  { q: 'ascii text generator', tool: 'ascii-art' },
  { q: 'big letters', tool: 'ascii-art' },
  { q: 'asci art', tool: 'ascii-art' },

  // Held out: written after the ranking was tuned on everything above, and run once before any
  // further change (top-1 90.9%, top-3 93.5%; the old ranking: 76.6%, 79.2%). What they taught
  // ('yaml2json', 'curl generator') was then fixed in general, not query by query.
  { q: 'json pretty', tool: 'json-formatter' },
  { q: 'jsonformatter', tool: 'json-formatter' },
  { q: 'validate my json', tool: 'json-formatter' },
  { q: 'json prettier', tool: 'json-formatter' },
  { q: 'yaml2json', tool: 'json-yaml' },
  { q: 'yml json', tool: 'json-yaml' },
  { q: 'xml2json', tool: 'json-xml' },
  { q: 'csv2json', tool: 'csv-json' },
  { q: 'spreadsheet', tool: 'csv-json' },
  { q: 'base64 encoder', tool: 'base64' },
  { q: 'b64 decode', tool: 'base64' },
  { q: 'base46', tool: 'base64' },
  { q: 'percent decode', tool: 'url-encode' },
  { q: 'url encoder', tool: 'url-encode' },
  { q: 'uri decode', tool: 'url-encode' },
  { q: 'html unescape', tool: 'html-entity' },
  { q: 'entity decode', tool: 'html-entity' },
  { q: 'unix epoch', tool: 'timestamp' },
  { q: 'epoch to date', tool: 'timestamp' },
  { q: 'timestamp converter', tool: 'timestamp' },
  { q: 'unixtime', tool: 'timestamp' },
  { q: 'uuid generator', tool: 'uuid' },
  { q: 'uuidgen', tool: 'uuid' },
  { q: 'sha512 hash', tool: 'hash' },
  { q: 'sha3', tool: 'hash' },
  { q: 'xxhash', tool: 'hash' },
  { q: 'checksum file', tool: 'hash' },
  { q: 'md5 checksum', tool: 'hash' },
  { q: 'sha265', tool: 'hash' },
  { q: 'bcrypt generator', tool: 'bcrypt' },
  { q: 'bcrypt check', tool: 'bcrypt' },
  { q: 'jwt parser', tool: 'jwt' },
  { q: 'jwt debugger', tool: 'jwt' },
  { q: 'decode token', tool: 'jwt' },
  { q: 'jwt.io', tool: 'jwt' },
  // 'Make me one' or 'is mine one': both readings are common.
  { q: 'strong password', tool: 'password', also: ['password-strength'] },
  { q: 'password gen', tool: 'password' },
  { q: 'password meter', tool: 'password-strength' },
  { q: 'camel', tool: 'case-converter' },
  { q: 'upper case', tool: 'case-converter' },
  { q: 'kebab', tool: 'case-converter' },
  { q: 'slug generator', tool: 'slug' },
  { q: 'lorem ipsum generator', tool: 'lorem' },
  { q: 'regular expressions', tool: 'regex' },
  { q: 'regex test', tool: 'regex' },
  { q: 'diff checker', tool: 'diff', also: DIFFS },
  { q: 'compare two texts', tool: 'text-diff' },
  { q: 'markdown viewer', tool: 'markdown' },
  { q: 'md to html', tool: 'markdown' },
  { q: 'sql pretty', tool: 'sql-formatter' },
  { q: 'mysql', tool: 'sql-formatter' },
  { q: 'typescript', tool: 'js-formatter', also: ['json-typescript'] },
  { q: 'javascript', tool: 'js-formatter' },
  { q: 'css pretty', tool: 'css-formatter' },
  { q: 'html pretty', tool: 'html-formatter' },
  { q: 'xml pretty', tool: 'xml-formatter' },
  { q: 'xml beautifier', tool: 'xml-formatter' },
  { q: 'rgb', tool: 'color-picker' },
  { q: 'hex color', tool: 'color-picker' },
  { q: 'wcag contrast', tool: 'contrast' },
  { q: 'cron expression generator', tool: 'cron' },
  { q: 'crontab generator', tool: 'cron' },
  { q: 'docker file', tool: 'dockerfile' },
  { q: 'yaml check', tool: 'yaml-validator' },
  { q: 'semantic versioning', tool: 'semver' },
  { q: 'gitignore generator', tool: 'gitignore' },
  { q: 'dns records', tool: 'dns' },
  { q: 'status 500', tool: 'http-status' },
  { q: 'http response codes', tool: 'http-status' },
  { q: 'http client', tool: 'rest-client' },
  { q: 'api request', tool: 'rest-client' },
  { q: 'curl generator', tool: 'curl' },
  { q: 'webhooks', tool: 'webhook' },
  { q: 'graph ql', tool: 'graphql' },
  { q: 'png', tool: 'image-converter' },
  { q: 'jpeg to webp', tool: 'image-converter' },
  { q: 'linkedin formatter', tool: 'linkedin-post' },
  // Issue 32: the features inside tools, by their own names (each names the feature it means).
  { q: 'jq', tool: 'json-formatter', feature: 'jq query' },
  { q: 'jq query', tool: 'json-formatter', feature: 'jq query' },
  { q: 'jq filter', tool: 'json-formatter', feature: 'jq query' },
  { q: 'query json', tool: 'json-formatter', feature: 'jq query' },
  { q: 'json query', tool: 'json-formatter', feature: 'jq query' },
  { q: 'jqplay', tool: 'json-formatter', feature: 'jq query' },
  { q: 'filter json', tool: 'json-formatter', feature: 'jq query' },
  { q: 'jsonpath', tool: 'json-formatter', feature: 'JSONPath' },
  { q: 'json path', tool: 'json-formatter', feature: 'JSONPath' },
  { q: 'jsonpath query', tool: 'json-formatter', feature: 'JSONPath' },
  { q: 'jsonpth', tool: 'json-formatter', feature: 'JSONPath' },
  { q: 'sort keys', tool: 'json-formatter', feature: 'Sort keys' },
  { q: 'sort json keys', tool: 'json-formatter', feature: 'Sort keys' },
  { q: 'json sort', tool: 'json-formatter', feature: 'Sort keys' },
  { q: 'alphabetical keys', tool: 'json-formatter', feature: 'Sort keys' },
  { q: 'json tree', tool: 'json-formatter', feature: 'Tree view' },
  { q: 'tree view', tool: 'json-formatter', feature: 'Tree view' },
  { q: 'json explorer', tool: 'json-formatter', feature: 'Tree view' },
  { q: 'json diff', tool: 'json-formatter', feature: 'JSON diff' },
  { q: 'compare json', tool: 'json-formatter', feature: 'JSON diff' },
  { q: 'json patch', tool: 'json-formatter', feature: 'JSON diff' },
  { q: 'diff two json files', tool: 'json-formatter', feature: 'JSON diff' },
  { q: 'hmac-sha256', tool: 'hash', feature: 'HMAC' },
  { q: 'keyed hash', tool: 'hash', feature: 'HMAC' },
  { q: 'hmac key', tool: 'hash', feature: 'HMAC' },
  { q: 'hamc', tool: 'hash', feature: 'HMAC' },
  { q: 'file hash', tool: 'hash', feature: 'File hash' },
  { q: 'hash a file', tool: 'hash', feature: 'File hash' },
  { q: 'sha256sum', tool: 'hash', feature: 'File hash' },
  { q: 'md5sum', tool: 'hash', feature: 'File hash' },
  { q: 'verify download', tool: 'hash', feature: 'File hash' },
  { q: 'verify checksum', tool: 'hash', feature: 'Check an expected digest' },
  { q: 'compare hash', tool: 'hash', feature: 'Check an expected digest' },
  { q: 'expected hash', tool: 'hash', feature: 'Check an expected digest' },
  { q: 'sha-1', tool: 'hash', feature: 'SHA-1' },
  { q: 'keccak', tool: 'hash', feature: 'SHA-3' },
  { q: 'word diff', tool: 'text-diff', feature: 'Word diff' },
  { q: 'changed words', tool: 'text-diff', feature: 'Word diff' },
  { q: 'inline diff', tool: 'text-diff', feature: 'Word diff' },
  { q: 'word level diff', tool: 'text-diff', feature: 'Word diff' },
  { q: 'regex replace', tool: 'regex', feature: 'Replace' },
  { q: 'find and replace', tool: 'regex', feature: 'Replace' },
  { q: 'search and replace', tool: 'regex', feature: 'Replace' },
  { q: 'replace with regex', tool: 'regex', feature: 'Replace' },
  { q: 'sed', tool: 'regex', feature: 'Replace' },
  { q: 'capture groups', tool: 'regex', feature: 'Capture groups' },
  { q: 'named group', tool: 'regex', feature: 'Capture groups' },
  { q: 'regex matches to csv', tool: 'regex', feature: 'Export matches' },
  { q: 'explain regex', tool: 'regex', feature: 'Explain pattern' },
  { q: 'regex explainer', tool: 'regex', feature: 'Explain pattern' },
  { q: 'verify jwt', tool: 'jwt', feature: 'Verify signature' },
  { q: 'jwt signature', tool: 'jwt', feature: 'Verify signature' },
  { q: 'jwt secret', tool: 'jwt', feature: 'Verify signature' },
  { q: 'jwt expiry', tool: 'jwt', feature: 'Expiry and dates' },
  { q: 'token expiration', tool: 'jwt', feature: 'Expiry and dates' },
  { q: 'from base64', tool: 'base64', feature: 'Decode Base64' },
  { q: 'text to base64', tool: 'base64', feature: 'Encode to Base64' },
  { q: 'scan qr', tool: 'qr-code', feature: 'Read a QR code' },
  { q: 'qr reader', tool: 'qr-code', feature: 'Read a QR code' },
  { q: 'read qr code', tool: 'qr-code', feature: 'Read a QR code' },
  { q: 'qr scanner', tool: 'qr-code', feature: 'Read a QR code' },
  { q: 'verify webhook', tool: 'webhook', feature: 'Verify signature' },
  { q: 'x-hub-signature-256', tool: 'webhook', feature: 'Verify signature' },
  { q: 'stripe signature', tool: 'webhook', feature: 'Verify signature' },
  { q: 'api tests', tool: 'rest-client', feature: 'Tests' },
  { q: 'pre-request script', tool: 'rest-client', feature: 'Pre-request script' },
  { q: 'basic auth', tool: 'rest-client', feature: 'Authorization' },
  { q: 'authorization header', tool: 'rest-client', feature: 'Authorization' },
  { q: 'graphql variables', tool: 'graphql', feature: 'Variables' },
  { q: 'date to epoch', tool: 'timestamp', feature: 'Date to timestamp' },
  { q: 'date to unix', tool: 'timestamp', feature: 'Date to timestamp' },
  { q: 'json to zod', tool: 'json-typescript', feature: 'Zod schema' },
  { q: 'golang struct', tool: 'json-typescript', feature: 'Go struct' },
  { q: 'json to rust', tool: 'json-typescript', feature: 'Rust serde types' },
  // Bytes inspector (issue 34 item 6)
  { q: 'hex viewer', tool: 'bytes' },
  { q: 'hex editor', tool: 'bytes' },
  { q: 'bytes inspector', tool: 'bytes' },
  { q: 'inspect bytes', tool: 'bytes' },
  { q: 'endian', tool: 'bytes' },
  { q: 'read int32 little endian', tool: 'bytes', feature: 'Integers at an offset' },
  // Issue 35 item 5: cURL to code, and back.
  { q: 'curl to python', tool: 'curl', feature: 'cURL to code' },
  { q: 'curl to fetch', tool: 'curl', feature: 'cURL to code' },
  { q: 'convert curl to code', tool: 'curl', feature: 'cURL to code' },
  { q: 'paste curl', tool: 'curl', feature: 'Import a cURL command' },
  { q: 'binary file viewer', tool: 'bytes' },
]

/**
 * Issue 33: what people type for an operation that no tool's screen does better, and the operation
 * they mean (its id): its "Operation: ..." item must come first, as a tool would. Where a tool does
 * the job ('url decode', 'base64 decode', 'sha256', 'json to yaml' above), the tool stays first.
 * Names and keywords as CyberChef users know them (shared/reference/cyberchef-operations.md).
 * A query whose operation is not declared (yet) is left out of the figures and listed as pending.
 */
export type OperationQuery = { q: string; op: string }

export const OPERATION_QUERIES: readonly OperationQuery[] = [
  { q: 'to hex', op: 'to-hex' },
  { q: 'from hex', op: 'from-hex' },
  { q: 'hex decode', op: 'from-hex' },
  { q: 'unhexlify', op: 'from-hex' },
  { q: 'xxd', op: 'to-hexdump' },
  { q: 'hexdump', op: 'to-hexdump' },
  { q: 'xxd -r', op: 'from-hexdump' },
  { q: 'gunzip', op: 'gunzip' },
  { q: 'zlib inflate', op: 'zlib-inflate' },
  { q: 'raw inflate', op: 'raw-inflate' },
  { q: 'rot13', op: 'rot13' },
  { q: 'base32 decode', op: 'from-base32' },
  { q: 'base32 encode', op: 'to-base32' },
  { q: 'base58 decode', op: 'from-base58' },
  { q: 'bs58', op: 'to-base58' },
  { q: 'ascii85 decode', op: 'from-base85' },
  { q: 'from charcode', op: 'from-charcode' },
  { q: 'fromcharcode', op: 'from-charcode' },
  { q: 'text to binary', op: 'to-binary' },
  { q: 'binary to text', op: 'from-binary' },
  { q: 'base45 decode', op: 'from-base45' },
  { q: 'from messagepack', op: 'from-messagepack' },
  { q: 'toml to json', op: 'toml-to-json' },
]
