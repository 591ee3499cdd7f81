import { randomUUID } from 'node:crypto';
import { ApiErrorBody } from '@jobfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_POSTING } from '../../test/cv-files.ts';
import { readJson } from '../../test/http-client.ts';
import { newScan, userWithBackendCv } from '../../test/scan-users.ts';
import { linkIn } from '../../test/smtp-capture.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// The server writes for a person in the language the request asks for (decision 196): the web
// sends the reader's choice as Accept-Language; without it, or with a language we do not speak,
// the answer is English as before.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t.close());

const GERMAN = { 'accept-language': 'de' };
const email = () => `lang-${randomUUID()}@example.com`;
const errorOf = async (res: Response) => ApiErrorBody.parse(await res.json()).error;

describe('auth e-mails in the requested language', () => {
  it('sends the verification mail in German to a German sign-up, with a working link', async () => {
    const address = email();
    const c = t.client();
    const res = await c.post(
      '/api/auth/sign-up/email',
      { name: 'Erika', email: address, password: `pw-${randomUUID()}` },
      { headers: GERMAN },
    );
    expect(res.status).toBe(200);
    const mail = await t.smtp.waitFor(address, /E-Mail-Adresse/);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Jobfit');
    expect(mail.text).toContain('Hallo Erika,');
    expect(mail.text).toContain('Der Link ist 24 Stunden gültig.');
    expect(mail.html).toContain('lang="de"');
    expect(mail.html).toContain('Oder öffnen Sie diesen Link:');
    const token = linkIn(mail, `${t.baseUrl}/auth/verify`).searchParams.get('token') ?? '';
    const verified = await c.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(verified.status).toBe(200);
  });

  it('sends the reset mail in the language of the request that asked for it', async () => {
    const u = await t.signUp({ name: 'Max' });
    await t
      .client()
      .post(
        '/api/auth/request-password-reset',
        { email: u.email, redirectTo: '/auth/update-password' },
        { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' } },
      );
    const german = await t.smtp.waitFor(u.email, /Passwort/);
    expect(german.subject).toBe('Setzen Sie Ihr Jobfit-Passwort zurück');
    expect(german.text).toContain('Hallo Max,');
    expect(german.text).toContain(`Neues Passwort wählen: ${t.baseUrl}/auth/update-password?`);

    // The same person asking from an English browser gets English.
    await t
      .client()
      .post(
        '/api/auth/request-password-reset',
        { email: u.email, redirectTo: '/auth/update-password' },
        { headers: { 'accept-language': 'en-GB,de;q=0.5' } },
      );
    const english = await t.smtp.waitFor(u.email, /^Reset your Jobfit password$/);
    expect(english.text).toContain('Hi Max,');
  });

  it('tells the owner in German when someone signs up again with the address', async () => {
    const u = await t.signUp({ name: 'Owner' });
    await t
      .client()
      .post(
        '/api/auth/sign-up/email',
        { name: 'Someone', email: u.email, password: `pw-${randomUUID()}` },
        { headers: GERMAN },
      );
    const notice = await t.smtp.waitFor(u.email, /Jobfit-Konto anlegen/);
    expect(notice.subject).toBe('Jemand wollte mit Ihrer E-Mail-Adresse ein Jobfit-Konto anlegen');
    expect(notice.text).toContain(
      `Wenn Sie das waren, melden Sie sich unter ${t.baseUrl}/auth/sign-in an.`,
    );
    expect(notice.text).toContain(`Setzen Sie es unter ${t.baseUrl}/auth/reset-password zurück.`);
  });

  it('writes English without the header', async () => {
    const address = email();
    await t.client().post('/api/auth/sign-up/email', {
      name: 'Sam',
      email: address,
      password: `pw-${randomUUID()}`,
    });
    const mail = await t.smtp.waitFor(address, /verify/i);
    expect(mail.subject).toBe('Verify your e-mail address for Jobfit');
    expect(mail.text).toContain('Hi Sam,');
  });
});

describe('API errors in the requested language', () => {
  let u: Awaited<ReturnType<TestContext['signUp']>>;
  beforeAll(async () => {
    u = await t.signUp();
  });

  it('answers a missing job in German with the German header, in English without', async () => {
    const path = `/api/job-targets/${randomUUID()}`;
    const german = await u.client.get(path, { headers: GERMAN });
    expect(german.status).toBe(404);
    expect(await errorOf(german)).toEqual({
      code: 'not_found',
      message: 'Diese Stelle wurde nicht gefunden.',
    });
    const english = await u.client.get(path);
    expect(await errorOf(english)).toEqual({
      code: 'not_found',
      message: 'That job was not found.',
    });
    // A language we do not speak reads English.
    const french = await u.client.get(path, { headers: { 'accept-language': 'fr-FR,fr' } });
    expect((await errorOf(french)).message).toBe('That job was not found.');
  });

  it('words field messages and values in German too', async () => {
    const form = new FormData();
    form.set('other', 'x');
    const res = await u.client.request('/api/cv/upload', {
      method: 'POST',
      body: form,
      headers: GERMAN,
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'validation',
      message: 'Wählen Sie eine Datei zum Hochladen.',
      details: { file: ['Wählen Sie eine Datei zum Hochladen'] },
    });
  });

  it('asks a signed-out German reader to sign in, in German', async () => {
    const res = await t.client().get('/api/cv', { headers: GERMAN });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe('Bitte melden Sie sich an.');
    const english = await t.client().get('/api/cv');
    expect((await errorOf(english)).message).toBe('Sign in to continue.');
  });

  it('names an unknown API route in German', async () => {
    const res = await t.client().get('/api/no-such-thing', { headers: GERMAN });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe('Diese API-Route gibt es nicht.');
  });

  it('words Better Auth errors by their code, and leaves the English as Better Auth wrote it', async () => {
    const body = { newPassword: `pw-${randomUUID()}`, token: 'not-a-token' };
    const german = await t.client().post('/api/auth/reset-password', body, { headers: GERMAN });
    expect(german.status).toBe(400);
    expect(await german.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'Dieser Link ist ungültig oder abgelaufen.',
    });
    const english = await t.client().post('/api/auth/reset-password', body);
    expect(await english.json()).toMatchObject({ code: 'INVALID_TOKEN', message: 'Invalid token' });
  });

  it('tells a German reader at another address where Jobfit runs', async () => {
    const res = await t.client().post(
      '/api/auth/sign-in/email',
      { email: email(), password: 'x' },
      {
        headers: { ...GERMAN, origin: 'http://elsewhere.example' },
      },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 'INVALID_ORIGIN',
      message: `Diese Seite wurde unter http://elsewhere.example geöffnet, Jobfit läuft aber unter ${t.baseUrl}. Öffnen Sie ${t.baseUrl} und versuchen Sie es erneut.`,
    });
  });
});

describe('names the server gives', () => {
  it('names a new document in the language of the request that made it', async () => {
    const u = await userWithBackendCv(t, { name: 'Erika Muster', email: email() });
    const scan = await newScan(u.client, {
      posting: SAMPLE_POSTING,
      title: 'Backend Engineer',
      company: 'Acme',
    });
    const german = await u.client.post(
      '/api/documents',
      { scanId: scan.id, kind: 'cover_letter' },
      { headers: GERMAN },
    );
    expect(german.status).toBe(201);
    expect(await readJson(german)).toMatchObject({
      title: 'Anschreiben — Backend Engineer bei Acme',
    });
    const english = await u.client.post('/api/documents', { scanId: scan.id, kind: 'cv' });
    expect(await readJson(english)).toMatchObject({
      title: 'Tailored CV — Backend Engineer at Acme',
    });
  });
});
