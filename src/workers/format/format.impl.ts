import { processJson } from './json.impl'

/**
 * The `format` engine: every formatter the tools use. Engines that are large (prettier and its
 * plugins, sql-formatter) are imported inside their function on first use and stay warm.
 */
export const formatApi = {
  json: processJson,
}

export type FormatApi = typeof formatApi
