import type { files } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { encodePng, hexToRgb, type Rgb } from './encode-png';

/** Storage key of the default user avatar (the `default_avatar` setting). */
export const DEFAULT_AVATAR_KEY = 'static/default-avatar.png';

/** A generated file to store, with the metadata its `files` row needs. */
export interface SeedFile {
  key: string;
  data: Buffer;
  purpose: string;
  mimeType: string;
  originalName: string;
}

const inside = (dx: number, dy: number, rx: number, ry: number) =>
  (dx * dx) / (rx * rx) + (dy * dy) / (ry * ry) <= 1;

/** A neutral head-and-shoulders silhouette, 128×128, for users without an avatar. */
export function defaultAvatarPng(): Buffer {
  const background: Rgb = [226, 232, 240];
  const figure: Rgb = [100, 116, 139];
  return encodePng(128, 128, (x, y) =>
    inside(x - 64, y - 50, 22, 22) || inside(x - 64, y - 128, 46, 42) ? figure : background,
  );
}

/** A 120×160 cover in the journal's colour: a lighter title band and thin rules, like a print cover. */
export function journalCoverPng(brandColor: string): Buffer {
  const [r, g, b] = hexToRgb(brandColor);
  const tint = (amount: number): Rgb => [
    Math.round(r + (255 - r) * amount),
    Math.round(g + (255 - g) * amount),
    Math.round(b + (255 - b) * amount),
  ];
  const base: Rgb = [r, g, b];
  const band = tint(0.85);
  const rule = tint(0.4);
  return encodePng(120, 160, (x, y) => {
    if (y >= 24 && y < 64 && x >= 10 && x < 110) return band;
    if ((y === 74 || y === 78) && x >= 10 && x < 110) return rule;
    return base;
  });
}

/** Writes the files through the storage (a few at a time) and returns their `files` rows. */
export async function storeSeedFiles(
  storage: FileStorage,
  seedFiles: readonly SeedFile[],
): Promise<Array<typeof files.$inferInsert>> {
  const batchSize = 16;
  for (let start = 0; start < seedFiles.length; start += batchSize) {
    await Promise.all(
      seedFiles.slice(start, start + batchSize).map((file) => storage.put(file.key, file.data)),
    );
  }
  return seedFiles.map((file) => ({
    ownerId: null,
    purpose: file.purpose,
    storageKey: file.key,
    originalName: file.originalName,
    mimeType: file.mimeType,
    size: file.data.length,
    isPublic: true,
  }));
}
