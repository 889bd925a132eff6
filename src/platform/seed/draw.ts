import sharp from "sharp";

// Demo pictures drawn locally as SVG and rendered with sharp, so a fresh install needs no download.
// The server runs these in a child process (images.ts); tests and scripts call them directly.

// Each picture is drawn once: libvips's cache of recent operations (up to 50 MB) would only keep
// the seed's intermediate images in memory for the life of the server.
sharp.cache(false);

export type Palette = { hue: number; accent: number };

const hsl = (h: number, s: number, l: number) => `hsl(${h} ${s}% ${l}%)`;

function cabinet(p: Palette, x: number, scale: number, tilt = 0): string {
  const { hue, accent } = p;
  return `
  <g transform="translate(${x} 120) scale(${scale}) skewY(${tilt})">
    <path d="M40 40 L300 40 L320 110 L320 640 L20 640 L20 110 Z" fill="url(#body${hue})" stroke="${hsl(hue, 60, 15)}" stroke-width="6"/>
    <rect x="40" y="52" width="260" height="52" rx="8" fill="${hsl(accent, 95, 60)}" filter="url(#glow)"/>
    <rect x="48" y="60" width="244" height="36" rx="6" fill="${hsl(accent, 100, 78)}" opacity="0.8"/>
    <rect x="50" y="130" width="240" height="190" rx="10" fill="#05060a" stroke="${hsl(hue, 40, 30)}" stroke-width="8"/>
    <rect x="62" y="142" width="216" height="166" rx="6" fill="url(#screen${accent})"/>
    <circle cx="120" cy="225" r="22" fill="${hsl(accent, 100, 70)}" opacity="0.9"/>
    <rect x="165" y="190" width="90" height="14" rx="7" fill="#fff" opacity="0.75"/>
    <rect x="165" y="215" width="70" height="14" rx="7" fill="#fff" opacity="0.5"/>
    <rect x="90" y="265" width="160" height="10" rx="5" fill="${hsl(hue, 100, 70)}" opacity="0.7"/>
    <path d="M30 340 L310 340 L330 400 L10 400 Z" fill="${hsl(hue, 35, 22)}"/>
    <circle cx="90" cy="366" r="15" fill="#111"/><rect x="86" y="338" width="8" height="28" fill="#222"/>
    <circle cx="90" cy="336" r="13" fill="${hsl(0, 85, 55)}"/>
    <circle cx="180" cy="372" r="12" fill="${hsl(accent, 90, 55)}"/>
    <circle cx="220" cy="364" r="12" fill="${hsl(hue + 120, 90, 55)}"/>
    <circle cx="260" cy="372" r="12" fill="${hsl(hue + 200, 90, 55)}"/>
    <rect x="120" y="460" width="100" height="70" rx="8" fill="${hsl(hue, 30, 12)}" stroke="${hsl(accent, 80, 55)}" stroke-width="3"/>
    <rect x="150" y="478" width="40" height="10" rx="3" fill="${hsl(accent, 90, 65)}"/>
    <rect x="20" y="600" width="300" height="40" fill="${hsl(hue, 50, 10)}"/>
    <rect x="24" y="110" width="8" height="490" fill="${hsl(accent, 100, 65)}" filter="url(#glow)"/>
    <rect x="308" y="110" width="8" height="490" fill="${hsl(accent, 100, 65)}" filter="url(#glow)"/>
  </g>`;
}

function defs(p: Palette): string {
  const { hue, accent } = p;
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(hue + 220, 45, 12)}"/><stop offset="1" stop-color="${hsl(hue + 250, 40, 4)}"/>
    </linearGradient>
    <linearGradient id="body${hue}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 70, 45)}"/><stop offset="0.55" stop-color="${hsl(hue, 75, 30)}"/><stop offset="1" stop-color="${hsl(hue, 80, 16)}"/>
    </linearGradient>
    <radialGradient id="screen${accent}" cx="0.5" cy="0.45" r="0.7">
      <stop offset="0" stop-color="${hsl(accent + 40, 80, 45)}"/><stop offset="1" stop-color="${hsl(accent + 80, 70, 12)}"/>
    </radialGradient>
    <radialGradient id="spot" cx="0.5" cy="0.3" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6" result="b"/>
      <feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  </defs>`;
}

const floor = `<ellipse cx="600" cy="790" rx="520" ry="60" fill="#000" opacity="0.45"/>
  <rect x="0" y="760" width="1200" height="140" fill="#0b0b12" opacity="0.6"/>`;

export type Shot = "front" | "pair" | "side" | "panel";

/** A product shot of an arcade cabinet in the game's colours. */
export async function productShot(p: Palette, shot: Shot): Promise<Buffer> {
  let body: string;
  if (shot === "front") body = cabinet(p, 430, 1);
  else if (shot === "pair")
    body = cabinet(p, 230, 0.95) + cabinet({ hue: p.hue + 25, accent: p.accent + 30 }, 640, 0.95);
  else if (shot === "side") body = cabinet(p, 470, 1, -6);
  else body = `<g transform="translate(-520 -520) scale(2.6)">${cabinet(p, 300, 1)}</g>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">${defs(p)}
    <rect width="1200" height="900" fill="url(#bg)"/><rect width="1200" height="900" fill="url(#spot)"/>
    ${Array.from({ length: 14 }, (_, i) => `<circle cx="${(i * 173) % 1200}" cy="${60 + ((i * 97) % 300)}" r="${2 + (i % 3)}" fill="${hsl(p.accent + i * 20, 90, 70)}" opacity="0.5"/>`).join("")}
    ${floor}${body}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();
}

/** A person-less portrait placeholder for testimonials: a warm gradient avatar. */
export async function portrait(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 60)}"/><stop offset="1" stop-color="${hsl(hue + 40, 70, 35)}"/></linearGradient></defs>
    <rect width="400" height="400" fill="url(#g)"/>
    <circle cx="200" cy="160" r="78" fill="${hsl(hue, 30, 88)}"/>
    <path d="M60 400 C70 280 330 280 340 400 Z" fill="${hsl(hue, 30, 88)}"/></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** A geometric brand mark for client logos. */
export async function logoMark(hue: number, shape: number): Promise<Buffer> {
  const shapes = [
    `<circle cx="90" cy="80" r="50" fill="${hsl(hue, 80, 50)}"/><circle cx="90" cy="80" r="26" fill="#fff"/>`,
    `<polygon points="90,22 150,132 30,132" fill="${hsl(hue, 80, 50)}"/><polygon points="90,62 122,120 58,120" fill="#fff"/>`,
    `<rect x="40" y="30" width="100" height="100" rx="24" fill="${hsl(hue, 80, 50)}"/><rect x="70" y="60" width="40" height="40" rx="8" fill="#fff"/>`,
    `<path d="M40 130 L90 30 L140 130 Z M65 130 L90 80 L115 130 Z" fill="${hsl(hue, 80, 50)}"/>`,
    `<circle cx="70" cy="80" r="40" fill="${hsl(hue, 80, 50)}" opacity="0.85"/><circle cx="110" cy="80" r="40" fill="${hsl(hue + 60, 80, 50)}" opacity="0.85"/>`,
  ];
  const bars = Array.from(
    { length: 3 },
    (_, i) =>
      `<rect x="190" y="${48 + i * 26}" width="${200 - i * 50}" height="14" rx="7" fill="${hsl(hue, 25, 30 + i * 15)}"/>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="160"><rect width="420" height="160" fill="#fff" opacity="0"/>${shapes[shape % shapes.length]}${bars}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A wide banner for blog posts and the about hero. */
export async function banner(p: Palette): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">${defs(p)}
    <rect width="1600" height="900" fill="url(#bg)"/><rect width="1600" height="900" fill="url(#spot)"/>
    <g opacity="0.9">${cabinet(p, 120, 0.9)}${cabinet({ hue: p.hue + 40, accent: p.accent + 60 }, 520, 1)}${cabinet({ hue: p.hue + 80, accent: p.accent + 120 }, 960, 0.9)}</g>
    <ellipse cx="800" cy="820" rx="760" ry="70" fill="#000" opacity="0.5"/></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 75 }).toBuffer();
}
