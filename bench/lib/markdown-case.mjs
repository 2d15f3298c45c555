// The `markdown` case of bench/run.mjs (issue 17, D30): a Markdown document previewed through the
// app's path (rendered and sanitized in the markdown worker, checked and inserted on the page in
// slices), against the path before issue 17 (DOMPurify on the page) and everything on the page.
// The page side is bench/page/markdown-case.ts.
import { MARKDOWN_SHAPES, markdownDocument } from './markdown-inputs.mjs'

/**
 * helpers: what run.mjs gives every case ({ makeRow, repeat, sizesFor, repsFor, onMain, log,
 * bytes, fileTag, writeText }).
 */
export async function caseMarkdown(ctx, helpers) {
  const { call, opts, data, dataUrl } = ctx
  const { makeRow, repeat, sizesFor, repsFor, onMain, log, bytes, fileTag, writeText } = helpers
  const section = 'Markdown preview'
  const sizes = sizesFor('markdown', opts)
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  const ms = (x) => `${Math.round(x)} ms`
  let warm = false
  for (const size of sizes) {
    for (const [shape, what] of Object.entries(MARKDOWN_SHAPES).filter(([shape]) => !opts.shapes || opts.shapes.includes(shape))) {
      const text = markdownDocument(shape, size)
      const name = `markdown-${shape}-${fileTag(size)}.md`
      writeText(data, name, text)
      ctx.results.inputs.push({ file: name, bytes: Buffer.byteLength(text), chars: text.length, sources: [{ file: `generated: ${what}`, times: 1 }], case: 'markdown' })
      await call('load', { name, url: `${dataUrl}/${name}`, as: 'text' })
      if (!warm) {
        warm = true
        log('markdown: warm-up (every path once)')
        for (const path of opts.appOnly ? ['worker'] : ['worker', 'before', 'main']) await call('markdown', { input: name, path })
      }
      const reps = repsFor('markdown', size, opts)
      const main = onMain('markdown', size) && !opts.appOnly
      const label = bytes(size)
      log(`markdown ${label} ${shape}: app path, ${opts.appOnly ? '' : 'before, '}${main ? 'main thread, ' : ''}${reps} runs each`)
      const worker = await repeat(reps, () => call('markdown', { input: name, path: 'worker' }))
      const before = opts.appOnly ? [] : await repeat(reps, () => call('markdown', { input: name, path: 'before' }))
      const onPage = main ? await repeat(reps, () => call('markdown', { input: name, path: 'main' })) : null
      await call('drop', { name })
      const w0 = worker[0]
      const longest = (runs) => ms(median(runs.map((r) => r.longestTaskMs)))
      const extra = (runs) => ({ longestTaskMs: median(runs.map((r) => r.longestTaskMs)), firstMs: median(runs.map((r) => r.firstMs ?? r.ms)) })
      ctx.rows.push(
        makeRow({
          section,
          name: `${shape}: the app (worker, checked and inserted in slices)`,
          size: label,
          bytes: size,
          worker,
          main: onPage ?? undefined,
          note: `${what}; ${w0.nodes.toLocaleString('en-US')} elements; first content after ${ms(median(worker.map((r) => r.firstMs)))}; longest task ${longest(worker)}${onPage ? `, main thread (marked + DOMPurify + insert on the page) ${longest(onPage)}` : ''}`,
          extra: { shape, app: extra(worker), ...(onPage ? { main: extra(onPage) } : {}) },
        }),
      )
      if (before.length) ctx.rows.push(
        makeRow({
          section,
          name: `${shape}: before issue 17 (format worker, DOMPurify on the page)`,
          size: label,
          bytes: size,
          worker: before,
          note: `longest task ${longest(before)}`,
          extra: { shape, before: extra(before) },
        }),
      )
    }
  }
  await call('terminate')
}
