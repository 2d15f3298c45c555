/**
 * Unit Converter: the catalogue of quantities and units, number parsing, the persisted state and
 * the input port's reading of a text such as "5 km". Pure and light (no mathjs): the input port and
 * the state import this file; the conversions themselves live in unit-converter.convert.ts, which
 * loads mathjs with the screen.
 */

export type QuantityId =
  | 'length'
  | 'area'
  | 'volume'
  | 'mass'
  | 'temperature'
  | 'time'
  | 'speed'
  | 'pressure'
  | 'energy'
  | 'power'
  | 'frequency'
  | 'angle'
  | 'data'
  | 'css'

/** How a CSS length relates to px (CSS Values and Units Level 4, section 6). */
export type CssKind = 'px' | 'in' | 'cm' | 'mm' | 'Q' | 'pt' | 'pc' | 'rem' | 'em' | '%' | 'vw' | 'vh' | 'vmin' | 'vmax'

export type UnitDef = {
  /** Unique within its quantity; what the state stores. */
  id: string
  /** The full name shown as the field's label. */
  name: string
  /** The symbol shown beside the name. */
  symbol: string
  /** The unit as mathjs reads it (its own units, or the ones unit-converter.convert.ts adds). */
  expr?: string
  /** CSS lengths: converted through px with the base font size and the viewport. */
  css?: CssKind
  /** Other ways people write it, for the input port ("kilometres", "kph"). */
  aliases?: readonly string[]
  /** What the unit is, where its name alone leaves it open ("1024 B", "food Calorie"). */
  note?: string
}

export type Quantity = { id: QuantityId; label: string; units: readonly UnitDef[]; defaultUnit: string }

const u = (id: string, name: string, symbol: string, expr: string, aliases: readonly string[] = [], note?: string): UnitDef => ({ id, name, symbol, expr, aliases, note })
const css = (id: CssKind, name: string, note?: string, aliases: readonly string[] = []): UnitDef => ({ id, name, symbol: id, css: id, aliases, note })

/**
 * Every quantity with its units, in the order the screen shows them. `expr` names a mathjs unit;
 * the ones mathjs lacks or defines inexactly are defined, with their sources, in
 * unit-converter.convert.ts (nauticalmile, knot, calorie, ustsp, impgal, ...).
 */
export const QUANTITIES: readonly Quantity[] = [
  {
    id: 'length',
    label: 'Length',
    defaultUnit: 'm',
    units: [
      u('nm', 'Nanometre', 'nm', 'nm', ['nanometer', 'nanometers', 'nanometres']),
      u('um', 'Micrometre', 'µm', 'um', ['um', 'micron', 'microns', 'micrometer', 'micrometers', 'micrometres']),
      u('mm', 'Millimetre', 'mm', 'mm', ['millimeter', 'millimeters', 'millimetres']),
      u('cm', 'Centimetre', 'cm', 'cm', ['centimeter', 'centimeters', 'centimetres']),
      u('m', 'Metre', 'm', 'm', ['meter', 'meters', 'metres']),
      u('km', 'Kilometre', 'km', 'km', ['kilometer', 'kilometers', 'kilometres', 'kms']),
      u('in', 'Inch', 'in', 'in', ['inch', 'inches', '"', '″']),
      u('ft', 'Foot', 'ft', 'ft', ['foot', 'feet', "'", '′']),
      u('yd', 'Yard', 'yd', 'yd', ['yard', 'yards', 'yds']),
      u('mi', 'Mile', 'mi', 'mi', ['mile', 'miles']),
      u('nmi', 'Nautical mile', 'nmi', 'nauticalmile', ['nautical mile', 'nautical miles', 'NM'], '1852 m'),
    ],
  },
  {
    id: 'area',
    label: 'Area',
    defaultUnit: 'm2',
    units: [
      u('mm2', 'Square millimetre', 'mm²', 'mm2', ['square millimeter', 'square millimeters', 'square millimetres', 'sq mm']),
      u('cm2', 'Square centimetre', 'cm²', 'cm2', ['square centimeter', 'square centimeters', 'square centimetres', 'sq cm']),
      u('m2', 'Square metre', 'm²', 'm2', ['square meter', 'square meters', 'square metres', 'sq m', 'sqm']),
      u('ha', 'Hectare', 'ha', 'hectare', ['hectare', 'hectares']),
      u('km2', 'Square kilometre', 'km²', 'km2', ['square kilometer', 'square kilometers', 'square kilometres', 'sq km']),
      u('in2', 'Square inch', 'in²', 'sqin', ['square inch', 'square inches', 'sq in', 'sqin']),
      u('ft2', 'Square foot', 'ft²', 'sqft', ['square foot', 'square feet', 'sq ft', 'sqft']),
      u('yd2', 'Square yard', 'yd²', 'sqyd', ['square yard', 'square yards', 'sq yd', 'sqyd']),
      u('ac', 'Acre', 'ac', 'acre', ['acre', 'acres']),
      u('mi2', 'Square mile', 'mi²', 'sqmi', ['square mile', 'square miles', 'sq mi', 'sqmi']),
    ],
  },
  {
    id: 'volume',
    label: 'Volume',
    defaultUnit: 'L',
    units: [
      u('mL', 'Millilitre', 'mL', 'mL', ['ml', 'milliliter', 'milliliters', 'millilitres', 'cc']),
      u('L', 'Litre', 'L', 'L', ['l', 'liter', 'liters', 'litres']),
      u('m3', 'Cubic metre', 'm³', 'm3', ['cubic meter', 'cubic meters', 'cubic metres', 'cu m']),
      u('cm3', 'Cubic centimetre', 'cm³', 'cm3', ['cubic centimeter', 'cubic centimeters', 'cubic centimetres', 'ccm']),
      u('in3', 'Cubic inch', 'in³', 'cuin', ['cubic inch', 'cubic inches', 'cu in', 'cuin']),
      u('ft3', 'Cubic foot', 'ft³', 'cuft', ['cubic foot', 'cubic feet', 'cu ft', 'cuft']),
      u('tsp', 'US teaspoon', 'US tsp', 'ustsp', ['tsp', 'teaspoon', 'teaspoons'], '1/6 US fl oz'),
      u('tbsp', 'US tablespoon', 'US tbsp', 'ustbsp', ['tbsp', 'tablespoon', 'tablespoons'], '1/2 US fl oz'),
      u('floz', 'US fluid ounce', 'US fl oz', 'fluidounce', ['fl oz', 'floz', 'fluid ounce', 'fluid ounces']),
      u('cup', 'US cup', 'US cup', 'cup', ['cup', 'cups']),
      u('pint', 'US pint', 'US pt', 'pint', ['pint', 'pints', 'US pint']),
      u('quart', 'US quart', 'US qt', 'quart', ['qt', 'quart', 'quarts']),
      u('gal', 'US gallon', 'US gal', 'gallon', ['gal', 'gallon', 'gallons', 'US gallon', 'US gallons']),
      u('impfloz', 'Imperial fluid ounce', 'imp fl oz', 'impfloz', ['imperial fluid ounce', 'imperial fluid ounces', 'UK fl oz']),
      u('imppint', 'Imperial pint', 'imp pt', 'imppint', ['imperial pint', 'imperial pints', 'UK pint', 'UK pints']),
      u('impgal', 'Imperial gallon', 'imp gal', 'impgal', ['imperial gallon', 'imperial gallons', 'UK gallon', 'UK gallons', 'UK gal']),
    ],
  },
  {
    id: 'mass',
    label: 'Mass',
    defaultUnit: 'kg',
    units: [
      u('ug', 'Microgram', 'µg', 'ug', ['ug', 'mcg', 'microgram', 'micrograms']),
      u('mg', 'Milligram', 'mg', 'mg', ['milligram', 'milligrams']),
      u('g', 'Gram', 'g', 'g', ['gram', 'grams']),
      u('kg', 'Kilogram', 'kg', 'kg', ['kilogram', 'kilograms', 'kgs', 'kilo', 'kilos']),
      u('t', 'Tonne', 't', 'tonne', ['tonne', 'tonnes', 'metric ton', 'metric tons']),
      u('ct', 'Carat', 'ct', 'carat', ['carat', 'carats']),
      u('oz', 'Ounce', 'oz', 'oz', ['ounce', 'ounces']),
      u('ozt', 'Troy ounce', 'oz t', 'troyounce', ['troy ounce', 'troy ounces', 'ozt', 'oz t'], 'precious metals'),
      u('lb', 'Pound', 'lb', 'lb', ['lbs', 'pound', 'pounds']),
      u('st', 'Stone', 'st', 'stone', ['stone', 'stones']),
      u('ton', 'US ton', 'US ton', 'ton', ['ton', 'tons', 'short ton', 'short tons', 'US ton', 'US tons'], 'short ton, 2000 lb'),
      u('longton', 'Long ton', 'long ton', 'longton', ['long ton', 'long tons', 'imperial ton', 'UK ton'], 'imperial, 2240 lb'),
    ],
  },
  {
    id: 'temperature',
    label: 'Temperature',
    defaultUnit: 'degC',
    units: [
      u('degC', 'Celsius', '°C', 'degC', ['C', 'degC', 'deg C', 'celsius', 'centigrade', '℃']),
      u('degF', 'Fahrenheit', '°F', 'degF', ['F', 'degF', 'deg F', 'fahrenheit', '℉']),
      u('K', 'Kelvin', 'K', 'K', ['kelvin', 'kelvins', '°K', 'degK']),
      u('degR', 'Rankine', '°R', 'degR', ['R', 'degR', 'rankine']),
    ],
  },
  {
    id: 'time',
    label: 'Time',
    defaultUnit: 's',
    units: [
      u('ns', 'Nanosecond', 'ns', 'ns', ['nanosecond', 'nanoseconds']),
      u('us', 'Microsecond', 'µs', 'us', ['us', 'microsecond', 'microseconds']),
      u('ms', 'Millisecond', 'ms', 'ms', ['millisecond', 'milliseconds', 'msec']),
      u('s', 'Second', 's', 's', ['sec', 'secs', 'second', 'seconds']),
      u('min', 'Minute', 'min', 'min', ['mins', 'minute', 'minutes']),
      u('h', 'Hour', 'h', 'h', ['hr', 'hrs', 'hour', 'hours']),
      u('d', 'Day', 'd', 'day', ['day', 'days']),
      u('wk', 'Week', 'wk', 'week', ['week', 'weeks', 'wks']),
      u('mo', 'Month', 'mo', 'month', ['month', 'months'], '30.4375 d, 1/12 year'),
      u('yr', 'Year', 'yr', 'year', ['y', 'year', 'years', 'yrs'], 'Julian, 365.25 d'),
    ],
  },
  {
    id: 'speed',
    label: 'Speed',
    defaultUnit: 'kmh',
    units: [
      u('ms', 'Metre per second', 'm/s', 'm/s', ['mps', 'meters per second', 'metres per second', 'meter per second']),
      u('kmh', 'Kilometre per hour', 'km/h', 'km/h', ['kph', 'kmh', 'kmph', 'km/hr', 'kilometers per hour', 'kilometres per hour']),
      u('mph', 'Mile per hour', 'mph', 'mi/h', ['mi/h', 'miles per hour']),
      u('fts', 'Foot per second', 'ft/s', 'ft/s', ['fps', 'feet per second']),
      u('kn', 'Knot', 'kn', 'knot', ['knot', 'knots', 'kt', 'kts']),
    ],
  },
  {
    id: 'pressure',
    label: 'Pressure',
    defaultUnit: 'kPa',
    units: [
      u('Pa', 'Pascal', 'Pa', 'Pa', ['pascal', 'pascals']),
      u('hPa', 'Hectopascal', 'hPa', 'hPa', ['hectopascal', 'hectopascals']),
      u('kPa', 'Kilopascal', 'kPa', 'kPa', ['kilopascal', 'kilopascals']),
      u('MPa', 'Megapascal', 'MPa', 'MPa', ['megapascal', 'megapascals']),
      u('mbar', 'Millibar', 'mbar', 'mbar', ['millibar', 'millibars']),
      u('bar', 'Bar', 'bar', 'bar', ['bars']),
      u('atm', 'Standard atmosphere', 'atm', 'atm', ['atmosphere', 'atmospheres']),
      u('psi', 'Pound per square inch', 'psi', 'psi', ['lbf/in2', 'pounds per square inch']),
      u('torr', 'Torr', 'Torr', 'torr', ['torr']),
      u('mmHg', 'Millimetre of mercury', 'mmHg', 'mmHg', ['mm Hg', 'millimeters of mercury', 'millimetres of mercury']),
      u('inHg', 'Inch of mercury', 'inHg', 'inHg', ['in Hg', 'inches of mercury']),
    ],
  },
  {
    id: 'energy',
    label: 'Energy',
    defaultUnit: 'J',
    units: [
      u('J', 'Joule', 'J', 'J', ['joule', 'joules']),
      u('kJ', 'Kilojoule', 'kJ', 'kJ', ['kilojoule', 'kilojoules']),
      u('MJ', 'Megajoule', 'MJ', 'MJ', ['megajoule', 'megajoules']),
      u('cal', 'Calorie', 'cal', 'cal', ['calorie', 'calories'], 'thermochemical, 4.184 J'),
      u('kcal', 'Kilocalorie', 'kcal', 'kcal', ['Cal', 'kilocalorie', 'kilocalories'], 'food Calorie'),
      u('Wh', 'Watt-hour', 'Wh', 'Wh', ['watt hour', 'watt hours', 'watt-hour', 'watt-hours']),
      u('kWh', 'Kilowatt-hour', 'kWh', 'kWh', ['kilowatt hour', 'kilowatt hours', 'kilowatt-hour', 'kilowatt-hours']),
      u('eV', 'Electronvolt', 'eV', 'eV', ['electronvolt', 'electronvolts', 'electron volt', 'electron volts']),
      u('BTU', 'British thermal unit', 'BTU', 'BTU', ['Btu', 'btu', 'BTUs'], 'International Table'),
      u('ftlbf', 'Foot-pound', 'ft⋅lbf', 'ft lbf', ['ft lbf', 'ft-lbf', 'ft·lbf', 'ft-lb', 'foot-pound', 'foot-pounds', 'foot pound']),
      u('erg', 'Erg', 'erg', 'erg', ['ergs']),
    ],
  },
  {
    id: 'power',
    label: 'Power',
    defaultUnit: 'W',
    units: [
      u('mW', 'Milliwatt', 'mW', 'mW', ['milliwatt', 'milliwatts']),
      u('W', 'Watt', 'W', 'W', ['watt', 'watts']),
      u('kW', 'Kilowatt', 'kW', 'kW', ['kilowatt', 'kilowatts']),
      u('MW', 'Megawatt', 'MW', 'MW', ['megawatt', 'megawatts']),
      u('hp', 'Horsepower', 'hp', 'hp', ['horsepower', 'bhp'], 'mechanical, 550 ft⋅lbf/s'),
      u('PS', 'Metric horsepower', 'PS', 'metrichp', ['metric horsepower', 'cv', 'CV'], '75 kgf⋅m/s'),
      u('BTUh', 'BTU per hour', 'BTU/h', 'BTU/h', ['BTU/hr', 'Btu/h', 'btu/h']),
    ],
  },
  {
    id: 'frequency',
    label: 'Frequency',
    defaultUnit: 'Hz',
    units: [
      u('Hz', 'Hertz', 'Hz', 'Hz', ['hz', 'hertz']),
      u('kHz', 'Kilohertz', 'kHz', 'kHz', ['khz', 'kilohertz']),
      u('MHz', 'Megahertz', 'MHz', 'MHz', ['mhz', 'megahertz']),
      u('GHz', 'Gigahertz', 'GHz', 'GHz', ['ghz', 'gigahertz']),
      u('THz', 'Terahertz', 'THz', 'THz', ['thz', 'terahertz']),
      u('rpm', 'Revolutions per minute', 'rpm', 'rpm', ['RPM', 'rev/min', 'r/min'], '1/60 Hz'),
    ],
  },
  {
    id: 'angle',
    label: 'Angle',
    defaultUnit: 'deg',
    units: [
      u('deg', 'Degree', '°', 'deg', ['deg', 'degree', 'degrees']),
      u('rad', 'Radian', 'rad', 'rad', ['radian', 'radians']),
      u('mrad', 'Milliradian', 'mrad', 'mrad', ['milliradian', 'milliradians']),
      u('grad', 'Gradian', 'grad', 'grad', ['gon', 'gradian', 'gradians'], '1/400 turn'),
      u('arcmin', 'Arcminute', '′', 'arcmin', ['arcmin', 'arcminute', 'arcminutes', "'"]),
      u('arcsec', 'Arcsecond', '″', 'arcsec', ['arcsec', 'arcsecond', 'arcseconds', '"']),
      u('turn', 'Turn', 'tr', 'cycle', ['turn', 'turns', 'revolution', 'revolutions', 'rev', 'cycle', 'cycles'], '360°'),
    ],
  },
  {
    id: 'data',
    label: 'Data size',
    defaultUnit: 'MB',
    units: [
      u('bit', 'Bit', 'bit', 'b', ['b', 'bits']),
      u('B', 'Byte', 'B', 'B', ['byte', 'bytes'], '8 bit'),
      u('kB', 'Kilobyte', 'kB', 'kB', ['KB', 'kilobyte', 'kilobytes'], '1000 B'),
      u('MB', 'Megabyte', 'MB', 'MB', ['mb', 'megabyte', 'megabytes'], '1000² B'),
      u('GB', 'Gigabyte', 'GB', 'GB', ['gb', 'gigabyte', 'gigabytes'], '1000³ B'),
      u('TB', 'Terabyte', 'TB', 'TB', ['tb', 'terabyte', 'terabytes'], '1000⁴ B'),
      u('PB', 'Petabyte', 'PB', 'PB', ['pb', 'petabyte', 'petabytes'], '1000⁵ B'),
      u('KiB', 'Kibibyte', 'KiB', 'KiB', ['kibibyte', 'kibibytes'], '1024 B'),
      u('MiB', 'Mebibyte', 'MiB', 'MiB', ['mebibyte', 'mebibytes'], '1024² B'),
      u('GiB', 'Gibibyte', 'GiB', 'GiB', ['gibibyte', 'gibibytes'], '1024³ B'),
      u('TiB', 'Tebibyte', 'TiB', 'TiB', ['tebibyte', 'tebibytes'], '1024⁴ B'),
      u('PiB', 'Pebibyte', 'PiB', 'PiB', ['pebibyte', 'pebibytes'], '1024⁵ B'),
      u('kbit', 'Kilobit', 'kbit', 'kb', ['kb', 'Kb', 'kilobit', 'kilobits'], '1000 bit'),
      u('Mbit', 'Megabit', 'Mbit', 'Mb', ['Mb', 'megabit', 'megabits'], '1000² bit'),
      u('Gbit', 'Gigabit', 'Gbit', 'Gb', ['Gb', 'gigabit', 'gigabits'], '1000³ bit'),
    ],
  },
  {
    id: 'css',
    label: 'CSS length',
    defaultUnit: 'px',
    units: [
      css('px', 'Pixel', '1/96 in', ['pixel', 'pixels']),
      css('rem', 'Root em', 'the base font size'),
      css('em', 'Em', 'taken as the base font size'),
      css('%', 'Percent', 'of the base font size', ['percent']),
      css('pt', 'Point', '1/72 in', ['point', 'points']),
      css('pc', 'Pica', '12 pt', ['pica', 'picas']),
      css('in', 'Inch', '96 px', ['inch', 'inches']),
      css('cm', 'Centimetre', undefined, ['centimeter', 'centimeters', 'centimetres']),
      css('mm', 'Millimetre', undefined, ['millimeter', 'millimeters', 'millimetres']),
      css('Q', 'Quarter-millimetre', '1/4 mm', ['q']),
      css('vw', 'Viewport width', '1% of its width'),
      css('vh', 'Viewport height', '1% of its height'),
      css('vmin', 'Viewport minimum', '1% of the smaller side'),
      css('vmax', 'Viewport maximum', '1% of the larger side'),
    ],
  },
]

export const QUANTITY_IDS = QUANTITIES.map((q) => q.id)

export function quantityOf(id: string): Quantity | undefined {
  return QUANTITIES.find((q) => q.id === id)
}

export function unitOf(quantity: QuantityId, unit: string): UnitDef | undefined {
  return quantityOf(quantity)?.units.find((x) => x.id === unit)
}

/** CSS units that read the base font size, and those that read the viewport. */
export const NEEDS_BASE: readonly CssKind[] = ['rem', 'em', '%']
export const NEEDS_VIEWPORT: readonly CssKind[] = ['vw', 'vh', 'vmin', 'vmax']

/* -------------------------------------------------------------------------------------------- */
/* Numbers as typed                                                                               */

export const MESSAGES = {
  notANumber: 'Not a number: try 1.5, -3 or 2e-6',
  decimalComma: 'Use a point for decimals: 1.5, not 1,5',
  belowAbsoluteZero: 'Below absolute zero (0 K, −273.15 °C)',
  tooLarge: 'Too large to convert',
  positivePx: 'A number of px above 0',
  needsBase: 'Needs a valid base font size',
  needsViewport: 'Needs a valid viewport size',
} as const

/** The longest number a field takes; longer text is cut (and says why by being invalid). */
export const MAX_VALUE_CHARS = 100

const GROUPED = /^[+-]?\d{1,3}(?:([,_' \u00a0\u202f])\d{3})(?:\1\d{3})*(?:\.\d*)?(?:e[+-]?\d+)?$/i
const PLAIN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i

export type ParsedNumber = { ok: true; value: string } | { ok: false; error: string } | { ok: 'empty' }

/**
 * A number as people type or paste it: `1.5`, `-3`, `.5`, `2e-6`, `1,234,567.5`, `1 000`, `1_000`,
 * with a Unicode minus or a leading `+`. Returns it as a plain decimal string for the converter;
 * a decimal comma (`1,5`) and anything else are refused with a message that says what to type.
 */
export function parseNumber(text: string): ParsedNumber {
  const t = text.trim().replace(/^[\u2212\u2013]/, '-')
  if (t === '') return { ok: 'empty' }
  if (PLAIN.test(t)) return { ok: true, value: t.replace(/^\+/, '') }
  const grouped = GROUPED.exec(t)
  if (grouped) return { ok: true, value: t.replace(/^\+/, '').split(grouped[1]!).join('') }
  if (/^[+-]?\d*,\d+$/.test(t)) return { ok: false, error: MESSAGES.decimalComma }
  return { ok: false, error: MESSAGES.notANumber }
}

/** A CSS setting (base font size, viewport side): a number of pixels above 0. */
export function parsePositivePx(text: string): { ok: true; value: string } | { ok: false; error: string } {
  const n = parseNumber(text)
  if (n.ok === true && Number(n.value) > 0 && Number.isFinite(Number(n.value))) return n
  return { ok: false, error: MESSAGES.positivePx }
}

/* -------------------------------------------------------------------------------------------- */
/* State                                                                                          */

export type Entry = { unit: string; value: string }

export type UnitConverterState = {
  quantity: QuantityId
  /** The field last typed in, and what was typed there; every other field is computed from it. */
  unit: string
  value: string
  /** Significant digits shown in the computed fields (1 to 30). */
  digits: number
  /** CSS lengths: the font size rem, em and % stand for, and the viewport vw and vh are of (px). */
  baseFontSize: string
  viewportWidth: string
  viewportHeight: string
  /** The last field and value of the other quantities, so switching back finds them again. */
  others: Partial<Record<QuantityId, Entry>>
}

export const MIN_DIGITS = 1
export const MAX_DIGITS = 30
export const DEFAULT_DIGITS = 12
/** The viewport assumed for vw and vh until the user sets theirs: a common laptop screen. */
export const DEFAULT_VIEWPORT = { width: '1280', height: '800' }

export const DEFAULTS: UnitConverterState = {
  quantity: 'length',
  unit: 'm',
  value: '1',
  digits: DEFAULT_DIGITS,
  baseFontSize: '16',
  viewportWidth: DEFAULT_VIEWPORT.width,
  viewportHeight: DEFAULT_VIEWPORT.height,
  others: {},
}

const isQuantity = (q: unknown): q is QuantityId => typeof q === 'string' && (QUANTITY_IDS as readonly string[]).includes(q)

const validEntry = (q: QuantityId, e: unknown): Entry | null => {
  if (typeof e !== 'object' || e === null) return null
  const { unit, value } = e as Record<string, unknown>
  if (typeof unit !== 'string' || !unitOf(q, unit) || typeof value !== 'string') return null
  return { unit, value: value.slice(0, MAX_VALUE_CHARS) }
}

/** A stored or shared state, made safe: known quantity and unit, digits in range, short strings. */
export function validateState(s: UnitConverterState, defaults: UnitConverterState): UnitConverterState {
  const quantity = isQuantity(s.quantity) ? s.quantity : defaults.quantity
  const current = validEntry(quantity, { unit: s.unit, value: s.value }) ?? { unit: quantityOf(quantity)!.defaultUnit, value: typeof s.value === 'string' ? s.value.slice(0, MAX_VALUE_CHARS) : '1' }
  const digits = Number.isInteger(s.digits) && s.digits >= MIN_DIGITS && s.digits <= MAX_DIGITS ? s.digits : defaults.digits
  const others: UnitConverterState['others'] = {}
  for (const [q, e] of Object.entries(s.others ?? {})) {
    if (!isQuantity(q) || q === quantity) continue
    const entry = validEntry(q, e)
    if (entry) others[q] = entry
  }
  const short = (v: string) => v.slice(0, 20)
  return { ...s, quantity, ...current, digits, baseFontSize: short(s.baseFontSize), viewportWidth: short(s.viewportWidth), viewportHeight: short(s.viewportHeight), others }
}

/** Opens another quantity: the current field and value are kept for later, that quantity's come back. */
export function switchQuantity(s: UnitConverterState, quantity: QuantityId): UnitConverterState {
  if (quantity === s.quantity) return s
  const { [quantity]: back, ...rest } = s.others
  const entry = back ?? { unit: quantityOf(quantity)!.defaultUnit, value: '1' }
  return { ...s, quantity, unit: entry.unit, value: entry.value, others: { ...rest, [s.quantity]: { unit: s.unit, value: s.value } } }
}

/* -------------------------------------------------------------------------------------------- */
/* Reading "5 km", "12px", "3.5 GiB", "72 °F"                                                    */

/** How unit text is compared: spaces squeezed, µ/μ as u, ² ³ and ^2 ^3 as digits, ° and º as deg. */
function canon(s: string): string {
  return s
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[µμ]/g, 'u')
    .replace(/\^?²|\^2/g, '2')
    .replace(/\^?³|\^3/g, '3')
    .replace(/[°º]\s*/g, 'deg')
    .replace(/\s*([/⋅·])\s*/g, '$1')
}

type Spelling = { quantity: QuantityId; unit: string; order: number }

let exactIndex: Map<string, Spelling[]> | null = null
let foldedIndex: Map<string, Spelling[]> | null = null

function indexes() {
  if (exactIndex && foldedIndex) return { exact: exactIndex, folded: foldedIndex }
  const exact = new Map<string, Spelling[]>()
  const folded = new Map<string, Spelling[]>()
  let order = 0
  const add = (map: Map<string, Spelling[]>, key: string, s: Spelling) => {
    const list = map.get(key) ?? []
    if (!list.some((x) => x.quantity === s.quantity && x.unit === s.unit)) list.push(s)
    map.set(key, list)
  }
  for (const q of QUANTITIES) {
    for (const unit of q.units) {
      const s = { quantity: q.id, unit: unit.id, order: order++ }
      const spellings = [unit.symbol, unit.id, ...(unit.expr && /^[A-Za-z]+$/.test(unit.expr) ? [unit.expr] : []), ...(unit.aliases ?? [])]
      for (const sp of spellings) add(exact, canon(sp), s)
      // Case-insensitively: names, and spellings of three characters or more ('kwh', 'gib');
      // never two-letter symbols, whose case is their meaning ('Mb' is not 'MB', 'mW' not 'MW').
      add(folded, canon(unit.name).toLowerCase(), s)
      for (const sp of spellings) if (sp.length > 2 && /[a-z]{2}/i.test(sp)) add(folded, canon(sp).toLowerCase(), s)
    }
  }
  exactIndex = exact
  foldedIndex = folded
  return { exact, folded }
}

/** The unit a piece of text names, preferring the quantity on screen ('12 cm' stays a CSS length there). */
export function findUnit(text: string, current?: QuantityId): { quantity: QuantityId; unit: string } | null {
  const { exact, folded } = indexes()
  const key = canon(text)
  const pick = (list: Spelling[] | undefined) => {
    if (!list?.length) return null
    const best = list.find((s) => s.quantity === current) ?? [...list].sort((a, b) => a.order - b.order)[0]!
    return { quantity: best.quantity, unit: best.unit }
  }
  return pick(exact.get(key)) ?? pick(folded.get(key.toLowerCase())) ?? pick(folded.get(key.toLowerCase().replace(/s$/, '')))
}

const NUMBER_START = /^[+\-\u2212]?(?:\d{1,3}(?:[,_' \u00a0\u202f]\d{3})+(?!\d)|\d+)?(?:\.\d*)?(?:[eE][+\-\u2212]?\d+)?/

/**
 * D25, the input port: "5 km", "12px", "3.5 GiB", "72 °F", "-40 C", "100 km/h", "1,500 ft to m"
 * pick the quantity and fill that unit's field. A unit alone ("MiB") opens it with 1. Text naming
 * no unit puts its first number (if any) into the first unit of the quantity on screen; text with
 * no number at all goes there as it is, where the field says it is not a number.
 */
export function acceptText(s: UnitConverterState, text: string): UnitConverterState {
  const line = (text.trim().split(/\r?\n/)[0] ?? '').trim()
  // "5 km to mi", "5 in in cm": the target is not needed (every unit is shown), so the text is
  // read whole, else up to each " to ", " in ", " = " in turn.
  const cuts = [line, ...[...line.matchAll(/\s+(?:to|in|into|as|=|->|→)(?=\s+\S)/g)].map((m) => line.slice(0, m.index))]
  for (const phrase of cuts) {
    const read = readAmount(phrase, s.quantity)
    if (read) return { ...switchQuantity(s, read.quantity), unit: read.unit, value: read.value }
  }
  const first = quantityOf(s.quantity)!.units[0]!.id
  const any = /[+\-\u2212]?(?:\d+\.?\d*|\.\d+)(?:[eE][+\-\u2212]?\d+)?/.exec(line)?.[0]
  const value = any ? any.replace('\u2212', '-') : line.slice(0, MAX_VALUE_CHARS)
  return { ...s, unit: first, value }
}

/** "5 km" as a unit and a number; a unit alone counts as 1 of it. */
function readAmount(phrase: string, current: QuantityId): { quantity: QuantityId; unit: string; value: string } | null {
  const num = NUMBER_START.exec(phrase)?.[0] ?? ''
  const hasDigit = /\d/.test(num)
  const rest = phrase.slice(hasDigit ? num.length : 0).trim()
  const found = rest ? findUnit(rest, current) : null
  if (!found) return null
  if (!hasDigit) return { ...found, value: '1' }
  const number = parseNumber(num)
  return number.ok === true ? { ...found, value: number.value } : null
}
