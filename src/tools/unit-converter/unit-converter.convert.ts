/**
 * The conversions, with mathjs's unit system over BigNumber (decimal.js) so results are exact
 * decimals where the factors are exact: 1 mi = 1.609344 km, 0.1 m = 10 cm, never
 * 0.30000000000000004. Only mathjs's unit, createUnit and bignumber factories are taken (not the
 * whole library), and this file loads with the screen's lazy chunk, never with the home page (D28).
 *
 * mathjs covers most units. The ones it lacks, and the few it carries rounded or outdated, are
 * defined below, each with its source. CSS lengths are not physical units (px is 1/96 in by
 * definition, rem and vw depend on the page), so they are converted through px here.
 */
import { bignumberDependencies, create, createUnitDependencies, unitDependencies, type BigNumber, type FactoryFunctionMap, type Unit } from 'mathjs'
import {
  MESSAGES,
  NEEDS_BASE,
  NEEDS_VIEWPORT,
  parseNumber,
  parsePositivePx,
  quantityOf,
  unitOf,
  type CssKind,
  type QuantityId,
  type UnitDef,
} from './unit-converter.logic'

/** Digits every computation carries: far beyond the 30 a field can show. */
const PRECISION = 64
/**
 * A computed value is rounded to this many digits before it is shown or judged: it removes the
 * last-digit noise of a 64-digit division (1/9 * 9 = 0.999…9) and is still far beyond 30. A value
 * that needs fewer digits than this is exact: it is the whole value, not a rounding of it.
 */
const CANONICAL_DIGITS = 50

// mathjs's types mark each dependency map optional; all three exist in the installed version.
const factories = { unitDependencies, createUnitDependencies, bignumberDependencies } as FactoryFunctionMap
const math = create(factories, { number: 'BigNumber', precision: PRECISION })
const big = (x: string | number) => math.bignumber(x) as BigNumber
const of = (value: BigNumber | string, unit: string) => math.unit(typeof value === 'string' ? big(value) : value, unit)
const define = (name: string, definition: Unit, options: { prefixes?: string; override?: boolean } = {}) =>
  math.createUnit(name, { definition, prefixes: options.prefixes ?? 'none' }, { override: options.override ?? false })

/* Units mathjs lacks. ------------------------------------------------------------------------ */

// Nautical mile = 1852 m exactly; knot = 1 nautical mile per hour. BIPM, The International System
// of Units (SI Brochure, 9th ed., 2019), Table 8; NIST SP 811 (2008), B.9.
define('nauticalmile', of('1852', 'm'))
define('knot', of('1852', 'm').divide(of('3600', 's')) as Unit)
// US teaspoon = 1/6 US fluid ounce, US tablespoon = 1/2 US fluid ounce (NIST Handbook 44 (2024),
// Appendix C, "Units of Volume, Liquid Measure"). mathjs's teaspoon and tablespoon are the metric
// 5 mL and 15 mL, so they are not used.
define('ustsp', of(big('0.0000295735295625').div(6), 'm3'))
define('ustbsp', of(big('0.0000295735295625').div(2), 'm3'))
// Imperial gallon = 4.54609 L exactly (UK Weights and Measures Act 1985, Schedule 1, Part VI);
// imperial pint = 1/8 gallon, imperial fluid ounce = 1/160 gallon (same schedule).
define('impgal', of('4.54609', 'L'))
define('imppint', of(big('4.54609').div(8), 'L'))
define('impfloz', of(big('4.54609').div(160), 'L'))
// Troy ounce = 31.1034768 g exactly; metric carat = 200 mg exactly; long ton = 2240 lb =
// 1016.0469088 kg exactly (NIST Handbook 44 (2024), Appendix C, "Units of Mass").
define('troyounce', of('31.1034768', 'g'))
define('carat', of('200', 'mg'))
define('longton', of('1016.0469088', 'kg'))
// Calorie (thermochemical) = 4.184 J exactly; the kilocalorie is the food "Calorie" (NIST SP 811
// (2008), B.8 and its footnote on the calorie).
define('cal', of('4.184', 'J'), { prefixes: 'short' })
// Metric horsepower = 75 kgf·m/s = 735.49875 W exactly (kgf = 9.80665 N; NIST SP 811 (2008), B.8).
define('metrichp', of('735.49875', 'W'))
// Inch of mercury, conventional = 13 595.1 kg/m³ × 9.80665 m/s² × 0.0254 m = 3386.388640341 Pa
// (NIST SP 811 (2008), B.8: 3.386 389 E+03 Pa, from the conventional density of mercury).
define('inHg', of('3386.388640341', 'Pa'))
// Revolution per minute: one turn per 60 s, as a rotational frequency (ISO 80000-3).
define('rpm', of(big(1).div(60), 'Hz'))

/* Units mathjs carries rounded or outdated: replaced by their exact definitions. --------------- */

// International acre = 43 560 ft² = 4046.8564224 m² exactly (NIST Handbook 44 (2024), Appendix C;
// the US survey acre was retired at the end of 2022). mathjs has 4046.86.
define('acre', of('4046.8564224', 'm2'), { override: true })
// Pound-force per square inch = 4.4482216152605 N / 0.00064516 m² (lbf = 0.45359237 kg ×
// 9.80665 m/s², in = 0.0254 m; NIST SP 811 (2008), B.8: 6.894 757 E+03 Pa). mathjs has
// 6894.75729276459, cut after 15 digits.
define('psi', of(big('4.4482216152605').div('0.00064516'), 'Pa'), { override: true })
// Torr = 101 325/760 Pa exactly (NIST SP 811 (2008), B.8). mathjs has 133.322.
define('torr', of(big('101325').div(760), 'Pa'), { override: true })
// Millimetre of mercury, conventional = 13 595.1 kg/m³ × 9.80665 m/s² × 0.001 m = 133.322387415 Pa
// (NIST SP 811 (2008), B.8: 1.333 224 E+02 Pa). mathjs has 133.322, the torr's rounding.
define('mmHg', of('133.322387415', 'Pa'), { override: true })
// Electronvolt = 1.602 176 634 × 10⁻¹⁹ J exactly since the 2019 SI (SI Brochure, 9th ed., Table 8).
// mathjs has 1.602176565e-19 (CODATA 2010).
define('eV', of('1.602176634e-19', 'J'), { prefixes: 'short', override: true })
// Horsepower (mechanical) = 550 ft·lbf/s = 550 × 0.3048 m × 4.4482216152605 N / s =
// 745.69987158227022 W exactly (NIST SP 811 (2008), B.8: 7.456 999 E+02 W). mathjs has
// 745.6998715386, cut after 13 digits.
define('hp', of('745.69987158227022', 'W'), { override: true })

/* CSS lengths ------------------------------------------------------------------------------------ */

/**
 * px per unit, from CSS Values and Units Level 4, section 6.2 (absolute lengths): 1in = 2.54cm =
 * 96px, 1pt = 1/72in, 1pc = 1/6in, 1Q = 1/40cm; and 6.1 (relative lengths): 1rem is the root
 * font size, 1em the element's (taken as the same base here), 1vw 1% of the viewport's width, 1vh
 * 1% of its height, vmin and vmax of the smaller and larger side. % is of the font size, as for
 * font-size.
 */
export type CssSettings = { baseFontSize: string; viewportWidth: string; viewportHeight: string }

function pxPer(kind: CssKind, settings: CssSettings): BigNumber | null {
  const px = (text: string) => {
    const r = parsePositivePx(text)
    return r.ok ? big(r.value) : null
  }
  switch (kind) {
    case 'px':
      return big(1)
    case 'in':
      return big(96)
    case 'cm':
      return big(96).div('2.54')
    case 'mm':
      return big(96).div('25.4')
    case 'Q':
      return big(96).div('101.6')
    case 'pt':
      return big(96).div(72)
    case 'pc':
      return big(16)
    case 'rem':
    case 'em':
      return px(settings.baseFontSize)
    case '%':
      return px(settings.baseFontSize)?.div(100) ?? null
    case 'vw':
      return px(settings.viewportWidth)?.div(100) ?? null
    case 'vh':
      return px(settings.viewportHeight)?.div(100) ?? null
    case 'vmin':
    case 'vmax': {
      const w = px(settings.viewportWidth)
      const h = px(settings.viewportHeight)
      if (!w || !h) return null
      return (kind === 'vmin' ? (w.lt(h) ? w : h) : w.gt(h) ? w : h).div(100)
    }
  }
}

const needsMessage = (kind: CssKind) => (NEEDS_BASE.includes(kind) ? MESSAGES.needsBase : NEEDS_VIEWPORT.includes(kind) ? MESSAGES.needsViewport : MESSAGES.notANumber)

/* Converting ------------------------------------------------------------------------------------- */

/** A computed field: its text to `digits` significant digits, and whether that is the whole value. */
export type Shown = { kind: 'value'; text: string; exact: boolean }
/** A CSS field that cannot be computed until a setting is fixed. */
export type Needs = { kind: 'needs'; message: string }
export type FieldOut = Shown | Needs

export type Outcome =
  | { status: 'empty' }
  | { status: 'error'; message: string }
  /** Every unit of the quantity except the one typed in, by unit id. */
  | { status: 'ok'; value: string; fields: Record<string, FieldOut> }

export type ConvertInput = CssSettings & { quantity: QuantityId; unit: string; value: string; digits: number }

/** A value rounded to the digits computations are trusted to (see CANONICAL_DIGITS). */
const canonical = (d: BigNumber) => {
  const c = d.toSignificantDigits(CANONICAL_DIGITS)
  return c.isZero() ? big(0) : c
}

/** A number as a field shows it: plain from 1e-7 up to 1e21, else with an exponent (2.5e-9), as JavaScript writes numbers. */
export function show(d: BigNumber, digits: number): Shown {
  const c = canonical(d)
  const r = c.toSignificantDigits(digits)
  return { kind: 'value', text: r.toString(), exact: r.eq(c) }
}

function cssConvert(from: UnitDef, value: BigNumber, units: readonly UnitDef[], settings: CssSettings): Outcome | Map<string, BigNumber | Needs> {
  const fromPx = pxPer(from.css!, settings)
  if (!fromPx) return { status: 'error', message: needsMessage(from.css!) }
  const px = value.times(fromPx)
  const out = new Map<string, BigNumber | Needs>()
  for (const to of units) {
    if (to.id === from.id) continue
    const per = pxPer(to.css!, settings)
    out.set(to.id, per ? px.div(per) : { kind: 'needs', message: needsMessage(to.css!) })
  }
  return out
}

function physicalConvert(quantity: QuantityId, from: UnitDef, value: BigNumber, units: readonly UnitDef[]): Outcome | Map<string, BigNumber | Needs> {
  const source = of(value, from.expr!)
  if (quantity === 'temperature' && canonical(source.toNumeric('K') as BigNumber).isNegative()) return { status: 'error', message: MESSAGES.belowAbsoluteZero }
  const out = new Map<string, BigNumber | Needs>()
  for (const to of units) if (to.id !== from.id) out.set(to.id, source.toNumeric(to.expr!) as BigNumber)
  return out
}

/**
 * Every other unit of the quantity, from the value typed in one of them. Empty input gives
 * nothing to show; an unreadable number, a temperature below absolute zero, or a CSS unit whose
 * setting is invalid give that field's message.
 */
export function convertAll(input: ConvertInput): Outcome {
  const quantity = quantityOf(input.quantity)
  const from = unitOf(input.quantity, input.unit)
  if (!quantity || !from) return { status: 'error', message: MESSAGES.notANumber }
  const n = parseNumber(input.value)
  if (n.ok === 'empty') return { status: 'empty' }
  if (n.ok === false) return { status: 'error', message: n.error }
  const value = big(n.value)
  if (!value.isFinite()) return { status: 'error', message: MESSAGES.tooLarge }
  const raw = from.css ? cssConvert(from, value, quantity.units, input) : physicalConvert(input.quantity, from, value, quantity.units)
  if (!(raw instanceof Map)) return raw
  const fields: Record<string, FieldOut> = {}
  for (const [id, v] of raw) {
    if ('kind' in v) fields[id] = v
    else if (!v.isFinite()) return { status: 'error', message: MESSAGES.tooLarge }
    else fields[id] = show(v, input.digits)
  }
  return { status: 'ok', value: n.value, fields }
}

/**
 * One conversion at full precision (the canonical 50 digits), for tests and references:
 * `exactly('length', '1', 'mi', 'km')` is '1.609344'.
 */
export function exactly(quantity: QuantityId, value: string, from: string, to: string, settings: CssSettings = { baseFontSize: '16', viewportWidth: '1280', viewportHeight: '800' }): string {
  const r = convertAll({ quantity, unit: from, value, digits: CANONICAL_DIGITS, ...settings })
  if (r.status !== 'ok') throw new Error(r.status === 'error' ? r.message : 'empty')
  const f = r.fields[to]
  if (!f || f.kind !== 'value') throw new Error(f ? f.message : `no unit ${to}`)
  return canonical(big(f.text)).toFixed()
}

/** Symbols written against the number: 90°, 30′, 15″, 50%. */
const TIGHT = new Set(['°', '′', '″', '%'])
const withSymbol = (text: string, symbol: string) => (TIGHT.has(symbol) ? `${text}${symbol}` : `${text} ${symbol}`)

/**
 * The frame's result (Copy, Send to): the value typed, then every other unit on its own line,
 * "=" where the shown digits are the whole value and "≈" where they are rounded.
 */
export function resultText(quantity: QuantityId, unit: string, outcome: Outcome): string | undefined {
  const q = quantityOf(quantity)
  const from = unitOf(quantity, unit)
  if (!q || !from || outcome.status !== 'ok') return undefined
  const lines = [withSymbol(outcome.value, from.symbol)]
  for (const to of q.units) {
    const f = outcome.fields[to.id]
    if (f?.kind === 'value') lines.push(`${f.exact ? '=' : '≈'} ${withSymbol(f.text, to.symbol)}`)
  }
  return lines.join('\n')
}
