import { unescapeJson } from '../../lib/detect/escaped-json'
import { SliceInbox } from '../core/slices'
import type { ProgressFn } from '../core/types'
import { createSlicedJson } from './json-sliced.impl'
import type { RepairResult } from './json-repair.impl'
import { processJson } from './json.impl'
import { renderMarkdown } from './markdown.impl'
import { formatCode } from './prettier.impl'
import { formatSql } from './sql.impl'
import { minifyCode } from './minify.impl'
import { blobSizeStats, sizeStats } from './size.impl'
import { minifyXml, prettifyXml } from './xml.impl'

/**
 * The `format` engine: every formatter the tools use. Engines that are large (prettier and its
 * plugins, sql-formatter) are imported inside their function on first use and stay warm.
 */
export const formatApi = {
  json: processJson,
  /** The JSON Formatter's path for any size (D30): text in and output out in slices; see json.client.ts. */
  ...createSlicedJson(new SliceInbox()),
  /** Almost-JSON made valid (jsonrepair), with what changed (issue 18); jsonrepair and jsdiff load on first use. */
  'json-repair': async (text: string, progress?: ProgressFn): Promise<RepairResult> => (await import('./json-repair.impl')).repairJson(text, progress),
  /** An escaped JSON string too large to unescape on the page: its text, or null when it does not read. */
  'json-unescape': (text: string) => unescapeJson(text)?.text ?? null,
  sql: formatSql,
  code: formatCode,
  xml: prettifyXml,
  /** Minify (issue 35 item 2): terser, csso, html-minifier-terser, each loaded on first use; with the sizes. */
  minify: minifyCode,
  'xml-minify': minifyXml,
  /** The JSON Formatter's Minify sizes: bytes before and after, and after gzip. */
  sizes: ({ before, after }: { before: string; after: string }) => sizeStats(before, after),
  /** The same for an output held as a Blob (a very large one). */
  blobSizes: ({ before, after }: { before: Blob; after: Blob }) => blobSizeStats(before, after),
  markdown: renderMarkdown,
}

export type FormatApi = typeof formatApi
