/**
 * Issue 28: a phone's 12-megapixel photo (6 MB and more) is made small enough
 * for the 5 MB upload limit in the browser, so the original is never sent.
 * 2,000 px on the long side keeps an ID's print readable.
 */
const MAX_SIDE = 2000;
// JPEG about 0.85 first; lower only when a photo is still too big.
const QUALITIES = [0.85, 0.75, 0.65] as const;
// When even 0.65 is too big (rare: a noisy photo), the sides shrink by this much per try.
const SHRINK = 0.8;
const MAX_SHRINKS = 5;
// The types a browser can decode and that a JPEG may stand in for; anything else (a PDF) is left alone.
const DOWNSCALED_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The photo decoded upright (EXIF orientation honoured), or null where this browser cannot decode it. */
async function decode(file: File): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // Older engines refuse the 'from-image' option itself; they apply EXIF rotation by default.
    try {
      return await createImageBitmap(file);
    } catch {
      return null;
    }
  }
}

type Encoder = (quality: number) => Promise<Blob | null>;

/** Draws the photo at width × height once (on white, as JPEG has no transparency) and returns its JPEG encoder. */
function drawn(bitmap: ImageBitmap, width: number, height: number): Encoder | null {
  const paint = (context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
  };
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) {
      paint(context);
      return (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality });
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  paint(context);
  return (quality) => new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'photo'}.jpg`;
}

/**
 * The image to upload: as it is when it is already at most 2,000 px on its
 * long side and within maxBytes, otherwise a JPEG re-encoded at most 2,000 px
 * long that fits maxBytes. A file this browser cannot decode or re-encode
 * comes back unchanged, for the size check and the server's byte check to judge.
 */
export async function downscaleImage(file: File, maxBytes: number): Promise<File> {
  if (!DOWNSCALED_TYPES.includes(file.type)) return file;
  const bitmap = await decode(file);
  if (!bitmap) return file;
  try {
    const longSide = Math.max(bitmap.width, bitmap.height);
    if (longSide <= MAX_SIDE && file.size <= maxBytes) return file;
    let side = Math.min(longSide, MAX_SIDE);
    for (let shrinks = 0; shrinks <= MAX_SHRINKS; shrinks += 1) {
      const scale = side / longSide;
      const encode = drawn(bitmap, Math.max(1, Math.round(bitmap.width * scale)), Math.max(1, Math.round(bitmap.height * scale)));
      if (!encode) return file;
      for (const quality of QUALITIES) {
        const blob = await encode(quality);
        if (!blob) return file;
        if (blob.size <= maxBytes) return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
      }
      side = Math.round(side * SHRINK);
    }
    return file;
  } finally {
    bitmap.close();
  }
}
