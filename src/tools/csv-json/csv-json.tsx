import { convertClient } from '../../workers/convert/convert.client'
import { TwoWayConverter, type DirectionSpec } from '../../ui/two-way-converter'
import { csvJob, FLATTEN_HINT, FLATTEN_LABEL, HEADERS_LABEL, INFER_HINT, INFER_LABEL, jsonJob, outcomeOf, precheck, type CsvJsonState, type Direction } from './csv-json.logic'
import { csvJsonShare, csvJsonTabAtom } from './csv-json.state'

type BooleanOption = 'hasHeaders' | 'inferTypes' | 'flatten'

/** One of the tool's checkboxes, with an optional hint read out as its description. */
function Option({ state, setState, field, label, hint }: {
  state: CsvJsonState
  setState: (update: (s: CsvJsonState) => CsvJsonState) => void
  field: BooleanOption
  label: string
  hint?: string
}) {
  const hintId = hint ? `csv-json-${field}-hint` : undefined
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={state[field]}
          aria-describedby={hintId}
          onChange={(e) => {
            const checked = e.target.checked
            setState((x) => ({ ...x, [field]: checked }))
          }}
        />
        {label}
      </label>
      {hint ? (
        <span id={hintId} className="text-xs text-muted-foreground">
          ({hint})
        </span>
      ) : null}
    </span>
  )
}

const DIRECTIONS: Record<Direction, DirectionSpec<CsvJsonState>> = {
  toJson: {
    tab: 'CSV to JSON',
    action: 'Convert to JSON',
    id: 'csv-to-json',
    field: 'csvInput',
    recipeStep: (s) => ({ op: 'csv-to-json', args: { header: s.hasHeaders, inferTypes: s.inferTypes }, input: s.csvInput }),
    convert: async (s, { signal, onProgress }) => outcomeOf(await convertClient.run('csvToJson', csvJob(s), { signal, onProgress }), 'toJson'),
    // D31: only what this direction reads makes its result out of date (not JSON to CSV's Flatten).
    inputsOf: csvJob,
    precheck: (s) => precheck(s, 'toJson'),
    options: (s, setState) => (
      <>
        <Option state={s} setState={setState} field="hasHeaders" label={HEADERS_LABEL} />
        <Option state={s} setState={setState} field="inferTypes" label={INFER_LABEL} hint={INFER_HINT} />
      </>
    ),
    input: { title: 'CSV', label: 'CSV input', language: 'text', placeholder: 'name,email\nAda,ada@example.com', accept: '.csv,.tsv,text/csv,text/tab-separated-values,text/plain' },
    output: { title: 'JSON', label: 'JSON output', language: 'json', empty: 'The JSON array appears here. Press Convert to JSON.', download: { name: 'converted.json', mime: 'application/json' } },
  },
  toCsv: {
    tab: 'JSON to CSV',
    action: 'Convert to CSV',
    id: 'json-to-csv',
    field: 'jsonInput',
    recipeStep: (s) => ({ op: 'json-to-csv', args: { flatten: s.flatten }, input: s.jsonInput }),
    convert: async (s, { signal, onProgress }) => outcomeOf(await convertClient.run('jsonToCsv', jsonJob(s), { signal, onProgress }), 'toCsv'),
    inputsOf: jsonJob,
    precheck: (s) => precheck(s, 'toCsv'),
    options: (s, setState) => <Option state={s} setState={setState} field="flatten" label={FLATTEN_LABEL} hint={FLATTEN_HINT} />,
    input: { title: 'JSON', label: 'JSON input', language: 'json', placeholder: '[{"name": "Ada", "email": "ada@example.com"}]', accept: '.json,application/json,text/plain' },
    output: { title: 'CSV', label: 'CSV output', language: 'text', empty: 'The CSV appears here. Press Convert to CSV.', download: { name: 'converted.csv', mime: 'text/csv' } },
  },
}

export default function CsvJson() {
  return <TwoWayConverter share={csvJsonShare} directions={DIRECTIONS} order={['toJson', 'toCsv']} tabAtom={csvJsonTabAtom} />
}
