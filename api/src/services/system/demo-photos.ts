// Draws the demo yard's photos: a side view of each vehicle in its colour and body shape, in a few settings,
// so the demo looks like a yard and every image goes through the real upload pipeline.
import sharp from 'sharp';

const COLOURS: [RegExp, string][] = [
  [/white/i, '#f4f5f2'],
  [/black|obsidian|carbon|jet/i, '#16181c'],
  [/silver|floret|reflex/i, '#b9bec4'],
  [/grey|gray|daytona|selenite|charcoal/i, '#5d646c'],
  [/red|chili|guards/i, '#b3121b'],
  [/blue|navarra/i, '#1d3f8f'],
  [/green|pangea/i, '#1f4d36'],
];

export const colourOf = (name: string): string => COLOURS.find(([pattern]) => pattern.test(name))?.[1] ?? '#7a7f86';

interface Shape {
  roofY: number;
  bodyTop: number;
  roofFrom: number;
  roofTo: number;
  rear: 'slope' | 'hatch' | 'open';
  wheel: number;
  length: number;
}

const SHAPES: Record<string, Shape> = {
  Sedan: { roofY: 455, bodyTop: 590, roofFrom: 760, roofTo: 1070, rear: 'slope', wheel: 92, length: 1100 },
  SUV: { roofY: 395, bodyTop: 560, roofFrom: 720, roofTo: 1230, rear: 'hatch', wheel: 108, length: 1100 },
  Hatchback: { roofY: 440, bodyTop: 590, roofFrom: 740, roofTo: 1180, rear: 'hatch', wheel: 90, length: 960 },
  Estate: { roofY: 450, bodyTop: 590, roofFrom: 760, roofTo: 1250, rear: 'hatch', wheel: 92, length: 1120 },
  Coupe: { roofY: 480, bodyTop: 600, roofFrom: 800, roofTo: 1000, rear: 'slope', wheel: 95, length: 1060 },
  Convertible: { roofY: 600, bodyTop: 600, roofFrom: 800, roofTo: 800, rear: 'open', wheel: 90, length: 980 },
  Sportback: { roofY: 460, bodyTop: 595, roofFrom: 770, roofTo: 1030, rear: 'slope', wheel: 94, length: 1100 },
  'Gran Coupe': { roofY: 470, bodyTop: 595, roofFrom: 780, roofTo: 1020, rear: 'slope', wheel: 95, length: 1140 },
  'Gran Turismo': { roofY: 445, bodyTop: 590, roofFrom: 760, roofTo: 1100, rear: 'slope', wheel: 95, length: 1140 },
  Campervan: { roofY: 300, bodyTop: 540, roofFrom: 560, roofTo: 1330, rear: 'hatch', wheel: 100, length: 1180 },
};

const SCENES = [
  { sky: ['#dfe7ee', '#f7f8f9'], floor: '#c9ccd0', label: 'showroom' },
  { sky: ['#8fc1e3', '#e6f2f9'], floor: '#5e8f4e', label: 'Waikato' },
  { sky: ['#f2b880', '#fbe3c6'], floor: '#6b6f74', label: 'evening' },
] as const;

function vehicleSvg(shapeName: string, colour: string): string {
  const s = SHAPES[shapeName] ?? SHAPES.Sedan!;
  const start = 800 - s.length / 2;
  const end = 800 + s.length / 2;
  const ground = 790;
  const frontWheel = start + 190;
  const rearWheel = end - 200;
  const rearTop = s.rear === 'hatch' ? s.roofY + 20 : s.bodyTop - 10;
  const body = [
    `M ${start} ${ground - 70}`,
    `L ${start} ${s.bodyTop + 50} Q ${start + 10} ${s.bodyTop + 5} ${start + 90} ${s.bodyTop}`,
    `L ${s.roofFrom - 120} ${s.bodyTop - 15}`,
    s.rear === 'open'
      ? `L ${s.roofFrom - 40} ${s.bodyTop - 80} L ${s.roofFrom - 25} ${s.bodyTop - 15} L ${end - 60} ${s.bodyTop - 10}`
      : `Q ${s.roofFrom - 60} ${s.roofY + 20} ${s.roofFrom} ${s.roofY} L ${s.roofTo} ${s.roofY}` +
        (s.rear === 'hatch'
          ? ` Q ${end - 30} ${s.roofY + 5} ${end - 20} ${rearTop + 40}`
          : ` Q ${s.roofTo + 120} ${s.roofY + 30} ${end - 90} ${s.bodyTop - 20} L ${end - 40} ${s.bodyTop}`),
    `Q ${end} ${s.bodyTop + 20} ${end} ${s.bodyTop + 70} L ${end - 5} ${ground - 70} Z`,
  ].join(' ');
  const glass =
    s.rear === 'open'
      ? ''
      : `<path d="M ${s.roofFrom - 95} ${s.bodyTop - 22} Q ${s.roofFrom - 45} ${s.roofY + 30} ${s.roofFrom + 5} ${s.roofY + 18} L ${s.roofTo - 5} ${s.roofY + 18} ` +
        (s.rear === 'hatch'
          ? `Q ${end - 60} ${s.roofY + 25} ${end - 55} ${s.bodyTop - 22} Z"`
          : `Q ${s.roofTo + 90} ${s.roofY + 40} ${end - 140} ${s.bodyTop - 22} Z"`) +
        ` fill="url(#glass)"/>` +
        `<rect x="${(s.roofFrom + s.roofTo) / 2 - 6}" y="${s.roofY + 15}" width="12" height="${s.bodyTop - s.roofY - 35}" fill="${colour}"/>`;
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="${ground - s.wheel}" r="${s.wheel + 14}" fill="#1b1d20"/>` +
    `<circle cx="${x}" cy="${ground - s.wheel}" r="${s.wheel}" fill="#222"/>` +
    `<circle cx="${x}" cy="${ground - s.wheel}" r="${s.wheel * 0.62}" fill="url(#rim)"/>` +
    `<circle cx="${x}" cy="${ground - s.wheel}" r="${s.wheel * 0.14}" fill="#555"/>`;
  return `
    <ellipse cx="800" cy="${ground + 8}" rx="${s.length / 2 + 40}" ry="26" fill="#000" opacity="0.28"/>
    <path d="${body}" fill="${colour}" stroke="#0b0b0b" stroke-opacity="0.35" stroke-width="3"/>
    <path d="${body}" fill="url(#shine)"/>
    ${glass}
    <rect x="${start + 8}" y="${s.bodyTop + 28}" width="46" height="16" rx="6" fill="#fff6d5"/>
    <rect x="${end - 30}" y="${s.bodyTop + 26}" width="24" height="18" rx="5" fill="#c0141c"/>
    <line x1="${start + 60}" y1="${s.bodyTop + 95}" x2="${end - 40}" y2="${s.bodyTop + 95}" stroke="#000" stroke-opacity="0.18" stroke-width="4"/>
    ${wheel(frontWheel)}${wheel(rearWheel)}`;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** One photo as a JPEG: the vehicle of `shape` in `colourName`, scene `sceneIndex`, with a caption. */
export async function drawVehiclePhoto(options: { shape: string; colourName: string; caption: string; sceneIndex: number; width?: number }): Promise<Buffer> {
  const scene = SCENES[options.sceneIndex % SCENES.length]!;
  const colour = colourOf(options.colourName);
  const mirrored = options.sceneIndex % 2 === 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067" viewBox="0 0 1600 1067">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>
      <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b3846"/><stop offset="1" stop-color="#0e1318"/></linearGradient>
      <linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.04"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>
      <radialGradient id="rim"><stop offset="0" stop-color="#d9dcdf"/><stop offset="1" stop-color="#7d8186"/></radialGradient>
    </defs>
    <rect width="1600" height="1067" fill="url(#sky)"/>
    ${scene.label === 'Waikato' ? '<path d="M0 700 Q 300 560 620 650 T 1250 620 T 1600 640 L1600 800 L0 800 Z" fill="#7fae63"/>' : ''}
    ${scene.label === 'showroom' ? '<rect x="0" y="160" width="1600" height="10" fill="#fff" opacity="0.7"/><rect x="120" y="0" width="14" height="800" fill="#fff" opacity="0.5"/><rect x="1466" y="0" width="14" height="800" fill="#fff" opacity="0.5"/>' : ''}
    <rect y="790" width="1600" height="277" fill="${scene.floor}"/>
    <g ${mirrored ? 'transform="translate(1600 0) scale(-1 1)"' : ''}>${vehicleSvg(options.shape, colour)}</g>
    <rect x="0" y="967" width="1600" height="100" fill="#004225" opacity="0.92"/>
    <text x="48" y="1030" font-family="DejaVu Sans, Arial, sans-serif" font-size="42" font-weight="bold" fill="#fff">${escapeXml(options.caption)}</text>
    <text x="1552" y="1030" text-anchor="end" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#cfe3d6">FORECOURT · HAMILTON</text>
  </svg>`;
  return sharp(Buffer.from(svg)).resize({ width: options.width ?? 1600 }).jpeg({ quality: 86 }).toBuffer();
}
