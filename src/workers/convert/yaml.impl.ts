import {
  CORE_SCHEMA,
  defineScalarTag,
  dump,
  DUMP_SCHEMA,
  floatCoreTag,
  intCoreTag,
  load,
  mergeTag,
  NOT_RESOLVED,
  realMapTag,
  visit,
  YAMLException,
  type ScalarTagDefinition,
} from 'js-yaml'
import { isLosslessNumber, LosslessNumber } from 'lossless-json'
import { parseJson, stringifyJson } from './json-tree'
import { fail, ok, type ConvertResult } from './result'

/** SPEC section 5: the parser's message, or these when it has none. */
export const INVALID_JSON = 'Invalid JSON'
export const INVALID_YAML = 'Invalid YAML'

/* JSON -> YAML ------------------------------------------------------------------------------- */

const NUMBER_TAG = 'tag:devtools.local,2026:number'

/** Dumps a LosslessNumber as its original text; the transform below makes it a plain int/float. */
const losslessNumberTag = defineScalarTag<LosslessNumber>(NUMBER_TAG, {
  identify: isLosslessNumber,
  represent: (n: LosslessNumber) => n.value,
  resolve: () => NOT_RESOLVED,
})

const DUMP = DUMP_SCHEMA.withTags(losslessNumberTag, realMapTag)

/**
 * JSON text to YAML (2-space indent) with js-yaml. Numbers are written exactly as in the JSON
 * (D24): each is emitted as a plain scalar whose YAML type is what that text resolves to (int or
 * float), so `12345678901234567890` stays `12345678901234567890`. Strings that would read as
 * another type ('yes', '12') are quoted; multi-line strings become literal blocks.
 */
export function jsonToYaml({ text }: { text: string }): ConvertResult {
  const parsed = parseJson(text)
  if (!parsed.ok) {
    const { message, line, column } = parsed.error
    return fail({ message: message.trim() || INVALID_JSON, line, column })
  }
  const output = dump(parsed.value, {
    schema: DUMP,
    indent: 2,
    lineWidth: -1,
    noRefs: true,
    transform: (documents) =>
      visit(documents, (node) => {
        if (node.kind === 'scalar' && node.tagged && node.tag.includes(NUMBER_TAG)) {
          node.tag = DUMP.resolveImplicitScalarTag(node.value).tag.tagName
          node.tagged = false
        }
      }),
  })
  return ok(output, parsed.warnings)
}

/* YAML -> JSON ------------------------------------------------------------------------------- */

/** JSON's number grammar: YAML numbers written this way are carried over as written (D24). */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/

function losslessVariant(base: ScalarTagDefinition<number>): ScalarTagDefinition<number | LosslessNumber> {
  return defineScalarTag<number | LosslessNumber>(base.tagName, {
    implicit: true,
    implicitFirstChars: base.implicitFirstChars,
    resolve: (source, isExplicit, tagName) => {
      const value = base.resolve(source, isExplicit, tagName)
      if (value === NOT_RESOLVED) return NOT_RESOLVED
      return JSON_NUMBER.test(source) ? new LosslessNumber(source) : value
    },
    identify: () => false,
  })
}

/** YAML 1.2 core schema, merge keys (`<<: *defaults`) on, mappings as Maps (key order kept). */
const LOAD = CORE_SCHEMA.withTags(mergeTag, realMapTag, losslessVariant(intCoreTag), losslessVariant(floatCoreTag))

/**
 * YAML text to JSON (2-space indent). Anchors and aliases are expanded, merge keys applied,
 * numbers kept as written where JSON can write them that way (`0x1F` becomes 31, `.inf` null).
 */
export function yamlToJson({ text }: { text: string }): ConvertResult {
  let value: unknown
  try {
    value = load(text, { schema: LOAD, maxAliases: 100_000 })
  } catch (e) {
    if (e instanceof YAMLException) {
      const mark = e.mark
      return fail({ message: (e.reason || '').trim() || INVALID_YAML, line: mark ? mark.line + 1 : undefined, column: mark ? mark.column + 1 : undefined })
    }
    return fail({ message: (e instanceof Error && e.message.trim()) || INVALID_YAML })
  }
  try {
    return ok(stringifyJson(value, 2))
  } catch (e) {
    return fail({ message: (e instanceof Error && e.message) || INVALID_YAML })
  }
}
