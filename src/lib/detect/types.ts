/**
 * D25: what a detector sees and what it answers. Detectors are pure functions of a bounded sample
 * of the pasted text; the palette shows their merged answers as its "Detected" group.
 */

/** The part of a pasted text that detectors look at. */
export type Sample = {
  /** The bounded prefix of the text: at most PREFIX_CHARS characters. */
  text: string
  /** `text` without leading and trailing white space. */
  trimmed: string
  /** The whole text's length in characters. */
  length: number
  /** True when `text` is only the start of a longer text. */
  truncated: boolean
}

/** One tool that can take the text, how sure the detector is, and why, in one short line. */
export type Detection = {
  /** The tool's id (its route): 'json-formatter', 'jwt', ... */
  toolId: string
  /** 0..1, best first. Plain text stays at or below 0.2; every other detector answers above it. */
  confidence: number
  /** One short line in plain words, computed from the content: "JSON object, 3 keys". */
  reason: string
  /** What the content was taken for: 'json', 'jwt', 'base64-json', 'text', ... */
  kind: string
}

export type Detector = (sample: Sample) => Detection[]
