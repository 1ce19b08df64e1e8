/**
 * The contact sheet: every picture of the world on one page, each at the sizes the app shows it (24 px,
 * 48 px and its full size), with its key and alt text; then a PNG of the page, rendered by Chromium, to
 * look at. `node --import tsx scripts/contact-sheet.ts [--only=prefix,...] [--glyphs=a,b,c]` writes
 * test-results/contact-sheet.html and .png (--glyphs: bare Game Icons glyphs, for choosing new ones).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { artwork } from '../server/art/artwork';
import { glyph } from '../server/art/game-icons';
import { document } from '../server/art/svg';
import { allArtKeys } from '../server/art/keys';

const OUT = 'test-results';
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));

const uri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function cells(): { key: string; svg: string; alt: string; wide: boolean }[] {
  const glyphs = args.get('glyphs');
  if (glyphs) {
    return glyphs.split(',').map((g) => ({ key: g, alt: g, wide: false, svg: document(64, 64, g, '', `<rect width="64" height="64" rx="12" fill="#2a1d14"/>${glyph(g, '#f1e4cb', 6, 6, 52)}`) }));
  }
  const only = args.get('only')?.split(',');
  return allArtKeys()
    .filter((k) => !only || only.some((p) => k.startsWith(p)))
    .map((key) => {
      const art = artwork(key);
      if (!art) throw new Error(`No artwork for ${key}`);
      return { key, svg: art.svg, alt: art.alt, wide: /viewBox="0 0 480 270"/.test(art.svg) };
    });
}

/** --small: only the sizes of lists and badges (24, 32, 48 px) in a dense grid, to judge legibility. */
function smallPage(list: ReturnType<typeof cells>): string {
  const items = list
    .map((c) => {
      const src = uri(c.svg);
      return `<div class="s"><img src="${src}" width="24" height="24"><img src="${src}" width="32" height="32"><img src="${src}" width="48" height="48"><span>${escape(c.key)}</span></div>`;
    })
    .join('');
  return `<!doctype html><meta charset="utf-8"><style>body{margin:0;padding:8px;background:#1b1512;color:#f3e9d2;font:10px system-ui;display:grid;grid-template-columns:repeat(4,1fr);gap:6px}
.s{display:flex;gap:6px;align-items:center}img{border-radius:4px}</style>${items}`;
}

function page(list: ReturnType<typeof cells>): string {
  const items = list
    .map((c) => {
      const src = uri(c.svg);
      const full = c.wide ? 'width:240px;height:135px' : /viewBox="0 0 300 400"/.test(c.svg) ? 'width:150px;height:200px' : 'width:96px;height:96px';
      return `<figure${c.wide ? ' class="wide"' : ''}><div class="row"><img src="${src}" style="width:24px;height:24px"><img src="${src}" style="width:48px;height:48px"><img src="${src}" style="${full}"></div><figcaption><b>${escape(c.key)}</b><br>${escape(c.alt)}</figcaption></figure>`;
    })
    .join('');
  return `<!doctype html><meta charset="utf-8"><title>Contact sheet</title><style>
body{margin:0;padding:12px;background:#14110f;color:#f3e9d2;font:11px system-ui;display:flex;flex-wrap:wrap;gap:10px}
figure{margin:0;width:260px;}figure.wide{width:340px}figure{background:#211c18;border:1px solid #3a2f22;border-radius:8px;padding:8px}
.row{display:flex;gap:8px;align-items:flex-end}img{object-fit:cover;border-radius:4px}figcaption{margin-top:6px;line-height:1.3}
</style>${items}`;
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const list = cells();
  const html = args.has('small') ? smallPage(list) : page(list);
  const name = args.get('name') ?? 'contact-sheet';
  writeFileSync(`${OUT}/${name}.html`, html);
  const executablePath = existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath });
  const tab = await browser.newPage({ viewport: { width: Number(args.get('width') ?? 1400), height: 800 } });
  await tab.setContent(html);
  await tab.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
  await browser.close();
  console.log(`${list.length} pictures: ${OUT}/${name}.html, ${OUT}/${name}.png`);
}

void main();
