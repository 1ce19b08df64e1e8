/**
 * A scene (content/art-types.ts SceneSeed) drawn as SVG: sky, stars and light, an interior's walls,
 * far layers, water mirroring the light, near layers, drifting motes, a vignette.
 */
import type { Layer, SceneSeed } from '../content/art-types';
import { n } from './game-icons';
import { interior } from './interior';
import { silhouette } from './silhouettes';
import { circle, document, linear, radial, rect, seeded } from './svg';

export const SIZES = { cover: [300, 400], wide: [480, 270] } as const;

function layer(l: Layer, W: number, H: number, key: string): string {
  const y = l.y * H;
  const stage = { W, H, y, color: l.color, lit: l.lit, key };
  return (l.ground ? rect(0, y, W, H - y + 1, l.color) : '') + l.shapes.map((s) => silhouette(s, stage)).join('');
}

function water(s: SceneSeed, W: number, H: number): string {
  const w = s.water!;
  const y = w.y * H;
  let out = rect(0, y, W, H - y, 'url(#sea)');
  if (s.light) {
    const x = s.light.x * W;
    for (let i = 0; i < 9; i++) {
      const ly = y + ((H - y) * (i + 0.5)) / 9;
      const half = W * s.light.r * (0.8 + i * 0.5);
      out += `<path d="M${n(x - half)} ${n(ly)}H${n(x + half)}" stroke="${s.light.color}" stroke-opacity="${(0.5 - i * 0.045).toFixed(2)}" stroke-width="${n(1 + i * 0.25)}" stroke-linecap="round"/>`;
    }
  }
  return out;
}

export function renderScene(s: SceneSeed, key: string): string {
  const [W, H] = SIZES[s.size];
  const rand = seeded(key);
  const defs = [
    linear('sky', [[0, s.sky[0]], [(s.horizon ?? 0.7) * 0.6, s.sky[1]], [s.horizon ?? 0.7, s.sky[2]], [1, s.sky[2]]]),
    radial('flare', [[0, '#ffd27a', 0.9], [0.35, '#ff8a3d', 0.45], [1, '#ff6a2a', 0]]),
    radial('vignette', [[0.55, '#000', 0], [1, '#000', 0.55]], 0.5, 0.45, 0.75),
    s.light ? radial('halo', [[0, s.light.color, 0.75], [0.3, s.light.color, 0.25], [1, s.light.color, 0]]) : '',
    s.water ? linear('sea', [[0, s.water.color], [1, '#000']]) : '',
  ].join('');
  const parts: string[] = [rect(0, 0, W, H, 'url(#sky)')];
  for (let i = 0; i < (s.stars ?? 0); i++) parts.push(circle(rand() * W, rand() * H * 0.55, 0.4 + rand() * 1.1, '#fff6dc', ` opacity="${(0.3 + rand() * 0.6).toFixed(2)}"`));
  if (s.light) {
    const { x, y, r, color, disc } = s.light;
    parts.push(circle(x * W, y * H, r * W * 3.2, 'url(#halo)'));
    if (disc) parts.push(circle(x * W, y * H, r * W, color));
  }
  if (s.interior) parts.push(interior(s.interior, W, H));
  const horizon = s.water ? s.water.y : Infinity;
  const far = s.layers.filter((l) => l.y <= horizon);
  const near = s.layers.filter((l) => l.y > horizon);
  for (const l of far) parts.push(layer(l, W, H, key));
  if (s.water) parts.push(water(s, W, H));
  for (const l of near) parts.push(layer(l, W, H, key));
  if (s.motes) for (let i = 0; i < s.motes.n; i++) parts.push(circle(rand() * W, rand() * H, 0.6 + rand() * 1.4, s.motes.color, ` opacity="${(0.35 + rand() * 0.5).toFixed(2)}"`));
  parts.push(rect(0, 0, W, H, 'url(#vignette)'));
  return document(W, H, s.alt, defs, parts.join(''));
}
