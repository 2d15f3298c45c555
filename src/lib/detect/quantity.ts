import type { Detector, Sample } from './types'
import { detections } from './util'

/**
 * Unit symbols and names people paste with a number, by quantity (the first match names it). Left
 * out: `s` alone (`3 s` could be anything; `3 sec` is time) and `%`, which belongs to nobody.
 */
const UNITS: ReadonlyArray<readonly [quantity: string, pattern: RegExp]> = [
  ['length', /^(?:mm|cm|km|µm|um|nm|in|inch(?:es)?|ft|feet|foot|yd|yards?|mi|miles?|nmi|m|meters?|metres?|kilomet(?:er|re)s?|centimet(?:er|re)s?|millimet(?:er|re)s?)$/i],
  ['CSS length', /^(?:px|rem|em|pt|pc|vw|vh|vmin|vmax)$/i],
  ['area', /^(?:m²|m2|km²|km2|ft²|ft2|sq ?ft|sq ?m|acres?|hectares?|ha)$/i],
  ['volume', /^(?:ml|mL|l|L|liters?|litres?|gal|gallons?|fl ?oz|cups?|m³|m3|cm³|cc)$/],
  ['mass', /^(?:mg|g|kg|t|tonnes?|lbs?|pounds?|oz|ounces?|grams?|kilograms?|st|stone)$/i],
  ['temperature', /^(?:°[CF]|℃|℉|[CF]|K|kelvin|celsius|fahrenheit|deg ?[CF])$/],
  ['speed', /^(?:km\/h|kmh|kph|mph|m\/s|knots?|kn|kt)$/i],
  ['pressure', /^(?:Pa|hPa|kPa|MPa|bar|mbar|psi|atm|Torr|mmHg|inHg)$/],
  ['energy', /^(?:J|kJ|MJ|cal|kcal|Wh|kWh|MWh|eV|BTU|Btu)$/],
  ['power', /^(?:W|kW|MW|GW|hp|HP)$/],
  ['frequency', /^(?:Hz|kHz|MHz|GHz|rpm)$/],
  ['angle', /^(?:deg|degrees?|°|rad|radians?|grad|gon|arcmin|arcsec|turns?)$/i],
  ['digital storage', /^(?:[kKMGTPE]i?B|[kKMGTPE]i?b|bytes?|bits?|B|[kKMGTPE]bit)$/],
  ['time', /^(?:ms|µs|us|ns|min|mins|minutes?|h|hr|hrs|hours?|days?|weeks?|years?|seconds?|sec)$/i],
]

/** A number, optional space, a unit; or a number and unit "to" another unit ("5 km to mi"). */
const AMOUNT = /^([-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:e[-+]?\d+)?)\s*([^\d\s].*?)(?:\s+(?:to|in|->|→)\s+(\S+))?$/i

/** An amount with a unit (`5 km`, `12px`, `3.5 GiB`, `72 °F`, `100 km/h to mph`): to the Unit Converter. */
export const quantity: Detector = (sample: Sample) => {
  const text = sample.trimmed
  if (sample.truncated || text.length > 60 || /[\r\n]/.test(text)) return []
  const m = AMOUNT.exec(text)
  if (!m) return []
  const unit = m[2]!.trim()
  const hit = UNITS.find(([, pattern]) => pattern.test(unit))
  if (!hit) return []
  const target = m[3] ? ` to ${m[3]}` : ''
  return detections('quantity', `${hit[0][0]!.toUpperCase()}${hit[0].slice(1)}: ${m[1]} ${unit}${target}`, [['unit-converter', 0.8]])
}
