/**
 * Draws the app icons (an hourglass in a gold ring on deep ink) as PNGs with no image library:
 * a signed-distance rasteriser with 4x4 supersampling and a minimal PNG encoder.
 * Run once when the design changes: `node --import tsx scripts/make-icons.ts`; the PNGs are committed.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type RGB = [number, number, number];
const INK: RGB = [20, 16, 28];
const GOLD: RGB = [214, 175, 96];
const PARCHMENT: RGB = [240, 226, 196];

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size: number, pixel: (x: number, y: number) => RGB): Buffer {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b] = pixel(x, y);
      const o = y * (size * 3 + 1) + 1 + x * 3;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const sig = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** Colour of a point in the unit square [-1, 1]^2, `scale` shrinks the emblem into the safe zone. */
function emblem(px: number, py: number, scale: number): RGB {
  const x = px / scale;
  const y = py / scale;
  const r = Math.hypot(x, y);
  if (Math.abs(r - 0.82) < 0.05) return GOLD; // the ring
  // Hourglass: two triangles meeting at the centre, capped by bars.
  if (Math.abs(y) > 0.5 && Math.abs(y) < 0.58 && Math.abs(x) < 0.42) return GOLD;
  const half = 0.36 * (Math.abs(y) / 0.5);
  if (Math.abs(y) <= 0.5 && Math.abs(x) <= half + 0.035 && Math.abs(x) >= half - 0.035) return GOLD;
  // Sand: the lower bulb filled, a thin stream through the neck.
  if (y > 0.18 && y <= 0.5 && Math.abs(x) < half - 0.06) return PARCHMENT;
  if (y > -0.02 && y < 0.2 && Math.abs(x) < 0.015) return PARCHMENT;
  if (y < -0.3 && y > -0.5 && Math.abs(x) < half - 0.06) return PARCHMENT;
  return INK;
}

function icon(size: number, scale: number): Buffer {
  const ss = 4;
  return png(size, (x, y) => {
    const acc = [0, 0, 0];
    for (let i = 0; i < ss; i++)
      for (let j = 0; j < ss; j++) {
        const u = ((x + (i + 0.5) / ss) / size) * 2 - 1;
        const v = ((y + (j + 0.5) / ss) / size) * 2 - 1;
        const c = emblem(u, v, scale);
        acc[0]! += c[0];
        acc[1]! += c[1];
        acc[2]! += c[2];
      }
    return acc.map((a) => Math.round(a / (ss * ss))) as RGB;
  });
}

writeFileSync('public/icons/icon-192.png', icon(192, 1));
writeFileSync('public/icons/icon-512.png', icon(512, 1));
// Maskable icons keep the emblem inside the central 80 % safe zone.
writeFileSync('public/icons/icon-maskable-512.png', icon(512, 0.78));
console.log('icons written to public/icons');
