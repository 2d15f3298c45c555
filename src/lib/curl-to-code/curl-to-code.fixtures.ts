/** The commands the converter is tested with (HOST stands for the server's address). */
export const COMMANDS: Record<string, string> = {
  get: `curl 'http://HOST/users?page=2&sort=name' -H 'Accept: application/json'`,
  'post-json': `curl 'http://HOST/users' \\
  -H 'content-type: application/json' \\
  --data-raw $'{"name":"O\\'Brien","note":"line1\\\\nline2","city":"Zürich ✓ 😀","path":"C:\\\\\\\\temp","q":"\\\\"quoted\\\\""}'`,
  form: `curl -d 'a=1' -d 'b=x y&z' --data-urlencode 'c=é&f' http://HOST/form`,
  multipart: `curl -F name=joe -F 'note=it"s a \\\\ test' -F 'city=Zürich' http://HOST/upload`,
  'basic-auth': `curl -u 'admin:s3cr:et ü' http://HOST/private`,
  cookies: `curl -b 'session=abc; theme=dark' -H 'X-Requested-With: XMLHttpRequest' http://HOST/me`,
  compressed: `curl --compressed http://HOST/big`,
  insecure: `curl -k -X DELETE http://HOST/items/1`,
  'header-colons': `curl -H 'X-Time: 12:30:00' -H 'X-Url: http://a.b/c?d=e' -H 'X-Empty;' -X PUT -H 'Content-Type: text/plain' -d 'a:b' http://HOST/colons`,
  // Chrome's "Copy as cURL (cmd)": ^ escapes, ^" quotes, \\" inside, % before a letter as %^, a line break as ^ and two line breaks.
  'chrome-cmd': `curl ^"http://HOST/api?a=1^&b=^%^22x^%^22^" ^
  -H ^"accept: */*^" ^
  -H ^"content-type: application/json^" ^
  -H ^"cookie: id=42^" ^
  --data-raw ^"^{^\\^"msg^\\^":^\\^"50^%^ off ^<now^> ^& ^|pipe^| caf^é^\\^",^\\^"n^\\^":^\\^"a^

b^\\^"^}^" ^
  --compressed`,
}

