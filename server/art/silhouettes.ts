/**
 * Silhouettes of buildings, ships, trees and things, standing on a baseline: the paper-cut vocabulary
 * every scene is composed from. Each shape answers SVG drawn in its layer's colour (lit windows in `lit`).
 */
import type { Shape } from '../content/art-types';
import { glyph, n } from './game-icons';
import { seeded } from './svg';

export interface Stage {
  W: number;
  H: number;
  /** Baseline in pixels. */
  y: number;
  color: string;
  lit: string | undefined;
  key: string;
}

const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
const box = (x: number, y: number, w: number, h: number): string => `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;

/** A row of battlements along the top of a box. */
function crenels(x: number, top: number, w: number, size: number): string {
  const count = Math.max(3, Math.round(w / (size * 2)));
  const step = w / count;
  let d = '';
  for (let i = 0; i < count; i++) d += box(x + i * step + step * 0.15, top - size, step * 0.7, size + 1);
  return d;
}

function windows(x: number, y: number, w: number, count: number, size: number, lit: string | undefined): string {
  if (!lit || count <= 0) return '';
  const step = w / (count + 1);
  let out = '';
  for (let i = 1; i <= count; i++) out += path(`${box(x + step * i - size / 2, y, size, size * 1.6)}`, lit, ' opacity=".85"');
  return out;
}

function dome(X: number, base: number, w: number, h: number, onion: boolean): string {
  const x0 = X - w / 2;
  const x1 = X + w / 2;
  if (onion) return `M${n(x0)} ${n(base)}C${n(x0 - w * 0.08)} ${n(base - h * 0.55)} ${n(X - w * 0.12)} ${n(base - h * 0.72)} ${n(X)} ${n(base - h)}C${n(X + w * 0.12)} ${n(base - h * 0.72)} ${n(x1 + w * 0.08)} ${n(base - h * 0.55)} ${n(x1)} ${n(base)}Z`;
  return `M${n(x0)} ${n(base)}A${n(w / 2)} ${n(h)} 0 0 1 ${n(x1)} ${n(base)}Z`;
}

function finial(X: number, top: number, size: number, kind: 'cross' | 'crescent' | 'spike', color: string): string {
  const stem = path(box(X - size * 0.08, top - size, size * 0.16, size), color);
  if (kind === 'spike') return stem;
  if (kind === 'cross') return stem + path(box(X - size * 0.35, top - size * 0.75, size * 0.7, size * 0.14), color);
  return stem + `<circle cx="${n(X)}" cy="${n(top - size * 1.2)}" r="${n(size * 0.3)}" fill="none" stroke="${color}" stroke-width="${n(size * 0.12)}"/>`;
}

/** One shape in px, standing on the stage's baseline. */
export function silhouette(s: Shape, st: Stage): string {
  const { W, H, y, color, lit } = st;
  const X = s.x * W;
  const w = s.w * W;
  const h = s.h * H;
  const x0 = X - w / 2;
  switch (s.s) {
    case 'block': {
      const roofH = s.roof === 'gable' ? w * 0.35 : 0;
      let d = box(x0, y - h, w, h + 1);
      if (s.roof === 'gable') d += `M${n(x0 - w * 0.05)} ${n(y - h)}L${n(X)} ${n(y - h - roofH)}L${n(x0 + w * 1.05)} ${n(y - h)}Z`;
      if (s.roof === 'dome') d += dome(X, y - h, w * 0.7, w * 0.35, false);
      return path(d, color) + windows(x0, y - h * 0.6, w, s.windows ?? 0, Math.max(1.5, w * 0.07), lit);
    }
    case 'dome': {
      const drum = h * 0.3;
      let d = box(x0 + w * 0.08, y - drum, w * 0.84, drum + 1) + dome(X, y - drum, w, h - drum, s.onion ?? false);
      if (!s.onion) d += box(x0 - w * 0.04, y - drum - h * 0.02, w * 1.08, h * 0.04);
      return path(d, color) + (s.finial ? finial(X, y - h, h * 0.18, s.finial, color) : '') + windows(x0 + w * 0.08, y - drum * 0.8, w * 0.84, 5, Math.max(1.2, w * 0.035), lit);
    }
    case 'minaret': {
      const shaft = box(X - w / 2, y - h * 0.82, w, h * 0.82 + 1);
      const balcony = box(X - w * 0.85, y - h * 0.7, w * 1.7, h * 0.03) + box(X - w * 0.75, y - h * 0.86, w * 1.5, h * 0.03);
      const cap = `M${n(X - w * 0.55)} ${n(y - h * 0.84)}L${n(X)} ${n(y - h)}L${n(X + w * 0.55)} ${n(y - h * 0.84)}Z`;
      return path(shaft + balcony + cap, color);
    }
    case 'tower': {
      let d = box(x0, y - h, w, h + 1);
      if (s.cap === 'crenels') d += crenels(x0 - w * 0.05, y - h, w * 1.1, w * 0.12);
      if (s.cap === 'cone') d += `M${n(x0 - w * 0.08)} ${n(y - h)}L${n(X)} ${n(y - h - w * 1.1)}L${n(x0 + w * 1.08)} ${n(y - h)}Z`;
      if (s.cap === 'pyramid') d += `M${n(x0 - w * 0.05)} ${n(y - h)}L${n(X)} ${n(y - h - w * 0.45)}L${n(x0 + w * 1.05)} ${n(y - h)}Z`;
      return path(d, color) + windows(x0, y - h * 0.75, w, s.windows ?? 0, Math.max(1.5, w * 0.12), lit);
    }
    case 'wall':
      return path(box(x0, y - h, w, h + 1) + (s.crenels ? crenels(x0, y - h, w, Math.max(2, h * 0.16)) : ''), color);
    case 'lighthouse': {
      const d =
        box(X - w / 2, y - h * 0.5, w, h * 0.5 + 1) +
        `M${n(X - w * 0.38)} ${n(y - h * 0.5)}L${n(X - w * 0.32)} ${n(y - h * 0.82)}L${n(X + w * 0.32)} ${n(y - h * 0.82)}L${n(X + w * 0.38)} ${n(y - h * 0.5)}Z` +
        box(X - w * 0.2, y - h * 0.95, w * 0.4, h * 0.14);
      const fire = `<circle cx="${n(X)}" cy="${n(y - h)}" r="${n(w * 0.9)}" fill="url(#flare)"/>`;
      return fire + path(d, color) + windows(X - w / 2, y - h * 0.38, w, 2, Math.max(1.5, w * 0.08), lit);
    }
    case 'colonnade': {
      const colW = w / (s.n * 2 - 1);
      let d = box(x0 - colW * 0.3, y - h, w + colW * 0.6, h * 0.1) + box(x0 - colW * 0.5, y - h * 0.04, w + colW, h * 0.04 + 1);
      for (let i = 0; i < s.n; i++) d += box(x0 + i * colW * 2, y - h * 0.9, colW, h * 0.88);
      if (s.pediment) d += `M${n(x0 - colW * 0.4)} ${n(y - h)}L${n(X)} ${n(y - h * 1.28)}L${n(x0 + w + colW * 0.4)} ${n(y - h)}Z`;
      return path(d, color);
    }
    case 'ship': {
      const hullH = h * 0.22;
      const hull = `M${n(x0)} ${n(y - hullH)}L${n(x0 + w)} ${n(y - hullH * 1.3)}L${n(x0 + w * 0.85)} ${n(y)}L${n(x0 + w * 0.12)} ${n(y)}Z`;
      const mast = box(X - w * 0.015, y - h, w * 0.03, h - hullH);
      const sail =
        s.sail === 'lateen'
          ? `M${n(X - w * 0.4)} ${n(y - hullH * 1.2)}L${n(X + w * 0.05)} ${n(y - h)}L${n(X + w * 0.1)} ${n(y - hullH * 1.4)}Z`
          : box(X - w * 0.28, y - h * 0.9, w * 0.56, h * 0.5);
      const fire = s.fire ? `<ellipse cx="${n(X)}" cy="${n(y - h * 0.55)}" rx="${n(w * 0.7)}" ry="${n(h * 0.75)}" fill="url(#flare)"/>` + glyph('flame', '#ffb347', X - h * 0.3, y - h * 0.95, h * 0.6) : '';
      return fire + path(hull + mast + sail, color);
    }
    case 'tent':
      return path(`M${n(x0)} ${n(y)}Q${n(X - w * 0.1)} ${n(y - h * 0.55)} ${n(X)} ${n(y - h)}Q${n(X + w * 0.1)} ${n(y - h * 0.55)} ${n(x0 + w)} ${n(y)}Z`, color) +
        (lit ? path(`M${n(X - w * 0.12)} ${n(y)}L${n(X)} ${n(y - h * 0.45)}L${n(X + w * 0.12)} ${n(y)}Z`, lit, ' opacity=".8"') : '');
    case 'tree': {
      const trunk = box(X - w * 0.06, y - h * 0.3, w * 0.12, h * 0.3 + 1);
      if (s.kind === 'cypress') return path(`M${n(X)} ${n(y - h)}C${n(X + w * 0.7)} ${n(y - h * 0.6)} ${n(X + w * 0.5)} ${n(y)} ${n(X)} ${n(y)}C${n(X - w * 0.5)} ${n(y)} ${n(X - w * 0.7)} ${n(y - h * 0.6)} ${n(X)} ${n(y - h)}Z`, color);
      if (s.kind === 'palm') {
        let d = `M${n(X - w * 0.05)} ${n(y)}Q${n(X + w * 0.1)} ${n(y - h * 0.5)} ${n(X)} ${n(y - h * 0.85)}L${n(X + w * 0.06)} ${n(y - h * 0.85)}Q${n(X + w * 0.18)} ${n(y - h * 0.5)} ${n(X + w * 0.05)} ${n(y)}Z`;
        for (const a of [-2.6, -2.0, -1.3, -0.6, 0]) d += `M${n(X)} ${n(y - h * 0.86)}Q${n(X + Math.cos(a) * w * 0.35)} ${n(y - h - Math.sin(-a) * h * 0.1)} ${n(X + Math.cos(a) * w * 0.6)} ${n(y - h * 0.7 + Math.sin(-a) * h * 0.05)}Q${n(X + Math.cos(a) * w * 0.3)} ${n(y - h * 0.88)} ${n(X)} ${n(y - h * 0.86)}Z`;
        return path(d, color);
      }
      const crown = s.kind === 'plane' ? `<ellipse cx="${n(X)}" cy="${n(y - h * 0.62)}" rx="${n(w * 0.6)}" ry="${n(h * 0.4)}"/>` : `<circle cx="${n(X)}" cy="${n(y - h * 0.62)}" r="${n(Math.min(w * 0.5, h * 0.38))}"/>`;
      return `<g fill="${color}">${path(trunk, color)}${crown}</g>`;
    }
    case 'hill':
      return path(`M${n(x0)} ${n(y + 1)}C${n(x0 + w * 0.25)} ${n(y - h)} ${n(x0 + w * 0.6)} ${n(y - h * 1.05)} ${n(x0 + w)} ${n(y + 1)}Z`, color);
    case 'houses': {
      const rand = seeded(`${st.key}:${s.x}`);
      const step = w / s.n;
      let d = '';
      let lights = '';
      for (let i = 0; i < s.n; i++) {
        const hw = step * (0.8 + rand() * 0.2);
        const hh = h * (0.55 + rand() * 0.45);
        const hx = x0 + i * step;
        d += box(hx, y - hh, hw, hh + 1) + `M${n(hx - hw * 0.05)} ${n(y - hh)}L${n(hx + hw / 2)} ${n(y - hh - hw * 0.45)}L${n(hx + hw * 1.05)} ${n(y - hh)}Z`;
        if (rand() < 0.6) lights += windows(hx, y - hh * 0.6, hw, 1, Math.max(1.5, hw * 0.14), lit);
      }
      return path(d, color) + lights;
    }
    case 'chimney': {
      const d = `M${n(X - w / 2)} ${n(y + 1)}L${n(X - w * 0.35)} ${n(y - h)}L${n(X + w * 0.35)} ${n(y - h)}L${n(X + w / 2)} ${n(y + 1)}Z`;
      const glow = `<circle cx="${n(X)}" cy="${n(y - h)}" r="${n(w * 1.2)}" fill="url(#flare)"/>`;
      const smoke = [0, 1, 2].map((i) => `<circle cx="${n(X + i * w * 0.5)}" cy="${n(y - h - w * (1 + i * 1.1))}" r="${n(w * (0.5 + i * 0.25))}" fill="#bfb2a3" opacity="${0.16 - i * 0.04}"/>`).join('');
      return glow + smoke + path(d, color);
    }
    case 'arch': {
      // A doorway: in a lit layer the opening glows with the light beyond; otherwise it is a hole, and
      // whatever lies behind (the sky, a far view) shows through it.
      const opening = `M${n(X - w * 0.3)} ${n(y + 1)}V${n(y - h * 0.55)}A${n(w * 0.3)} ${n(w * 0.3)} 0 0 1 ${n(X + w * 0.3)} ${n(y - h * 0.55)}V${n(y + 1)}Z`;
      if (lit) return path(box(x0, y - h, w, h + 1), color) + path(opening, lit);
      return path(box(x0, y - h, w, h + 1) + opening, color, ' fill-rule="evenodd"');
    }
    case 'scaffold': {
      const cols = 5;
      const rows = 6;
      let lines = '';
      for (let i = 0; i <= cols; i++) lines += `M${n(x0 + (w * i) / cols)} ${n(y)}V${n(y - h)}`;
      for (let j = 1; j <= rows; j++) lines += `M${n(x0)} ${n(y - (h * j) / rows)}H${n(x0 + w)}`;
      for (let j = 0; j < rows; j++) lines += `M${n(x0)} ${n(y - (h * j) / rows)}L${n(x0 + w / cols)} ${n(y - (h * (j + 1)) / rows)}`;
      return `<path d="${lines}" stroke="${color}" stroke-width="${n(Math.max(1, w * 0.012))}" fill="none"/>`;
    }
    case 'stair': {
      let d = `M${n(x0)} ${n(y + 1)}`;
      for (let i = 0; i < s.steps; i++) d += `V${n(y - (h * (i + 1)) / s.steps)}H${n(x0 + (w * (i + 1)) / s.steps)}`;
      return path(`${d}V${n(y + 1)}Z`, color);
    }
    case 'glyph': {
      const size = Math.max(w, h);
      return glyph(s.glyph, s.color ?? color, X - size / 2, y - size, size);
    }
  }
}
