/** The JSON Schema drafts the validator knows (no Ajv here: the page imports this). */

export type Draft = '2020-12' | '2019-09' | '07'
export type DraftChoice = 'auto' | Draft

export const DRAFTS: readonly Draft[] = ['2020-12', '2019-09', '07']
/** How a draft is named on screen: "draft 2020-12", "draft-07". */
export const DRAFT_LABEL: Record<Draft, string> = { '2020-12': 'draft 2020-12', '2019-09': 'draft 2019-09', '07': 'draft-07' }
/** The draft used when the schema names none. */
export const DEFAULT_DRAFT: Draft = '2020-12'

/** The `$schema` URI of a draft (its meta-schema). */
export const DRAFT_URI: Record<Draft, string> = {
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  '07': 'http://json-schema.org/draft-07/schema#',
}

/** The draft a `$schema` value names (http or https, with or without the trailing `#`), or null. */
export function draftOfUri(uri: unknown): Draft | null {
  if (typeof uri !== 'string') return null
  const u = uri.trim().replace(/^https?:\/\//, '').replace(/#$/, '')
  if (u === 'json-schema.org/draft/2020-12/schema') return '2020-12'
  if (u === 'json-schema.org/draft/2019-09/schema') return '2019-09'
  if (u === 'json-schema.org/draft-07/schema') return '07'
  return null
}
