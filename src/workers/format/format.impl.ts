import { processJson } from './json.impl'
import { renderMarkdown } from './markdown.impl'
import { formatCode } from './prettier.impl'
import { formatSql } from './sql.impl'
import { prettifyXml } from './xml.impl'

/**
 * The `format` engine: every formatter the tools use. Engines that are large (prettier and its
 * plugins, sql-formatter) are imported inside their function on first use and stay warm.
 */
export const formatApi = {
  json: processJson,
  sql: formatSql,
  code: formatCode,
  xml: prettifyXml,
  markdown: renderMarkdown,
}

export type FormatApi = typeof formatApi
