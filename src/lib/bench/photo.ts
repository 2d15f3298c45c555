/**
 * A photo-like test picture drawn on an OffscreenCanvas: a sky-to-ground gradient, a few hundred
 * soft coloured blobs and hard-edged shapes, and per-pixel colour noise (sensor grain) from a
 * seeded generator, so encoders see detail at every scale, as in a camera picture. It is saved as
 * a JPEG (quality 0.92), the way a 24-megapixel photo usually arrives in the Image Converter.
 */
export function prng(seed: number) {
  let s = seed >>> 0 || 1
  return () => {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    return (s >>> 0) / 4294967296
  }
}

export async function makePhoto(width: number, height: number, seed = 1): Promise<ArrayBuffer> {
  const rnd = prng(seed)
  const canvas = new OffscreenCanvas(width, height)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('no 2d context')
  const sky = ctx.createLinearGradient(0, 0, width * 0.2, height)
  sky.addColorStop(0, '#16325c')
  sky.addColorStop(0.45, '#8fbce6')
  sky.addColorStop(0.62, '#d9c9a3')
  sky.addColorStop(1, '#2f4a22')
  ctx.fillStyle = sky
  ctx.fillRect(0, 0, width, height)
  const unit = Math.max(width, height)
  for (let i = 0; i < 300; i++) {
    const x = rnd() * width
    const y = rnd() * height
    const r = (0.01 + rnd() * 0.08) * unit
    const g = ctx.createRadialGradient(x, y, 0, x, y, r)
    g.addColorStop(0, `hsla(${Math.floor(rnd() * 360)}, 65%, ${30 + Math.floor(rnd() * 50)}%, 0.7)`)
    g.addColorStop(1, 'hsla(0, 0%, 0%, 0)')
    ctx.fillStyle = g
    ctx.fillRect(x - r, y - r, 2 * r, 2 * r)
  }
  for (let i = 0; i < 200; i++) {
    ctx.fillStyle = `hsla(${Math.floor(rnd() * 360)}, 40%, ${20 + Math.floor(rnd() * 60)}%, 0.8)`
    ctx.beginPath()
    ctx.moveTo(rnd() * width, rnd() * height)
    for (let k = 0; k < 4; k++) ctx.lineTo(rnd() * width, rnd() * height)
    ctx.closePath()
    ctx.fill()
  }
  // Grain: one random value per channel and pixel, laid over the picture at low opacity.
  const band = 512
  const grain = new ImageData(width, band)
  const words = new Uint32Array(grain.data.buffer)
  const layer = new OffscreenCanvas(width, band)
  const lctx = layer.getContext('2d')!
  ctx.globalAlpha = 0.14
  for (let y = 0; y < height; y += band) {
    for (let i = 0; i < words.length; i++) words[i] = ((rnd() * 0x1000000) >>> 0) | 0xff000000
    lctx.putImageData(grain, 0, 0)
    ctx.drawImage(layer, 0, y)
  }
  ctx.globalAlpha = 1
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })
  return blob.arrayBuffer()
}
