import jpeg from 'jpeg-js';

const WIDTH = 48;
const HEIGHT = 30;

/**
 * A small generated JPEG standing in for one ID image of a simulated
 * borrower: a card-shaped picture in the borrower's colour with a darker band
 * per document type, so the back office's document viewer shows something real.
 */
export function idImage({ hue, band }: { hue: number; band: number }): Uint8Array {
  const data = Buffer.alloc(WIDTH * HEIGHT * 4);
  const [r, g, b] = [hue & 0xff, (hue >> 8) & 0xff, (hue >> 16) & 0xff];
  for (let y = 0; y < HEIGHT; y += 1) {
    const isDark = Math.floor(y / 10) === band % 3;
    for (let x = 0; x < WIDTH; x += 1) {
      const at = (y * WIDTH + x) * 4;
      data[at] = isDark ? r >> 1 : r;
      data[at + 1] = isDark ? g >> 1 : g;
      data[at + 2] = isDark ? b >> 1 : b;
      data[at + 3] = 0xff;
    }
  }
  return new Uint8Array(jpeg.encode({ data, width: WIDTH, height: HEIGHT }, 70).data);
}
