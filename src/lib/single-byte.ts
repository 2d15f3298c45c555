/**
 * Windows-1252's bytes 0x80-0x9F (WHATWG index-windows-1252; python3 -c "print(bytes(range(0x80,
 * 0xa0)).decode('cp1252', 'surrogateescape'))" gives the same where cp1252 defines the byte).
 * Written out because Node's TextDecoder reads this label as ISO-8859-1 (browsers do not).
 */
const CP1252_C1 = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

/** The 256 characters of a single-byte encoding (U+FFFD where it has none): decode-text's and the Bytes inspector's one table. */
export function singleByteChars(label: string): string {
  const latin = new TextDecoder(label).decode(Uint8Array.from({ length: 256 }, (_, i) => i))
  return label === 'windows-1252' ? latin.slice(0, 0x80) + CP1252_C1 + latin.slice(0xa0) : latin
}
