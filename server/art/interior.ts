/** The walls of an indoor scene, drawn behind its props: arcades, vaults, columns, shelves, tunnels. */
import type { Interior } from '../content/art-types';
import { n } from './game-icons';
import { rect } from './svg';

/** The horizon of every interior: where the floor meets the back wall. */
export const FLOOR = 0.72;

function floor(W: number, H: number, color: string): string {
  const y = H * FLOOR;
  let lines = '';
  for (let i = -4; i <= 4; i++) lines += `M${n(W / 2 + i * W * 0.06)} ${n(y)}L${n(W / 2 + i * W * 0.32)} ${n(H)}`;
  return rect(0, y, W, H - y, color) + `<path d="${lines}" stroke="#000" stroke-opacity=".18" stroke-width="1"/>`;
}

/** Arched openings across the back wall, the sky showing through them. */
function arcade(W: number, H: number, count: number, wall: string): string {
  const top = H * 0.22;
  const bottom = H * FLOOR;
  const step = W / count;
  let holes = '';
  for (let i = 0; i < count; i++) {
    const x = i * step + step * 0.22;
    const w = step * 0.56;
    holes += `M${n(x)} ${n(bottom)}V${n(top + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(top + w / 2)}V${n(bottom)}Z`;
  }
  return `<path d="M0 0H${W}V${n(bottom)}H0Z${holes}" fill="${wall}" fill-rule="evenodd"/>`;
}

/** A barrel vault receding: ribs narrowing toward the far wall. */
function vault(W: number, H: number, count: number, wall: string, low: boolean): string {
  let out = rect(0, 0, W, H, wall);
  const spring = H * (low ? 0.42 : 0.5);
  for (let i = 0; i < count; i++) {
    const k = 1 - i / (count + 1);
    const w = W * (0.45 + 0.55 * k);
    const top = H * (low ? 0.12 : 0.04) + (1 - k) * H * 0.22;
    const x = (W - w) / 2;
    out += `<path d="M${n(x)} ${n(H * FLOOR)}V${n(spring)}Q${n(x)} ${n(top)} ${n(W / 2)} ${n(top)}Q${n(x + w)} ${n(top)} ${n(x + w)} ${n(spring)}V${n(H * FLOOR)}" fill="none" stroke="#000" stroke-opacity="${(0.35 * k).toFixed(2)}" stroke-width="${n(2 + 6 * k)}"/>`;
  }
  return out;
}

/** A forest of columns in three ranks, the far ones paler: the cistern, a hypostyle hall. */
function columns(W: number, H: number, count: number, wall: string): string {
  let out = rect(0, 0, W, H, wall);
  const ranks: [number, number, string][] = [
    [0.35, 0.018, '#000000'],
    [0.6, 0.03, '#000000'],
    [1, 0.055, '#000000'],
  ];
  ranks.forEach(([k, width, color], r) => {
    const per = Math.round(count * (1.6 - k));
    const opacity = (0.25 + 0.3 * k).toFixed(2);
    for (let i = 0; i < per; i++) {
      const x = (W * (i + 0.5 + (r % 2) * 0.5)) / per;
      const cw = W * width;
      const top = H * (0.28 - 0.28 * k);
      const bottom = H * (FLOOR + 0.05 * k);
      out += `<g fill-opacity="${opacity}">${rect(x - cw / 2, top, cw, bottom - top, color)}${rect(x - cw * 0.9, top + H * 0.02, cw * 1.8, H * 0.03 * k + 2, color)}</g>`;
    }
  });
  return out;
}

/** Shelves of pigeonholes, each with the round ends of rolled scrolls. */
function shelves(W: number, H: number, count: number, wall: string): string {
  let out = rect(0, 0, W, H, wall);
  const rows = 6;
  const bw = W / count;
  const bh = (H * FLOOR) / rows;
  for (let i = 0; i < count; i++) {
    for (let j = 0; j < rows; j++) {
      const x = i * bw;
      const y = j * bh;
      out += rect(x + bw * 0.06, y + bh * 0.1, bw * 0.88, bh * 0.8, '#000', ' fill-opacity=".45"');
      for (let k = 0; k < 3; k++) out += `<circle cx="${n(x + bw * (0.25 + k * 0.25))}" cy="${n(y + bh * 0.6)}" r="${n(Math.min(bw, bh) * 0.12)}" fill="#e9d3a0" fill-opacity="${(0.25 + ((i + j + k) % 3) * 0.12).toFixed(2)}"/>`;
    }
  }
  return out;
}

/** A tunnel: frames of timber, posts and lintels, narrowing toward a far glow. */
function tunnel(W: number, H: number, count: number, wall: string): string {
  let out = rect(0, 0, W, H, '#070403');
  for (let i = count; i >= 0; i--) {
    const k = 1 - i / (count + 1);
    const w = W * (0.16 + 0.95 * k);
    const h = H * (0.22 + 0.9 * k);
    const x = (W - w) / 2;
    const top = H * 0.55 - h * 0.55;
    const post = Math.max(2, w * 0.05);
    const frame = `M${n(x)} ${n(top + h)}V${n(top)}H${n(x + w)}V${n(top + h)}H${n(x + w - post)}V${n(top + post)}H${n(x + post)}V${n(top + h)}Z`;
    out += `<path d="${frame}" fill="${wall}" fill-opacity="${(0.35 + 0.65 * k).toFixed(2)}"/>`;
  }
  return out;
}

export function interior(i: Interior, W: number, H: number): string {
  const walls = {
    arcade: () => arcade(W, H, i.n, i.wall),
    vault: () => vault(W, H, i.n, i.wall, false),
    cellar: () => vault(W, H, i.n, i.wall, true),
    columns: () => columns(W, H, i.n, i.wall),
    shelves: () => shelves(W, H, i.n, i.wall),
    tunnel: () => tunnel(W, H, i.n, i.wall),
  }[i.kind]();
  return walls + (i.kind === 'columns' ? '' : floor(W, H, i.floor));
}
