// Types for the punycode package's ES module (the package ships none; `punycode` alone would be
// Node's deprecated built-in under @types/node). Only what the recipe worker uses.
declare module 'punycode/punycode.es6.js' {
  export function toASCII(domain: string): string
  export function toUnicode(domain: string): string
}
