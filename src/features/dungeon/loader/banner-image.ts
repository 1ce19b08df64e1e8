/** Draws the share-code banner onto a canvas and answers it as a PNG, for the clipboard (in-play §4 Banner copy). */
import { GRANTS } from '../../../contract/terms';
import type { DungeonLoading } from '../../../contract/dungeon';

type Banner = NonNullable<DungeonLoading['banner']>;

const W = 1080;
const H = 608;

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    // The art is served by our own origin; anonymous CORS keeps the canvas exportable if it ever is not.
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

export async function renderBanner(banner: Banner, expires: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('No canvas');
  const bg = await loadImage(banner.shareCodeBackgroundImage);
  g.fillStyle = '#15100b';
  g.fillRect(0, 0, W, H);
  if (bg) {
    const scale = Math.max(W / bg.width, H / bg.height);
    g.drawImage(bg, (W - bg.width * scale) / 2, (H - bg.height * scale) / 2, bg.width * scale, bg.height * scale);
  }
  g.fillStyle = 'rgba(13, 10, 7, 0.62)';
  g.fillRect(0, 0, W, H);
  g.textAlign = 'center';
  g.fillStyle = '#f2c46a';
  g.font = '600 56px Cinzel, Georgia, serif';
  g.fillText(banner.shareCodeTitle, W / 2, 170, W - 96);
  g.fillStyle = '#f3e8d2';
  g.font = '700 34px "Atkinson Hyperlegible", sans-serif';
  g.fillText(`${GRANTS.referralFriend.text} of unlimited play, free`, W / 2, 250, W - 96);
  g.strokeStyle = '#d9a441';
  g.lineWidth = 4;
  g.strokeRect(W / 2 - 300, 300, 600, 130);
  g.fillStyle = '#f2c46a';
  g.font = '700 84px "Atkinson Hyperlegible", monospace';
  g.fillText(banner.shareCode, W / 2, 395, 560);
  g.fillStyle = '#c9b894';
  g.font = '400 30px "Atkinson Hyperlegible", sans-serif';
  g.fillText(`Use this code before ${expires}`, W / 2, 500, W - 96);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('No image'))), 'image/png'));
}
