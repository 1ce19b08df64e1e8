/**
 * Original generated artwork: a dark-warm gradient, a geometric sigil and gold linework, all derived
 * from the key, so the same key always draws the same picture and no image file ships with the server.
 * Avatars (keys starting 'avatar-') are square; everything else is a 3:4 cover.
 */
import { createHash } from 'node:crypto';

const GROUNDS: [string, string][] = [
  ['#2a1610', '#0d0806'],
  ['#311a22', '#0b0709'],
  ['#1d1a2e', '#08070d'],
  ['#2b2211', '#0c0a05'],
  ['#13261f', '#050b09'],
  ['#35170f', '#100705'],
];
const GOLDS = ['#d4a94f', '#e0b866', '#c8963e', '#e6c77f'];

/** A stream of numbers in [0, 1) from the key's hash; the hash is extended when exhausted. */
function randomFrom(key: string): () => number {
  let block = createHash('sha256').update(key).digest();
  let i = 0;
  return () => {
    if (i + 2 > block.length) {
      block = createHash('sha256').update(block).digest();
      i = 0;
    }
    const v = block.readUInt16BE(i) / 65536;
    i += 2;
    return v;
  };
}

const f = (n: number): string => n.toFixed(1);

function polygon(cx: number, cy: number, r: number, sides: number, turn: number, skip = 1): string {
  const pts: string[] = [];
  for (let k = 0; k < sides; k++) {
    const a = turn + (2 * Math.PI * ((k * skip) % sides)) / sides;
    pts.push(`${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))}`);
  }
  return pts.join(' ');
}

export function sigilSvg(key: string): string {
  const rand = randomFrom(key);
  const pick = <T>(list: T[]): T => list[Math.floor(rand() * list.length)]!;
  const square = key.startsWith('avatar-');
  const w = 300;
  const h = square ? 300 : 400;
  const [light, dark] = pick(GROUNDS);
  const gold = pick(GOLDS);
  const cx = w / 2;
  const cy = square ? h / 2 : h * 0.44;
  const r = w * (0.28 + rand() * 0.08);
  const sides = 3 + Math.floor(rand() * 6);
  const turn = rand() * Math.PI;
  const starPolygons = sides % 2 === 1 ? [polygon(cx, cy, r * 0.92, sides, turn, 2)] : [0, 1].map((k) => polygon(cx, cy, r * 0.92, sides / 2, turn + (k * 2 * Math.PI) / sides));
  // Odd sides draw one star {n/2}; even sides the compound of two half-polygons (a hexagram, an octagram).
  const star = (sides >= 5 ? starPolygons : [polygon(cx, cy, r * 0.6, sides, turn + Math.PI / sides)])
    .map((points) => `<polygon points="${points}"/>`)
    .join('');
  const rays = Array.from({ length: sides * 2 }, (_, k) => {
    const a = turn + (Math.PI * k) / sides;
    const inner = r * (1.08 + (k % 2) * 0.06);
    const outer = r * (1.3 + rand() * 0.25);
    return `<line x1="${f(cx + inner * Math.cos(a))}" y1="${f(cy + inner * Math.sin(a))}" x2="${f(cx + outer * Math.cos(a))}" y2="${f(cy + outer * Math.sin(a))}"/>`;
  }).join('');
  const dust = Array.from({ length: 14 }, () => `<circle cx="${f(rand() * w)}" cy="${f(rand() * h)}" r="${f(0.6 + rand() * 1.2)}"/>`).join('');
  const frame = square
    ? ''
    : `<rect x="12" y="12" width="${w - 24}" height="${h - 24}" rx="6" fill="none" stroke="${gold}" stroke-opacity=".55"/>
  <line x1="60" y1="${h - 56}" x2="${w - 60}" y2="${h - 56}" stroke="${gold}" stroke-opacity=".6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
  <defs>
    <radialGradient id="g" cx="50%" cy="${square ? 50 : 44}%" r="75%">
      <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <g fill="${gold}" fill-opacity=".35">${dust}</g>
  <g fill="none" stroke="${gold}" stroke-width="1.5" stroke-linejoin="round">
    <circle cx="${cx}" cy="${cy}" r="${f(r)}" stroke-opacity=".85"/>
    <circle cx="${cx}" cy="${cy}" r="${f(r * 1.06)}" stroke-opacity=".4"/>
    <polygon points="${polygon(cx, cy, r, sides, turn)}" stroke-opacity=".7"/>
    ${star}
    <circle cx="${cx}" cy="${cy}" r="${f(r * (0.12 + rand() * 0.1))}" fill="${gold}" fill-opacity=".25"/>
    <g stroke-opacity=".6" stroke-linecap="round">${rays}</g>
  </g>
  ${frame}
</svg>
`;
}
