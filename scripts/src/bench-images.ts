// The upload pipeline on a 12-megapixel phone photo: every variant (200, 600 and 1200 px wide, WebP and JPEG) through
// the app's own prepareImage, beside ImageMagick's convert (the Debian package) making the same six files from the
// same photo in one process each, done well: read once, upright, metadata stripped, shrunk once to 1200 px, each
// width cut from that, with the same encoder settings. The two take turns, one photo at a time; medians.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { IMAGE_VARIANTS } from '@forecourt/contracts';
import { WEBP_EFFORT, prepareImage } from '@forecourt/api/services/media/image-pipeline';
import { failedRow, fixed, imageMagickVersion, verdictOf, whole, type BenchRow } from './bench-table.ts';

const run = promisify(execFile);
export const CONVERT = process.env.IMAGEMAGICK_CONVERT ?? '/usr/bin/convert';
const SPEED_AIM = 4;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Milliseconds each of `runs` calls took, one after another. */
async function timeEach(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * A photo as a phone takes it: 4000×3000 with the fine detail that makes JPEG work (noise over gradients and shapes),
 * stored sideways with EXIF orientation 6, camera tags, quality 92: about 4 MB.
 */
export async function phonePhoto12mp(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const shapes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b8fd6"/><stop offset="1" stop-color="#e8eef5"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#sky)"/>
      <rect y="1900" width="100%" height="1100" fill="#6f7a66"/>
      <ellipse cx="2000" cy="1900" rx="1500" ry="520" fill="#1d2b45"/>
      <circle cx="1100" cy="2350" r="260" fill="#111"/><circle cx="2900" cy="2350" r="260" fill="#111"/>
      <rect x="1200" y="1500" width="1600" height="300" rx="80" fill="#9fb6cf"/>
    </svg>`,
  );
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } })
    .raw()
    .toBuffer();
  return sharp(shapes)
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'Forecourt Phone', Model: 'Bench 12MP' } })
    .toBuffer();
}

/**
 * One convert call making the six variants as the pipeline does, with the same encoder settings (quality per width,
 * libwebp's method, progressive JPEG): read once, upright, stripped, shrunk once, each width cut from that.
 */
function convertArguments(input: string, out: string): string[] {
  const largest = Math.max(...IMAGE_VARIANTS.map((v) => v.width));
  const args = ['-define', `webp:method=${WEBP_EFFORT}`, input, '-auto-orient', '-strip', '-resize', `${largest}x>`, '-write', 'mpr:upright', '+delete'];
  IMAGE_VARIANTS.forEach(({ width, quality }, i) => {
    const last = i === IMAGE_VARIANTS.length - 1;
    args.push('mpr:upright', '-resize', `${width}x>`, '-quality', String(quality), '-write', path.join(out, `${width}.webp`), '-interlace', 'Plane');
    if (last) args.push(path.join(out, `${width}.jpg`));
    else args.push('-write', path.join(out, `${width}.jpg`), '+delete', '+interlace');
  });
  return args;
}

export async function benchImages(options: { runs: number; log: (line: string) => void }): Promise<BenchRow[]> {
  const { log } = options;
  const measure = `Images: a 12 MP JPEG into all ${IMAGE_VARIANTS.length * 2} variants`;
  const dir = mkdtempSync(path.join(tmpdir(), 'forecourt-bench-images-'));
  try {
    const photo = await phonePhoto12mp();
    const input = path.join(dir, 'photo.jpg');
    writeFileSync(input, photo);
    log(`  photo: 4000×3000, ${fixed(photo.length / 1024 ** 2)} MB, EXIF orientation 6; sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}, concurrency ${sharp.concurrency()})`);

    const version = imageMagickVersion(CONVERT);
    if (!version) {
      const alone = await timeEach(options.runs, () => prepareImage(photo));
      log(`    ImageMagick is not installed at ${CONVERT} (what answers there is a stand-in): apt-get install -y imagemagick`);
      return [failedRow(measure, `ImageMagick missing at ${CONVERT} (apt-get install -y imagemagick); prepareImage alone: ${fixed(1000 / median(alone), 2)} images/s`)];
    }
    const out = path.join(dir, 'out');
    mkdirSync(out);
    // One of each to warm up, then turn about (the pipeline, then convert), so both meet the machine in the same state.
    let prepared = await prepareImage(photo);
    await run(CONVERT, convertArguments(input, out));
    const ourTimes: number[] = [];
    const theirTimes: number[] = [];
    for (let i = 0; i < options.runs; i++) {
      ourTimes.push(...(await timeEach(1, async () => (prepared = await prepareImage(photo)))));
      theirTimes.push(...(await timeEach(1, () => run(CONVERT, convertArguments(input, out)))));
    }
    const ours = 1000 / median(ourTimes);
    const theirs = 1000 / median(theirTimes);
    const sizes = prepared.variants.map((v) => `${v.width}.${v.format} ${Math.round(v.data.length / 1024)} KB`).join(', ');
    log(`    prepareImage: ${fixed(ours, 2)} images/s (median of ${options.runs}: ${whole(median(ourTimes))} ms; ${prepared.width}×${prepared.height} largest; ${sizes})`);
    const made = await Promise.all(IMAGE_VARIANTS.flatMap(({ width }) => ['webp', 'jpg'].map(async (format) => {
      const file = path.join(out, `${width}.${format}`);
      const meta = await sharp(readFileSync(file)).metadata();
      return `${width}.${format} ${meta.width}×${meta.height} ${Math.round(statSync(file).size / 1024)} KB`;
    })));
    log(`    ${version}: ${fixed(theirs, 2)} images/s (median of ${options.runs}: ${whole(median(theirTimes))} ms; ${made.join(', ')})`);
    const ratio = ours / theirs;
    return [
      {
        measure,
        figure: `${fixed(ours, 2)} images/s`,
        peer: `ImageMagick convert: ${fixed(theirs, 2)} images/s`,
        ratio: `${fixed(ratio, 1)}× faster`,
        aim: `≥ ${SPEED_AIM}× faster`,
        verdict: verdictOf(ratio >= SPEED_AIM),
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
