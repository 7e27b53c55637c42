// Avatar uploads (product-spec §7, §9; research §5): the bytes are checked by content, never by
// name or declared type, decoded under a pixel limit (a 420 KB PNG can claim 12000x12000), and
// always re-encoded - which drops EXIF/GPS and anything hidden in the original. What we store and
// serve is only our own JPEG, sealed with the person's key so erasure makes it unreadable too.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Migration } from '../../platform/db/migrate';
import { HttpError } from '../../platform/http/errors';
import { MSG } from './messages';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_SIDE = 300;
export const AVATAR_JPEG_QUALITY = 80;
/** Decoding budget: enough for any phone photo, far below what a pixel bomb asks for. */
export const AVATAR_MAX_PIXELS = 40_000_000;
export const UPLOAD_PATH = '/api/avatars/u';

export const avatarMigrations: Migration[] = [
  {
    name: 'profile/001-avatars',
    async up(db) {
      await db.raw(`
        CREATE TABLE profile_avatars (
          user_id uuid PRIMARY KEY,
          hash text NOT NULL,
          -- vault envelope of the base64 JPEG: shredding the key leaves nothing readable here
          sealed text NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now()
        )`);
    },
    async down(db) {
      await db.raw('DROP TABLE profile_avatars');
    },
  },
];

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** `data:image/...;base64,` prefixes are accepted, as a FileReader produces them. */
export function decodeImage(imageBase64: string): Buffer {
  const payload = imageBase64.replace(/^data:[^;,]*;base64,/, '');
  return Buffer.from(payload, 'base64');
}

/** PNG or JPEG bytes -> a JPEG of at most 300x300 at quality 80 without metadata. */
export async function reencodeAvatar(input: Buffer): Promise<{ jpeg: Buffer; hash: string }> {
  if (input.length > AVATAR_MAX_BYTES) throw new HttpError(413, 'AVATAR_TOO_LARGE', MSG.avatarTooLarge);
  const magic = input.subarray(0, PNG.length);
  if (!magic.equals(PNG) && !input.subarray(0, JPEG.length).equals(JPEG)) throw new HttpError(415, 'AVATAR_FORMAT', MSG.avatarFormat);
  let jpeg: Buffer;
  try {
    const image = sharp(input, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'png' && format !== 'jpeg') throw new HttpError(415, 'AVATAR_FORMAT', MSG.avatarFormat);
    jpeg = await image
      .rotate()
      .resize({ width: AVATAR_MAX_SIDE, height: AVATAR_MAX_SIDE, fit: 'cover', withoutEnlargement: true })
      .flatten({ background: '#131a26' })
      .jpeg({ quality: AVATAR_JPEG_QUALITY })
      .toBuffer();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new HttpError(400, 'AVATAR_PIXELS', MSG.avatarPixels);
    throw new HttpError(400, 'AVATAR_UNREADABLE', MSG.avatarUnreadable);
  }
  return { jpeg, hash: createHash('sha256').update(jpeg).digest('base64url').slice(0, 22) };
}

export const uploadUrl = (userId: string, hash: string) => `${UPLOAD_PATH}/${userId}/${hash}.jpg`;
