import { randomBytes, randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { LIMITS, type PuzzleVO } from '@arbiter/contract';
import type { ExpiringStore } from '../../store/expiring.ts';

/**
 * The slide puzzle asked for after repeated login failures (spec part 1 §4, §9). The server draws
 * the background with a hole and the piece, keeps the hole's position, and checks the slider's
 * final position itself, so solving it in the browser alone is not enough.
 */
const { width: W, height: H, piece: P, accuracy, backgrounds } = LIMITS.puzzle;
const KNOB = 8;
const PUZZLE_TTL = 120;
const TOKEN_TTL = 120;

type Rgb = [number, number, number];

/** Ten background styles: two colours and a pattern, picked at random. */
const PALETTES: readonly [Rgb, Rgb][] = [
  [
    [64, 120, 192],
    [140, 200, 240],
  ],
  [
    [46, 139, 87],
    [180, 230, 160],
  ],
  [
    [200, 90, 60],
    [250, 200, 140],
  ],
  [
    [110, 70, 170],
    [210, 170, 240],
  ],
  [
    [30, 110, 120],
    [150, 220, 210],
  ],
  [
    [170, 60, 110],
    [245, 170, 200],
  ],
  [
    [90, 90, 110],
    [200, 200, 220],
  ],
  [
    [180, 140, 30],
    [250, 230, 150],
  ],
  [
    [40, 80, 140],
    [240, 190, 120],
  ],
  [
    [60, 140, 60],
    [240, 240, 170],
  ],
];

function backgroundPixel(style: number, x: number, y: number, seed: number): Rgb {
  const [a, b] = PALETTES[style % backgrounds] ?? PALETTES[0]!;
  const wave = Math.sin((x + seed) / (12 + style)) * Math.cos((y + seed) / (9 + style)) * 0.5 + 0.5;
  const stripe = ((x + y * (style % 3)) >> 4) % 2 === 0 ? 0.12 : 0;
  const t = Math.min(1, Math.max(0, (x / W) * 0.6 + wave * 0.4 + stripe));
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** The piece's shape: a square with a round knob on its right side. Coordinates inside its box. */
function inPiece(px: number, py: number): boolean {
  if (px >= 0 && px < P && py >= 0 && py < P) return true;
  const cx = P + KNOB / 2 - 2;
  const cy = P / 2;
  return (px - cx) ** 2 + (py - cy) ** 2 <= (KNOB / 1.2) ** 2;
}

function onEdge(px: number, py: number): boolean {
  return inPiece(px, py) && (!inPiece(px - 1, py) || !inPiece(px + 1, py) || !inPiece(px, py - 1) || !inPiece(px, py + 1));
}

function toDataUrl(png: PNG): string {
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

function drawPuzzle(targetX: number, y: number, style: number, seed: number): { background: string; piece: string } {
  const bg = new PNG({ width: W, height: H });
  const pw = P + KNOB;
  const piece = new PNG({ width: pw, height: P });
  for (let yy = 0; yy < H; yy++) {
    for (let xx = 0; xx < W; xx++) {
      let [r, g, b] = backgroundPixel(style, xx, yy, seed);
      const px = xx - targetX;
      const py = yy - y;
      if (inPiece(px, py)) {
        const i = (py * pw + px) << 2;
        const edge = onEdge(px, py);
        piece.data[i] = edge ? 255 : r;
        piece.data[i + 1] = edge ? 255 : g;
        piece.data[i + 2] = edge ? 255 : b;
        piece.data[i + 3] = 255;
        // The hole: darkened, with a light rim.
        [r, g, b] = edge ? [235, 235, 235] : [r * 0.35, g * 0.35, b * 0.35];
      }
      const j = (yy * W + xx) << 2;
      bg.data[j] = r;
      bg.data[j + 1] = g;
      bg.data[j + 2] = b;
      bg.data[j + 3] = 255;
    }
  }
  return { background: toDataUrl(bg), piece: toDataUrl(piece) };
}

export async function newPuzzle(store: ExpiringStore): Promise<PuzzleVO> {
  const targetX = randomInt(P + 20, W - P - KNOB - 4);
  const y = randomInt(4, H - P - 4);
  const { background, piece } = drawPuzzle(targetX, y, randomInt(backgrounds), randomInt(1000));
  const puzzleKey = randomBytes(16).toString('hex');
  await store.set('puzzle', puzzleKey, String(targetX), PUZZLE_TTL);
  return { puzzleKey, background, piece, y, width: W, height: H };
}

/**
 * Checks a slider position; each puzzle can be tried once. A solved puzzle gives a token that
 * the next login must carry.
 */
export async function solvePuzzle(store: ExpiringStore, puzzleKey: string, x: number): Promise<string | null> {
  const target = await store.take('puzzle', puzzleKey);
  if (target === null || Math.abs(Number(target) - x) > accuracy) return null;
  const token = randomBytes(24).toString('hex');
  await store.set('puzzle_token', token, '1', TOKEN_TTL);
  return token;
}

export async function usePuzzleToken(store: ExpiringStore, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  return (await store.take('puzzle_token', token)) !== null;
}
