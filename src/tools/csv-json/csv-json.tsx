import { convertClient } from '../../workers/convert/convert.client'
import { TwoWayConverter, type DirectionSpec } from '../../ui/two-way-converter'
import { HEADERS_LABEL, outcomeOf, precheck, type CsvJsonState, type Direction } from './csv-json.logic'
import { csvJsonShare, csvJsonTabAtom } from './csv-json.state'

const DIRECTIONS: Record<Direction, DirectionSpec<CsvJsonState>> = {
  toJson: {
    tab: 'CSV to JSON',
    action: 'Convert to JSON',
    id: 'csv-to-json',
    field: 'csvInput',
    convert: async (s, { signal, onProgress }) => outcomeOf(await convertClient.run('csvToJson', { text: s.csvInput, hasHeaders: s.hasHeaders }, { signal, onProgress }), 'toJson'),
    precheck: (s) => precheck(s, 'toJson'),
    options: (s, setState) => (
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={s.hasHeaders}
          onChange={(e) => {
            const hasHeaders = e.target.checked
            setState((x) => ({ ...x, hasHeaders }))
          }}
        />
        {HEADERS_LABEL}
      </label>
    ),
    input: { title: 'CSV', label: 'CSV input', language: 'text', placeholder: 'name,email\nAda,ada@example.com', accept: '.csv,.tsv,text/csv,text/tab-separated-values,text/plain' },
    output: { title: 'JSON', label: 'JSON output', language: 'json', empty: 'The JSON array appears here. Press Convert to JSON.', download: { name: 'converted.json', mime: 'application/json' } },
  },
  toCsv: {
    tab: 'JSON to CSV',
    action: 'Convert to CSV',
    id: 'json-to-csv',
    field: 'jsonInput',
    convert: async (s, { signal, onProgress }) => outcomeOf(await convertClient.run('jsonToCsv', { text: s.jsonInput }, { signal, onProgress }), 'toCsv'),
    precheck: (s) => precheck(s, 'toCsv'),
    input: { title: 'JSON', label: 'JSON input', language: 'json', placeholder: '[{"name": "Ada", "email": "ada@example.com"}]', accept: '.json,application/json,text/plain' },
    output: { title: 'CSV', label: 'CSV output', language: 'text', empty: 'The CSV appears here. Press Convert to CSV.', download: { name: 'converted.csv', mime: 'text/csv' } },
  },
}

export default function CsvJson() {
  return <TwoWayConverter share={csvJsonShare} directions={DIRECTIONS} order={['toJson', 'toCsv']} tabAtom={csvJsonTabAtom} />
}
