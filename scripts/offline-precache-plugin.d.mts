import type { Plugin } from 'vite'
import type { ManifestTransform } from 'workbox-build'

export type ExtraId = 'fonts' | 'locales' | 'avif' | 'benchmarks'
export type ExtraGroup = { id: ExtraId; label: string; files: string[]; bytes: number }
export type OfflineManifest = { core: { files: number; bytes: number }; extras: ExtraGroup[] }

export const OFFLINE_FILE: string
export const EXTRAS_CACHE: string
export const EXTRA_LABELS: Record<ExtraId, string>
export const DEFAULT_FONT: string
export const DEFAULT_LOCALE: string
/** Every locale faker ships, read from node_modules under `root`. */
export function fakerLocales(root: string): string[]
export function classifyAsset(url: string, head: string, options: { locales: readonly string[]; benchmarksOnly: ReadonlySet<string> }): ExtraId | null
export function splitPrecache<E extends { url: string; size: number }>(entries: E[], classify: (url: string) => ExtraId | null): { core: E[]; manifest: OfflineManifest }
export function reachableOnlyThrough(graph: ReadonlyMap<string, readonly string[]>, entries: readonly string[], isolated: string): Set<string>
export function offlinePrecache(): { plugin: Plugin; manifestTransform: ManifestTransform }
