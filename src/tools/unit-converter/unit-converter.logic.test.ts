import { describe, expect, it } from 'vitest'
import { acceptText, DEFAULTS, findUnit, MESSAGES, parseNumber, parsePositivePx, QUANTITIES, switchQuantity, validateState, type UnitConverterState } from './unit-converter.logic'

describe('the catalogue', () => {
  it('has the fourteen quantities of the issue, each with unique units and a default among them', () => {
    expect(QUANTITIES.map((q) => q.id)).toEqual(['length', 'area', 'volume', 'mass', 'temperature', 'time', 'speed', 'pressure', 'energy', 'power', 'frequency', 'angle', 'data', 'css'])
    for (const q of QUANTITIES) {
      const ids = q.units.map((u) => u.id)
      expect(new Set(ids).size, q.id).toBe(ids.length)
      expect(ids, q.id).toContain(q.defaultUnit)
      for (const u of q.units) expect(!!u.expr !== !!u.css, `${q.id}/${u.id} is either a mathjs unit or a CSS length`).toBe(true)
    }
  })

  it('names SI and IEC data sizes apart', () => {
    const data = QUANTITIES.find((q) => q.id === 'data')!.units
    expect(data.find((u) => u.id === 'kB')).toMatchObject({ name: 'Kilobyte', symbol: 'kB', note: '1000 B' })
    expect(data.find((u) => u.id === 'KiB')).toMatchObject({ name: 'Kibibyte', symbol: 'KiB', note: '1024 B' })
  })
})

describe('parseNumber', () => {
  it('takes the ways people write numbers', () => {
    const ok = (text: string, value: string) => expect(parseNumber(text), text).toEqual({ ok: true, value })
    ok('1.5', '1.5')
    ok(' -3 ', '-3')
    ok('+2', '2')
    ok('.5', '.5')
    ok('5.', '5.')
    ok('2e-6', '2e-6')
    ok('1E+21', '1E+21')
    ok('−40', '-40')
    ok('1,234,567.25', '1234567.25')
    ok('1 000', '1000')
    ok('1_000_000', '1000000')
    ok("1'000", '1000')
  })

  it('refuses anything else with a message saying what to type', () => {
    for (const text of ['abc', '1e', '1.2.3', '--1', '1,23,4', '12 34', '0x10', 'NaN', 'Infinity', '1/2', '.', '-']) expect(parseNumber(text), text).toEqual({ ok: false, error: MESSAGES.notANumber })
    expect(parseNumber('1,5')).toEqual({ ok: false, error: MESSAGES.decimalComma })
    expect(parseNumber('0,25')).toEqual({ ok: false, error: MESSAGES.decimalComma })
    expect(parseNumber('')).toEqual({ ok: 'empty' })
  })

  it('CSS settings must be pixels above 0', () => {
    expect(parsePositivePx('16')).toEqual({ ok: true, value: '16' })
    expect(parsePositivePx('12.5')).toEqual({ ok: true, value: '12.5' })
    for (const text of ['0', '-16', '', 'abc', '1e999']) expect(parsePositivePx(text), text).toEqual({ ok: false, error: MESSAGES.positivePx })
  })
})

describe('findUnit', () => {
  it('reads symbols, names and common spellings', () => {
    const is = (text: string, quantity: string, unit: string) => expect(findUnit(text), text).toEqual({ quantity, unit })
    is('km', 'length', 'km')
    is('kilometres', 'length', 'km')
    is('Kilometers', 'length', 'km')
    is('feet', 'length', 'ft')
    is('µm', 'length', 'um')
    is('μm', 'length', 'um') // Greek mu
    is('m²', 'area', 'm2')
    is('m^2', 'area', 'm2')
    is('sq ft', 'area', 'ft2')
    is('°F', 'temperature', 'degF')
    is('° C', 'temperature', 'degC')
    is('C', 'temperature', 'degC')
    is('K', 'temperature', 'K')
    is('km/h', 'speed', 'kmh')
    is('kph', 'speed', 'kmh')
    is('mph', 'speed', 'mph')
    is('knots', 'speed', 'kn')
    is('psi', 'pressure', 'psi')
    is('kWh', 'energy', 'kWh')
    is('kwh', 'energy', 'kWh')
    is('hp', 'power', 'hp')
    is('GHz', 'frequency', 'GHz')
    is('°', 'angle', 'deg')
    is('rad', 'angle', 'rad')
    is('GiB', 'data', 'GiB')
    is('gib', 'data', 'GiB')
    is('kB', 'data', 'kB')
    is('KB', 'data', 'kB')
    is('kb', 'data', 'kbit')
    is('MB', 'data', 'MB')
    is('Mb', 'data', 'Mbit')
    is('gb', 'data', 'GB')
    is('bytes', 'data', 'B')
    is('px', 'css', 'px')
    is('rem', 'css', 'rem')
    is('vw', 'css', 'vw')
    is('pt', 'css', 'pt')
    is('US gal', 'volume', 'gal')
    is('imperial gallons', 'volume', 'impgal')
    is('lbs', 'mass', 'lb')
  })

  it('prefers the quantity on screen for a unit two quantities share', () => {
    expect(findUnit('cm')).toEqual({ quantity: 'length', unit: 'cm' })
    expect(findUnit('cm', 'css')).toEqual({ quantity: 'css', unit: 'cm' })
    expect(findUnit('"', 'angle')).toEqual({ quantity: 'angle', unit: 'arcsec' })
    expect(findUnit('"')).toEqual({ quantity: 'length', unit: 'in' })
  })

  it('knows nothing of other words', () => {
    for (const text of ['apples', 'kmh/s', 'mw', '']) expect(findUnit(text), text).toBeNull()
  })
})

describe('the input port', () => {
  const from: UnitConverterState = { ...DEFAULTS, quantity: 'length', unit: 'm', value: '2', others: { data: { unit: 'MiB', value: '7' } } }

  it('picks the quantity and fills that unit with the number', () => {
    const is = (text: string, quantity: string, unit: string, value: string) => {
      const s = acceptText(from, text)
      expect({ quantity: s.quantity, unit: s.unit, value: s.value }, text).toEqual({ quantity, unit, value })
    }
    is('5 km', 'length', 'km', '5')
    is('12px', 'css', 'px', '12')
    is('3.5 GiB', 'data', 'GiB', '3.5')
    is('72 °F', 'temperature', 'degF', '72')
    is('72°F', 'temperature', 'degF', '72')
    is('-40 C', 'temperature', 'degC', '-40')
    is('−40 °C', 'temperature', 'degC', '-40')
    is('100 km/h', 'speed', 'kmh', '100')
    is('1,500 ft to m', 'length', 'ft', '1500')
    is('5 in in cm', 'length', 'in', '5')
    is('1e3 m', 'length', 'm', '1e3')
    is('  1.5 rem\n', 'css', 'rem', '1.5')
    is('MiB', 'data', 'MiB', '1')
  })

  it('keeps the quantity left for later, and the other fields as they were', () => {
    const s = acceptText(from, '72 °F')
    expect(s).toEqual({ ...from, quantity: 'temperature', unit: 'degF', value: '72', others: { data: { unit: 'MiB', value: '7' }, length: { unit: 'm', value: '2' } } })
    // The data size kept for later is replaced by the one arriving.
    expect(acceptText(from, '1 GB').others).toEqual({ length: { unit: 'm', value: '2' } })
  })

  it('text naming no unit it knows: its first number into the first unit of the quantity on screen', () => {
    expect(acceptText(from, 'about 42 apples')).toEqual({ ...from, unit: 'nm', value: '42' })
    expect(acceptText({ ...from, quantity: 'data', unit: 'GB', others: {} }, 'size: 1.5e3')).toMatchObject({ quantity: 'data', unit: 'bit', value: '1.5e3' })
    expect(acceptText(from, 'hello')).toEqual({ ...from, unit: 'nm', value: 'hello' })
  })
})

describe('state', () => {
  it('switching quantity keeps each one’s last value', () => {
    const a = switchQuantity({ ...DEFAULTS, unit: 'km', value: '5' }, 'mass')
    expect(a).toMatchObject({ quantity: 'mass', unit: 'kg', value: '1', others: { length: { unit: 'km', value: '5' } } })
    const b = switchQuantity({ ...a, unit: 'lb', value: '3' }, 'length')
    expect(b).toMatchObject({ quantity: 'length', unit: 'km', value: '5', others: { mass: { unit: 'lb', value: '3' } } })
    expect(b.others.length).toBeUndefined()
    expect(switchQuantity(b, 'length')).toBe(b)
  })

  it('validates a stored or shared state', () => {
    expect(validateState(DEFAULTS, DEFAULTS)).toEqual(DEFAULTS)
    const bad = { ...DEFAULTS, quantity: 'weight', unit: 'kg', digits: 99 } as unknown as UnitConverterState
    expect(validateState(bad, DEFAULTS)).toMatchObject({ quantity: 'length', unit: 'm', digits: 12 })
    expect(validateState({ ...DEFAULTS, quantity: 'data', unit: 'parsec' }, DEFAULTS)).toMatchObject({ quantity: 'data', unit: 'MB' })
    expect(validateState({ ...DEFAULTS, digits: 2.5 }, DEFAULTS).digits).toBe(12)
    expect(validateState({ ...DEFAULTS, digits: 30 }, DEFAULTS).digits).toBe(30)
    expect(validateState({ ...DEFAULTS, value: '9'.repeat(500) }, DEFAULTS).value).toHaveLength(100)
    const others = { mass: { unit: 'lb', value: '3' }, data: { unit: 'km', value: '1' }, length: { unit: 'km', value: '1' }, nope: { unit: 'x', value: '1' } }
    expect(validateState({ ...DEFAULTS, others } as UnitConverterState, DEFAULTS).others).toEqual({ mass: { unit: 'lb', value: '3' } })
  })
})
