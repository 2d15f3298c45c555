/** The languages the cURL converter writes (light: the manifest and the screens' menus read it without the generators). */
export const CODE_LANGUAGES = [
  { id: 'fetch', label: 'JavaScript (fetch)', editor: 'javascript' },
  { id: 'axios', label: 'JavaScript (axios)', editor: 'javascript' },
  { id: 'undici', label: 'Node.js (undici)', editor: 'javascript' },
  { id: 'python', label: 'Python (requests)', editor: 'text' },
  { id: 'go', label: 'Go (net/http)', editor: 'text' },
  { id: 'php', label: 'PHP (curl)', editor: 'text' },
  { id: 'java', label: 'Java (HttpClient)', editor: 'text' },
  { id: 'csharp', label: 'C# (HttpClient)', editor: 'text' },
  { id: 'rust', label: 'Rust (reqwest)', editor: 'text' },
  { id: 'http', label: 'Raw HTTP', editor: 'text' },
] as const

export type CodeLanguage = (typeof CODE_LANGUAGES)[number]['id']

export const isCodeLanguage = (s: unknown): s is CodeLanguage => CODE_LANGUAGES.some((l) => l.id === s)

