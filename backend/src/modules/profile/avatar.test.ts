// Avatar uploads and presets through the API: content checks, pixel bombs, re-encoding, serving.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvatarChanged, userStream } from '@piboost/events';
import { freshEmail, googleSession, openHarness, type AppHarness } from '../../../../tests/support/app';
import { signedInPerson } from '../../../../tests/support/profile';
import { PRESET_IDS } from './presets';
import { readStream } from '../../platform/command';

/** A photo as a phone takes it: large, with EXIF (orientation, camera, GPS-like comment). */
async function phonePhoto(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).withExif({ IFD0: { Make: 'CameraCo', Copyright: 'Rua Secreta 123' } });
  return format === 'jpeg' ? image.jpeg({ quality: 95 }).toBuffer() : image.png().toBuffer();
}

describe('avatar API', () => {
  let h: AppHarness;
  let token: string;
  let userId: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    h = await openHarness();
    ({ token, userId } = await signedInPerson(h, 'avatar'));
  });
  afterAll(() => h.close());

  it('re-encodes an upload to a <= 300 px JPEG without EXIF, served from our origin with caching', async () => {
    const photo = await phonePhoto(1600, 1200);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await h.http.post('/api/user/avatar/upload').set(auth()).send({ imageBase64: `data:image/jpeg;base64,${photo.toString('base64')}` }).expect(200);
    expect(res.body.message).toBe('Avatar atualizado!');
    expect(res.body.avatar_url).toMatch(new RegExp(`^/api/avatars/u/${userId}/[A-Za-z0-9_-]{22}\\.jpg$`));
    const served = await h.http.get(res.body.avatar_url).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('max-age=86400');
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 300 });
    expect(meta.exif).toBeUndefined();
    const profile = await h.http.get('/api/user/profile').set(auth()).expect(200);
    expect(profile.body.user).toMatchObject({ avatar_url: res.body.avatar_url, avatar_source: 'upload' });
  });

  it('accepts PNG and keeps the stored copy sealed', async () => {
    const res = await h.http.post('/api/user/avatar/upload').set(auth()).send({ imageBase64: (await phonePhoto(200, 100, 'png')).toString('base64') }).expect(200);
    const row = await h.runtime.db('profile_avatars').where({ user_id: userId }).first();
    expect(row.sealed).toMatch(/^pii:v1:/);
    const served = await h.http.get(res.body.avatar_url).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a 6 MB file with the spec message', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    big.set([0xff, 0xd8, 0xff]);
    const res = await h.http.post('/api/user/avatar/upload').set(auth()).send({ imageBase64: big.toString('base64') }).expect(413);
    expect(res.body.message).toBe('Arquivo muito grande. Tamanho máximo: 5MB');
  });

  it('judges by content: an SVG, a GIF or text named as an image are refused', async () => {
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).gif().toBuffer(),
      Buffer.from('não sou uma imagem'),
    ]) {
      const res = await h.http.post('/api/user/avatar/upload').set(auth()).send({ imageBase64: `data:image/png;base64,${bytes.toString('base64')}` }).expect(415);
      expect(res.body.message).toBe('Formato não suportado. Envie uma imagem PNG ou JPG.');
    }
    const truncated = (await phonePhoto(400, 400)).subarray(0, 200);
    const res = await h.http.post('/api/user/avatar/upload').set(auth()).send({ imageBase64: truncated.toString('base64') }).expect(400);
    expect(res.body.message).toBe('Não foi possível ler a imagem. Envie outro arquivo PNG ou JPG.');
  });

  it('refuses a pixel bomb before decoding it', async () => {
    // A tiny PNG whose header claims 15000 x 15000 pixels (675 MB once decoded; under sharp's own default limit, over ours).
    const bomb = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer();
    bomb.writeUInt32BE(15000, 16);
    bomb.writeUInt32BE(15000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const res = await h.http.post('/api/user/avatar/upload').set(auth()).send({ imageBase64: bomb.toString('base64') }).expect(400);
    expect(res.body.code).toBe('AVATAR_PIXELS');
  });

  it('offers 17 presets (8 male, 8 female, 1 androgynous) as SVG and lets the person pick one', async () => {
    const list = await h.http.get('/api/avatars/presets').expect(200);
    const groups = list.body.data.map((p: { group: string }) => p.group);
    expect(PRESET_IDS).toHaveLength(17);
    expect(groups.filter((g: string) => g === 'masculino')).toHaveLength(8);
    expect(groups.filter((g: string) => g === 'feminino')).toHaveLength(8);
    expect(groups.filter((g: string) => g === 'androgino')).toHaveLength(1);
    const svg = await h.http.get('/api/avatars/presets/f3.svg').expect(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    const res = await h.http.post('/api/user/avatar/select').set(auth()).send({ avatar_url: '/api/avatars/presets/f3.svg' }).expect(200);
    expect(res.body.message).toBe('Avatar definido!');
    // The session's user (header badge) follows once the users read model has the change.
    await expect.poll(async () => (await h.http.get('/api/auth/me').set(auth())).body.user.avatarUrl, { timeout: 10_000 }).toBe('/api/avatars/presets/f3.svg');
    expect(await h.runtime.db('profile_avatars').where({ user_id: userId }).first()).toBeUndefined();
    const bad = await h.http.post('/api/user/avatar/select').set(auth()).send({ avatar_url: 'https://evil.example/a.svg' }).expect(400);
    expect(bad.body.errors.avatar_url).toBe('Avatar inválido. Escolha um dos avatares disponíveis.');
    const events = await readStream(h.runtime.store, userStream(userId));
    expect(events.filter((e) => e.type === AvatarChanged.type)).toHaveLength(3);
  });

  it('refuses photo changes for an account that signs in with Google', async () => {
    const google = await googleSession(h, { subject: 'g-123', email: freshEmail('google'), emailVerified: true, name: 'Gil Google' });
    const googleAuth = { Authorization: `Bearer ${google.body.access_token}` };
    const profile = await h.http.get('/api/user/profile').set(googleAuth).expect(200);
    expect(profile.body.user).toMatchObject({ auth_provider: 'google', can_change_avatar: false });
    const upload = await h.http.post('/api/user/avatar/upload').set(googleAuth).send({ imageBase64: (await phonePhoto(50, 50)).toString('base64') }).expect(403);
    expect(upload.body.message).toBe('Sua foto é definida pela sua conta Google e não pode ser alterada aqui.');
    await h.http.post('/api/user/avatar/select').set(googleAuth).send({ avatar_url: '/api/avatars/presets/m1.svg' }).expect(403);
  });
});
