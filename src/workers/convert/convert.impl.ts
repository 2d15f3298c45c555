import { csvToJson, jsonToCsv } from './csv.impl'
import { htmlDecode, htmlEncode, urlCodec } from './text.impl'
import { jsonToXml, xmlToJson } from './xml.impl'
import { jsonToYaml, yamlToJson } from './yaml.impl'

/**
 * The `convert` engine: the Data Conversion tools' work (DECISIONS D7). Every function takes one
 * input object and, where a job can be long, a progress callback last.
 */
export const convertApi = {
  jsonToYaml,
  yamlToJson,
  jsonToXml,
  xmlToJson,
  csvToJson,
  jsonToCsv,
  urlCodec,
  htmlEncode,
  htmlDecode,
}

export type ConvertApi = typeof convertApi
