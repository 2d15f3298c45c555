import { imagePlacement, OUTPUTS, type Fit, type Look, type OutputKey } from '../../workers/favicon/geometry'
import type { LayerSource } from '../../workers/favicon/favicon.impl'
import { svgSize } from './favicon.logic'

/**
 * SVG sources are drawn on the page: a worker cannot decode SVG (createImageBitmap refuses SVG
 * blobs there), so the markup is loaded into an <img> (D13: an SVG in <img> never runs scripts nor
 * loads anything) and drawn, at each output's own size so small icons stay sharp, onto one
 * transparent layer per output. The worker adds the shape and the background and encodes.
 */
export type LoadedSvg = { img: HTMLImageElement; url: string; width: number; height: number }

/** Decodes SVG markup in an <img>; rejects when the browser cannot read it. The caller revokes `url`. */
export async function loadSvg(markup: string): Promise<LoadedSvg> {
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }))
  try {
    const img = new Image()
    img.src = url
    await img.decode()
    const own = svgSize(markup)
    const width = own?.width ?? img.naturalWidth
    const height = own?.height ?? img.naturalHeight
    if (!(width > 0 && height > 0)) throw new Error('no size')
    return { img, url, width, height }
  } catch (error) {
    URL.revokeObjectURL(url)
    throw error
  }
}

/** One layer per output, each the output's size with the SVG placed as the worker would place a raster image. */
export function svgLayers(svg: LoadedSvg, look: Look, fit: Fit): { source: LayerSource; transfer: Transferable[] } {
  const layers: Partial<Record<OutputKey, ImageBitmap>> = {}
  for (const output of OUTPUTS) {
    const canvas = new OffscreenCanvas(output.size, output.size)
    const ctx = canvas.getContext('2d')
    if (!ctx) continue
    const { box, rect } = imagePlacement(output, look, fit, svg.width, svg.height)
    ctx.beginPath()
    ctx.rect(box.x, box.y, box.w, box.h)
    ctx.clip()
    ctx.drawImage(svg.img, rect.x, rect.y, rect.w, rect.h)
    layers[output.key] = canvas.transferToImageBitmap()
  }
  return { source: { kind: 'layers', layers, width: svg.width, height: svg.height }, transfer: Object.values(layers) }
}
