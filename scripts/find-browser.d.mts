export function findBrowser(): Promise<string | null>
export const NO_BROWSER_MESSAGE: string
