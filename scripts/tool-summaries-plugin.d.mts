import type { Plugin } from 'vite'

export const SUMMARY_QUERY: string
export const SUMMARY_FIELDS: readonly ['id', 'title', 'description', 'category']
export type ToolSummaryFields = Record<(typeof SUMMARY_FIELDS)[number], string>
export function extractToolSummary(source: string, file: string): ToolSummaryFields
export function toolSummaries(): Plugin
