import { describe, expect, it } from 'vitest'
import { convertAll, exactly, resultText, type ConvertInput, type Outcome } from './unit-converter.convert'
import { MESSAGES, QUANTITIES } from './unit-converter.logic'

const CSS = { baseFontSize: '16', viewportWidth: '1280', viewportHeight: '800' }
const input = (over: Partial<ConvertInput>): ConvertInput => ({ quantity: 'length', unit: 'm', value: '1', digits: 12, ...CSS, ...over })
const fields = (o: Outcome) => {
  if (o.status !== 'ok') throw new Error(JSON.stringify(o))
  return o.fields
}

/**
 * Reference values are the definitions themselves (NIST SP 811, NIST Handbook 44, the BIPM SI
 * Brochure, the UK Weights and Measures Act, CSS Values and Units 4), written out exactly; the
 * three non-terminating ones (1 km in miles, 1 psi in pascals, 1 cm in px) are those definitions
 * divided by Python's decimal module at 50 digits.
 */
describe('exact conversions against their definitions', () => {
  const cases: [Parameters<typeof exactly>[0], string, string, string, string][] = [
    ['length', '1', 'in', 'cm', '2.54'],
    ['length', '1', 'mi', 'km', '1.609344'],
    ['length', '1', 'ft', 'm', '0.3048'],
    ['length', '1', 'yd', 'm', '0.9144'],
    ['length', '1', 'nmi', 'm', '1852'],
    ['length', '1', 'km', 'mi', '0.62137119223733396961743418436331822158593812137119'],
    ['length', '0.1', 'm', 'cm', '10'],
    ['length', '0.3', 'm', 'mm', '300'],
    ['length', '0.1', 'km', 'm', '100'],
    ['area', '1', 'ac', 'm2', '4046.8564224'],
    ['area', '1', 'ac', 'ft2', '43560'],
    ['area', '1', 'ha', 'm2', '10000'],
    ['area', '1', 'mi2', 'ac', '640'],
    ['volume', '1', 'gal', 'L', '3.785411784'],
    ['volume', '1', 'gal', 'in3', '231'],
    ['volume', '1', 'floz', 'mL', '29.5735295625'],
    ['volume', '1', 'tbsp', 'tsp', '3'],
    ['volume', '1', 'tsp', 'mL', '4.92892159375'],
    ['volume', '1', 'impgal', 'L', '4.54609'],
    ['volume', '1', 'imppint', 'mL', '568.26125'],
    ['volume', '1', 'impgal', 'impfloz', '160'],
    ['mass', '1', 'lb', 'kg', '0.45359237'],
    ['mass', '1', 'oz', 'g', '28.349523125'],
    ['mass', '1', 'st', 'lb', '14'],
    ['mass', '1', 'ton', 'lb', '2000'],
    ['mass', '1', 'longton', 'lb', '2240'],
    ['mass', '1', 'ozt', 'g', '31.1034768'],
    ['mass', '1', 'ct', 'mg', '200'],
    ['temperature', '0', 'degC', 'K', '273.15'],
    ['temperature', '0', 'degC', 'degF', '32'],
    ['temperature', '100', 'degC', 'degF', '212'],
    ['temperature', '-40', 'degC', 'degF', '-40'],
    ['temperature', '32', 'degF', 'degC', '0'],
    ['temperature', '0', 'K', 'degF', '-459.67'],
    ['temperature', '0', 'K', 'degR', '0'],
    ['temperature', '491.67', 'degR', 'degC', '0'],
    ['time', '1', 'd', 's', '86400'],
    ['time', '1', 'wk', 'h', '168'],
    ['time', '1', 'yr', 'd', '365.25'],
    ['time', '1', 'mo', 'd', '30.4375'],
    ['time', '1500', 'ms', 's', '1.5'],
    ['speed', '1', 'mph', 'kmh', '1.609344'],
    ['speed', '1', 'ms', 'kmh', '3.6'],
    ['speed', '1', 'kn', 'kmh', '1.852'],
    ['speed', '1', 'fts', 'ms', '0.3048'],
    ['pressure', '1', 'atm', 'Pa', '101325'],
    ['pressure', '1', 'atm', 'torr', '760'],
    ['pressure', '1', 'bar', 'kPa', '100'],
    ['pressure', '1', 'mbar', 'hPa', '1'],
    ['pressure', '1', 'mmHg', 'Pa', '133.322387415'],
    ['pressure', '1', 'inHg', 'Pa', '3386.388640341'],
    ['pressure', '1', 'psi', 'Pa', '6894.7572931683613367226734453468906937813875627751'],
    ['energy', '1', 'cal', 'J', '4.184'],
    ['energy', '1', 'kcal', 'kJ', '4.184'],
    ['energy', '1', 'kWh', 'MJ', '3.6'],
    ['energy', '1', 'Wh', 'J', '3600'],
    ['energy', '1', 'eV', 'J', '0.0000000000000000001602176634'],
    ['energy', '1', 'BTU', 'J', '1055.05585262'],
    ['energy', '1', 'ftlbf', 'J', '1.3558179483314004'],
    ['energy', '1', 'erg', 'J', '0.0000001'],
    ['power', '1', 'hp', 'W', '745.69987158227022'],
    ['power', '1', 'PS', 'W', '735.49875'],
    ['power', '1', 'kW', 'W', '1000'],
    ['frequency', '1', 'GHz', 'Hz', '1000000000'],
    ['frequency', '60', 'rpm', 'Hz', '1'],
    ['frequency', '1', 'Hz', 'rpm', '60'],
    ['angle', '1', 'turn', 'deg', '360'],
    ['angle', '1', 'deg', 'arcmin', '60'],
    ['angle', '1', 'deg', 'arcsec', '3600'],
    ['angle', '90', 'deg', 'grad', '100'],
    ['angle', '180', 'deg', 'rad', '3.1415926535897932384626433832795028841971693993751'],
    ['data', '1', 'KiB', 'B', '1024'],
    ['data', '1', 'kB', 'B', '1000'],
    ['data', '1', 'MiB', 'B', '1048576'],
    ['data', '1', 'GiB', 'B', '1073741824'],
    ['data', '1', 'GB', 'GiB', '0.931322574615478515625'],
    ['data', '1', 'TB', 'TiB', '0.9094947017729282379150390625'],
    ['data', '1', 'B', 'bit', '8'],
    ['data', '1', 'Gbit', 'MB', '125'],
    ['data', '1', 'PiB', 'B', '1125899906842624'],
    ['css', '1', 'rem', 'px', '16'],
    ['css', '1', 'em', 'px', '16'],
    ['css', '150', '%', 'px', '24'],
    ['css', '50', 'vw', 'px', '640'],
    ['css', '50', 'vh', 'px', '400'],
    ['css', '10', 'vmin', 'px', '80'],
    ['css', '10', 'vmax', 'px', '128'],
    ['css', '1', 'in', 'px', '96'],
    ['css', '12', 'pt', 'px', '16'],
    ['css', '1', 'pc', 'pt', '12'],
    ['css', '1', 'in', 'cm', '2.54'],
    ['css', '4', 'Q', 'mm', '1'],
    ['css', '1', 'cm', 'px', '37.795275590551181102362204724409448818897637795276'],
    ['css', '24', 'px', 'rem', '1.5'],
  ]
  for (const [q, value, from, to, want] of cases) {
    it(`${value} ${from} = ${want} ${to} (${q})`, () => {
      expect(exactly(q, value, from, to)).toBe(want)
    })
  }

  it('uses the base font size and the viewport given', () => {
    const settings = { baseFontSize: '10', viewportWidth: '390', viewportHeight: '844' }
    expect(exactly('css', '1.6', 'rem', 'px', settings)).toBe('16')
    expect(exactly('css', '100', 'vw', 'px', settings)).toBe('390')
    expect(exactly('css', '100', 'vmax', 'px', settings)).toBe('844')
  })
})

describe('what the fields show', () => {
  it('rounds to the chosen significant digits and says which values are exact', () => {
    const f = fields(convertAll(input({ quantity: 'temperature', unit: 'degF', value: '100' })))
    expect(f.degC).toEqual({ kind: 'value', text: '37.7777777778', exact: false })
    expect(f.K).toEqual({ kind: 'value', text: '310.927777778', exact: false })
    expect(f.degR).toEqual({ kind: 'value', text: '559.67', exact: true })
    expect(fields(convertAll(input({ quantity: 'temperature', unit: 'degF', value: '100', digits: 3 }))).degC).toEqual({ kind: 'value', text: '37.8', exact: false })
    expect(fields(convertAll(input({ quantity: 'temperature', unit: 'degF', value: '100', digits: 30 }))).degC).toEqual({
      kind: 'value',
      text: '37.7777777777777777777777777778',
      exact: false,
    })
  })

  it('shows 1 GB in GiB rounded at 12 digits and whole at 21 or more', () => {
    expect(fields(convertAll(input({ quantity: 'data', unit: 'GB', value: '1' }))).GiB).toEqual({ kind: 'value', text: '0.931322574615', exact: false })
    expect(fields(convertAll(input({ quantity: 'data', unit: 'GB', value: '1', digits: 21 }))).GiB).toEqual({ kind: 'value', text: '0.931322574615478515625', exact: true })
    expect(fields(convertAll(input({ quantity: 'data', unit: 'MiB', value: '1' }))).B).toEqual({ kind: 'value', text: '1048576', exact: true })
  })

  it('has no binary floating-point artefacts', () => {
    // In doubles 0.1 + 0.2 is 0.30000000000000004; the converter works in decimals.
    const f = fields(convertAll(input({ unit: 'm', value: '0.3' })))
    expect(f.cm).toEqual({ kind: 'value', text: '30', exact: true })
    expect(f.mm).toEqual({ kind: 'value', text: '300', exact: true })
    expect(fields(convertAll(input({ unit: 'cm', value: '0.1' }))).m).toEqual({ kind: 'value', text: '0.001', exact: true })
    expect(fields(convertAll(input({ quantity: 'data', unit: 'MB', value: '0.3' }))).kB).toEqual({ kind: 'value', text: '300', exact: true })
    expect(fields(convertAll(input({ unit: 'km', value: '1.1' }))).m).toEqual({ kind: 'value', text: '1100', exact: true })
  })

  it('writes very small and very large values with an exponent, as JavaScript does', () => {
    const f = fields(convertAll(input({ unit: 'nm', value: '1' })))
    expect(f.m).toEqual({ kind: 'value', text: '1e-9', exact: true })
    expect(f.km).toEqual({ kind: 'value', text: '1e-12', exact: true })
    expect(fields(convertAll(input({ unit: 'km', value: '1e20' }))).nm).toEqual({ kind: 'value', text: '1e+32', exact: true })
    expect(fields(convertAll(input({ unit: 'mm', value: '1' }))).km).toEqual({ kind: 'value', text: '0.000001', exact: true })
  })

  it('converts negative values (differences, negative CSS margins) and zero', () => {
    expect(fields(convertAll(input({ unit: 'km', value: '-5' }))).m).toEqual({ kind: 'value', text: '-5000', exact: true })
    expect(fields(convertAll(input({ quantity: 'css', unit: 'rem', value: '-0.5' }))).px).toEqual({ kind: 'value', text: '-8', exact: true })
    expect(fields(convertAll(input({ quantity: 'temperature', unit: 'degC', value: '-40' }))).degF).toEqual({ kind: 'value', text: '-40', exact: true })
    expect(fields(convertAll(input({ unit: 'km', value: '-0' }))).m).toEqual({ kind: 'value', text: '0', exact: true })
  })

  it('takes numbers as people write them', () => {
    expect(fields(convertAll(input({ unit: 'km', value: ' 1,234.5 ' }))).m).toEqual({ kind: 'value', text: '1234500', exact: true })
    expect(fields(convertAll(input({ unit: 'km', value: '−2' }))).m).toEqual({ kind: 'value', text: '-2000', exact: true })
    expect(fields(convertAll(input({ unit: 'km', value: '.5' }))).m).toEqual({ kind: 'value', text: '500', exact: true })
    expect(fields(convertAll(input({ unit: 'km', value: '2e-3' }))).m).toEqual({ kind: 'value', text: '2', exact: true })
  })
})

describe('errors', () => {
  it('says what is wrong with the number typed', () => {
    expect(convertAll(input({ value: 'abc' }))).toEqual({ status: 'error', message: MESSAGES.notANumber })
    expect(convertAll(input({ value: '1e' }))).toEqual({ status: 'error', message: MESSAGES.notANumber })
    expect(convertAll(input({ value: '1.2.3' }))).toEqual({ status: 'error', message: MESSAGES.notANumber })
    expect(convertAll(input({ value: '1,5' }))).toEqual({ status: 'error', message: MESSAGES.decimalComma })
    expect(convertAll(input({ value: '1e99999999999999999' }))).toEqual({ status: 'error', message: MESSAGES.tooLarge })
    expect(convertAll(input({ value: '' }))).toEqual({ status: 'empty' })
    expect(convertAll(input({ value: '   ' }))).toEqual({ status: 'empty' })
  })

  it('refuses temperatures below absolute zero, and takes absolute zero itself', () => {
    const below = { status: 'error', message: MESSAGES.belowAbsoluteZero }
    expect(convertAll(input({ quantity: 'temperature', unit: 'degC', value: '-273.16' }))).toEqual(below)
    expect(convertAll(input({ quantity: 'temperature', unit: 'degF', value: '-460' }))).toEqual(below)
    expect(convertAll(input({ quantity: 'temperature', unit: 'K', value: '-1' }))).toEqual(below)
    expect(convertAll(input({ quantity: 'temperature', unit: 'degR', value: '-0.001' }))).toEqual(below)
    expect(fields(convertAll(input({ quantity: 'temperature', unit: 'degC', value: '-273.15' }))).K).toEqual({ kind: 'value', text: '0', exact: true })
    expect(fields(convertAll(input({ quantity: 'temperature', unit: 'degF', value: '-459.67' }))).K).toEqual({ kind: 'value', text: '0', exact: true })
  })

  it('CSS: an invalid base font size or viewport blocks only the units that need it', () => {
    const noBase = fields(convertAll(input({ quantity: 'css', unit: 'px', value: '16', baseFontSize: '0' })))
    expect(noBase.rem).toEqual({ kind: 'needs', message: MESSAGES.needsBase })
    expect(noBase['%']).toEqual({ kind: 'needs', message: MESSAGES.needsBase })
    expect(noBase.pt).toEqual({ kind: 'value', text: '12', exact: true })
    expect(noBase.vw).toEqual({ kind: 'value', text: '1.25', exact: true })
    const noViewport = fields(convertAll(input({ quantity: 'css', unit: 'px', value: '16', viewportHeight: 'abc' })))
    expect(noViewport.vh).toEqual({ kind: 'needs', message: MESSAGES.needsViewport })
    expect(noViewport.vmin).toEqual({ kind: 'needs', message: MESSAGES.needsViewport })
    expect(noViewport.vw).toEqual({ kind: 'value', text: '1.25', exact: true })
    expect(convertAll(input({ quantity: 'css', unit: 'rem', value: '1', baseFontSize: '-16' }))).toEqual({ status: 'error', message: MESSAGES.needsBase })
    expect(convertAll(input({ quantity: 'css', unit: 'vw', value: '1', viewportWidth: '' }))).toEqual({ status: 'error', message: MESSAGES.needsViewport })
  })
})

describe('every unit of every quantity converts', () => {
  for (const q of QUANTITIES) {
    it(`${q.label}: each unit to every other and back`, () => {
      for (const from of q.units) {
        const f = fields(convertAll(input({ quantity: q.id, unit: from.id, value: '3', digits: 30 })))
        expect(Object.keys(f).sort(), from.id).toEqual(q.units.filter((x) => x.id !== from.id).map((x) => x.id).sort())
        for (const to of q.units) {
          if (to.id === from.id) continue
          const there = exactly(q.id, '3', from.id, to.id)
          // And back again: the round trip gives 3 to 30 digits.
          expect(Number(exactly(q.id, there, to.id, from.id)), `${from.id} -> ${to.id} -> ${from.id}`).toBeCloseTo(3, 12)
        }
      }
    })
  }
})

describe('the frame result', () => {
  it('lists the value typed and every other unit, = when exact and ≈ when rounded', () => {
    const o = convertAll(input({ unit: 'mi', value: '1', digits: 6 }))
    expect(resultText('length', 'mi', o)).toBe(
      ['1 mi', '≈ 1609340000000 nm', '≈ 1609340000 µm', '≈ 1609340 mm', '≈ 160934 cm', '≈ 1609.34 m', '≈ 1.60934 km', '= 63360 in', '= 5280 ft', '= 1760 yd', '≈ 0.868976 nmi'].join('\n'),
    )
    expect(resultText('angle', 'turn', convertAll(input({ quantity: 'angle', unit: 'turn', value: '0.25' })))).toContain('= 90°')
    expect(resultText('length', 'm', convertAll(input({ value: 'x' })))).toBeUndefined()
  })
})
