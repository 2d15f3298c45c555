import { ArrowLeftRight, Cloud, Globe, Image, Paintbrush, Regex, ShieldCheck, Wand2, type LucideIcon } from 'lucide-react'

/** A disabled 'coming soon' entry of SPEC section 2: shown in the sidebar, with no route. */
type ComingSoon = { title: string; path: string }

/** No disabled entry left in a category (D28 turns them into tools); typed so the list stays a list. */
const NONE: readonly ComingSoon[] = []

/**
 * The eight categories in SPEC order, each with its routes in SPEC order (the registry sorts by
 * this) and its 'coming soon' entries (none are left since D28).
 */
export const CATEGORIES = [
  {
    id: 'data-conversion',
    title: 'Data Conversion',
    icon: ArrowLeftRight,
    routes: ['json-yaml', 'json-xml', 'csv-json', 'base64', 'url-encode', 'html-entity', 'timestamp', 'uuid', 'json-schema', 'fake-data', 'json-typescript', 'unit-converter', 'recipe', 'bytes'],
    comingSoon: NONE,
  },
  {
    id: 'image-tools',
    title: 'Image Tools',
    icon: Image,
    routes: ['image-converter', 'svg-optimizer', 'image-compress', 'favicon'],
    comingSoon: NONE,
  },
  {
    id: 'formatters',
    title: 'Formatters & Beautifiers',
    icon: Wand2,
    routes: ['json-formatter', 'sql-formatter', 'js-formatter', 'css-formatter', 'html-formatter', 'markdown', 'xml-formatter', 'diff'],
    comingSoon: NONE,
  },
  {
    id: 'security',
    title: 'Security & Hashing',
    icon: ShieldCheck,
    routes: ['jwt', 'hash', 'bcrypt', 'password', 'password-strength', 'x509', 'keys', 'encrypt'],
    comingSoon: NONE,
  },
  {
    id: 'api',
    title: 'API & Networking',
    icon: Globe,
    routes: ['rest-client', 'curl', 'http-status', 'webhook', 'graphql', 'subnet'],
    comingSoon: NONE,
  },
  {
    id: 'text',
    title: 'Regex & Text',
    icon: Regex,
    routes: ['regex', 'lorem', 'slug', 'case-converter', 'text-diff', 'linkedin-post', 'ascii-art'],
    comingSoon: NONE,
  },
  {
    id: 'devops',
    title: 'Cloud & DevOps',
    icon: Cloud,
    routes: ['cron', 'dockerfile', 'yaml-validator', 'semver', 'gitignore', 'dns'],
    comingSoon: NONE,
  },
  {
    id: 'frontend',
    title: 'Frontend Helpers',
    icon: Paintbrush,
    routes: ['color-picker', 'contrast', 'gradient', 'qr-code'],
    comingSoon: NONE,
  },
] as const satisfies readonly {
  id: string
  title: string
  icon: LucideIcon
  routes: readonly string[]
  comingSoon: readonly { title: string; path: string }[]
}[]

export type Category = (typeof CATEGORIES)[number]
export type CategoryId = Category['id']

/** Every tool route of SPEC section 2, in order. */
export const SPEC_ROUTES: readonly string[] = CATEGORIES.flatMap((c) => c.routes)

/** Sorts tools by SPEC's route order (the registry's order); a route SPEC does not list goes last. */
export const bySpecOrder = (a: { id: string }, b: { id: string }) => specIndex(a.id) - specIndex(b.id)
const specIndex = (id: string) => {
  const i = SPEC_ROUTES.indexOf(id)
  return i === -1 ? Number.MAX_SAFE_INTEGER : i
}

export const categoryById = (id: string): Category | undefined => CATEGORIES.find((c) => c.id === id)
