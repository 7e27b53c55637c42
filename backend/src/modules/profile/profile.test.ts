// The profile API as the console calls it: every rule of product-spec §5 enforced by the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CpfRevealed, ProfileUpdated, userStream } from '@piboost/events';
import { LEGAL_REVISION_DATE } from '@piboost/events/business';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { signedInPerson } from '../../../../tests/support/profile';
import { readStream } from '../../platform/command';
import { api } from '../../../../tests/support/given';

describe('profile API', () => {
  let h: AppHarness;
  let token: string;
  let userId: string;
  let cpf: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    h = await openHarness();
    ({ cpf, token, userId } = await signedInPerson(h, 'perfil'));
  });
  afterAll(() => h.close());

  it('shows the profile with the CPF masked and e-mail as registered', async () => {
    const res = await h.http.get('/api/user/profile').set(auth()).expect(200);
    expect(res.body.user).toMatchObject({
      id: userId,
      name: 'Maria da Silva',
      cpf: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
      date_of_birth: null,
      auth_provider: 'password',
      can_change_avatar: true,
      selected_plan: 'freemium',
      premium: false,
      premium_until: null,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses anonymous callers', async () => {
    await h.http.get('/api/user/profile').expect(401);
    await h.http.put('/api/user/profile').send({ name: 'Outro Nome' }).expect(401);
  });

  it('saves masked phone and CEP as digits, any of the 27 states, and answers with the spec message', async () => {
    const res = await h.http
      .put('/api/user/profile')
      .set(auth())
      .send({ name: 'Maria Souza', date_of_birth: '1990-05-17', phone: '(11) 98765-4321', address: 'Rua das Flores, 10', city: 'Palmas', state: 'TO', zip_code: '77001-002', gender: 'feminino' })
      .expect(200);
    expect(res.body.message).toBe('Perfil atualizado com sucesso!');
    expect(res.body.user).toMatchObject({ name: 'Maria Souza', date_of_birth: '1990-05-17', phone: '11987654321', state: 'TO', zip_code: '77001002', city: 'Palmas', gender: 'feminino' });
    const again = await h.http.get('/api/user/profile').set(auth()).expect(200);
    expect(again.body.user.phone).toBe('11987654321');
  });

  it('keeps personal fields sealed in the log', async () => {
    const events = await readStream(h.runtime.store, userStream(userId));
    const updated = events.find((e) => e.type === ProfileUpdated.type)!;
    const data = updated.data as Record<string, string>;
    expect(data.phone).toMatch(/^pii:v1:/);
    expect(JSON.stringify(data)).not.toContain('98765');
  });

  it('clears optional fields with null or an empty string', async () => {
    const res = await h.http.put('/api/user/profile').set(auth()).send({ address: '', city: null }).expect(200);
    expect(res.body.user).toMatchObject({ address: null, city: null, phone: '11987654321' });
  });

  it.each([
    [{ date_of_birth: '17/05/1990' }, 'date_of_birth', 'Data de nascimento inválida. Use o formato DD/MM/AAAA.'],
    [{ date_of_birth: '1990-02-30' }, 'date_of_birth', 'Data de nascimento inválida. Use o formato DD/MM/AAAA.'],
    [{ date_of_birth: '2999-01-01' }, 'date_of_birth', 'Data de nascimento inválida. Use o formato DD/MM/AAAA.'],
    [{ phone: '(11) 1234' }, 'phone', 'Telefone inválido. Use o formato (XX) XXXXX-XXXX.'],
    [{ zip_code: '1234-567' }, 'zip_code', 'CEP inválido. Use o formato XXXXX-XXX.'],
    [{ state: 'XX' }, 'state', 'Estado inválido. Escolha uma das 27 unidades federativas.'],
    [{ gender: 'outro' }, 'gender', 'Gênero inválido.'],
    [{ name: 'Al' }, 'name', 'Nome completo é obrigatório (mínimo 3 caracteres)'],
    [{ cpf: '12345678909' }, 'cpf', 'O CPF não pode ser alterado pelo perfil.'],
    [{ email: 'outro@exemplo.com.br' }, 'email', 'O email não pode ser alterado pelo perfil.'],
    [{ avatar_url: 'https://evil.example/x.png' }, 'avatar_url', 'Use o envio de foto ou a escolha de avatar para trocar a imagem.'],
  ])('refuses %j with a Portuguese message on the field', async (body, field, message) => {
    const res = await h.http.put('/api/user/profile').set(auth()).send(body).expect(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('enforces 18+ against São Paulo today', async () => {
    const today = new Date('2026-06-10T12:00:00Z');
    const clock = h.runtime.now;
    h.runtime.now = () => today;
    try {
      const minor = await h.http.put('/api/user/profile').set(auth()).send({ date_of_birth: '2008-06-11' }).expect(400);
      expect(minor.body.errors.date_of_birth).toBe('Você precisa ter pelo menos 18 anos para usar o π Boost.');
      const adult = await h.http.put('/api/user/profile').set(auth()).send({ date_of_birth: '2008-06-10' }).expect(200);
      expect(adult.body.user.date_of_birth).toBe('2008-06-10');
    } finally {
      h.runtime.now = clock;
    }
  });

  it('reveals the full CPF only to its owner and records the reveal', async () => {
    const res = await h.http.post('/api/user/profile/cpf').set(auth()).expect(200);
    expect(res.body.cpf).toBe(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
    const events = await readStream(h.runtime.store, userStream(userId));
    expect(events.filter((e) => e.type === CpfRevealed.type)).toHaveLength(1);
    await h.http.post('/api/user/profile/cpf').expect(401);
  });

  /**
   * The store's readable head trails every transaction still open on the server (its gap-free
   * horizon, cluster-wide): wait until the earlier tests' writes are behind it, so that what the
   * specification counts as appended is this request's only.
   */
  const earlierWritesReadable = async () => {
    const mark = (await h.runtime.db.raw<{ rows: { x: string }[] }>('SELECT txid_current()::text AS x')).rows[0]!.x;
    await expect
      .poll(async () => (await h.runtime.db.raw<{ rows: { ok: boolean }[] }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint > ?::bigint AS ok', [mark])).rows[0]!.ok, { timeout: 10_000, interval: 20 })
      .toBe(true);
  };

  it('writes through identity: an edit appends exactly ProfileUpdated to the person\'s stream, a refused one nothing', async () => {
    const stream = userStream(userId);
    await earlierWritesReadable();
    await api(h)
      .given()
      .when((http) => http.put('/api/user/profile').set(auth()).send({ city: 'Ouro Preto' }))
      .then(200, { type: 'ProfileUpdated', data: { userId }, streamId: stream });
    await earlierWritesReadable();
    await api(h)
      .given()
      .when((http) => http.put('/api/user/profile').set(auth()).send({ city: 'Mariana', cpf: '52998224725' }))
      .then(400);
  });

  it('records every CPF reveal on the person\'s stream', async () => {
    await earlierWritesReadable();
    await api(h)
      .given()
      .when((http) => http.post('/api/user/profile/cpf').set(auth()))
      .then(200, { type: 'CpfRevealed', data: { userId }, streamId: userStream(userId) });
  });
});

describe('preferences API', () => {
  let h: AppHarness;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    h = await openHarness();
    ({ token } = await signedInPerson(h, 'prefs'));
  });
  afterAll(() => h.close());

  it('starts from the spec defaults', async () => {
    const res = await h.http.get('/api/user/preferences').set(auth()).expect(200);
    expect(res.body.preferences).toEqual({
      language: 'pt-BR',
      timezone: 'America/Sao_Paulo',
      email_notifications: true,
      push_notifications: false,
      marketing_emails: true,
      security_emails: true,
      weekly_report: true,
      // The community's daily digest is opt-in (issue 24).
      community_digest: false,
      // Weekly leagues are on until the person switches them off (issue 25).
      leagues: true,
      profile_visibility: 'private',
      two_factor_enabled: false,
      available_languages: ['pt-BR', 'en-US', 'es-ES'],
    });
  });

  it('accepts snake_case and the spec console camelCase', async () => {
    await h.http.put('/api/user/preferences').set(auth()).send({ marketing_emails: false, timezone: 'Europe/London' }).expect(200);
    const res = await h.http.put('/api/user/preferences').set(auth()).send({ weeklyReport: false, profileVisibility: 'public' }).expect(200);
    expect(res.body.message).toBe('Preferências salvas com sucesso!');
    expect(res.body.preferences).toMatchObject({ marketing_emails: false, timezone: 'Europe/London', weekly_report: false, profile_visibility: 'public' });
  });

  it('records the marketing switch in the consent ledger with text version, time and channel', async () => {
    const res = await h.http.get('/api/user/consents').set(auth()).expect(200);
    const entries = res.body.data as { purpose: string; action: string; text_version: string; channel: string; at: string }[];
    expect(entries.filter((c) => c.purpose !== 'marketing_emails').map((c) => [c.purpose, c.action, c.channel])).toEqual([
      ['lgpd_data_processing', 'granted', 'registration'],
      ['terms_of_use', 'granted', 'registration'],
    ]);
    expect(entries.filter((c) => c.purpose === 'marketing_emails')).toEqual([{ purpose: 'marketing_emails', action: 'revoked', text_version: LEGAL_REVISION_DATE, channel: 'profile', at: expect.any(String) }]);
  });

  it.each([
    [{ security_emails: false }, 'security_emails', 'Os emails de segurança não podem ser desativados.'],
    [{ securityEmails: false }, 'security_emails', 'Os emails de segurança não podem ser desativados.'],
    [{ two_factor_enabled: true }, 'two_factor_enabled', 'A verificação em duas etapas é ativada na aba Segurança, com o código do aplicativo autenticador.'],
    [{ timezone: 'Asia/Tokyo' }, 'timezone', 'Fuso horário inválido.'],
    [{ profile_visibility: 'everyone' }, 'profile_visibility', 'Visibilidade inválida.'],
    [{ marketing_emails: 'no' }, 'marketing_emails', 'Preferência inválida.'],
  ])('refuses %j', async (body, field, message) => {
    const res = await h.http.put('/api/user/preferences').set(auth()).send(body).expect(400);
    expect(res.body.errors[field]).toBe(message);
  });
});

describe('preferences take effect', () => {
  let h: AppHarness;
  beforeAll(async () => {
    h = await openHarness();
  });
  afterAll(() => h.close());

  it('shows a private profile (the default) as an anonymous investor on the leaderboard, except to its owner', async () => {
    const paula = await signedInPerson(h, 'privada');
    const vitor = await signedInPerson(h, 'vizinho');
    await h.http.post('/api/gamification/award-xp').set(paula.auth).send({ activityName: 'page_visit', metadata: { event: 'dashboard_visit' } }).expect(200);
    const rowOf = async (viewer: typeof paula) => {
      const res = await h.http.get('/api/gamification/leaderboard?period=global&limit=50').set(viewer.auth).expect(200);
      return (res.body.data.rankings as { id: string; name: string; avatar_url: string | null }[]).find((r) => r.id === paula.userId);
    };
    await expect.poll(rowOf.bind(null, vitor), { timeout: 10_000 }).toMatchObject({ name: 'Investidor anônimo', avatar_url: null });
    expect(await rowOf(paula)).toMatchObject({ name: 'Maria da Silva' });

    await h.http.put('/api/user/preferences').set(paula.auth).send({ profile_visibility: 'public' }).expect(200);
    // Boards reuse a person's opened name for a short while (PERSON_CACHE_MS): poll until it shows.
    await expect.poll(async () => (await rowOf(vitor))?.name, { timeout: 45_000, interval: 1000 }).toBe('Maria da Silva');
  });
});
