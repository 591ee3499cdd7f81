import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CoverLetter, JobfitDocument, PLAN_LIMITS, Scan } from '@jobfit/contracts';
import { parseCv } from '@jobfit/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema.ts';
import { SAMPLE_POSTING } from '../../test/cv-files.ts';
import { readJson } from '../../test/http-client.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/test-context.ts';

// A local stand-in for an OpenAI-compatible endpoint: answers chat completions with whatever the
// test queued, and records the requests.
let llmReplies: string[] = [];
const llmRequests: { model: string; messages: { role: string; content: string }[] }[] = [];
let llm: Server;
let t: TestContext;

beforeAll(async () => {
  llm = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      llmRequests.push(JSON.parse(body));
      const content = llmReplies.shift() ?? 'Rephrased.';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'cmpl-1',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((r) => llm.listen(0, '127.0.0.1', r));
  const port = (llm.address() as AddressInfo).port;
  t = await createTestContext({
    env: { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'test-model' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => llm.close(r));
});

const resume = {
  basics: {
    name: 'Dana Doc',
    email: 'dana@example.com',
    phone: '+44 20 7946 0123',
    label: 'Backend Engineer',
  },
  work: [
    {
      name: 'Northwind',
      position: 'Senior Backend Engineer',
      startDate: '2019-01',
      highlights: [
        'Ran the on-call rota for 12 engineers',
        'Built TypeScript and Node.js services on PostgreSQL for 2 million users',
        'Added Redis caching that cut latency by 40%',
      ],
    },
  ],
  education: [
    {
      institution: 'University of Leeds',
      area: 'Computer Science',
      studyType: 'BSc',
      endDate: '2016',
    },
  ],
  skills: [{ name: 'Backend', keywords: ['TypeScript', 'Node.js', 'PostgreSQL', 'Redis'] }],
};

async function userWithScan(): Promise<{ u: TestUser; scan: Scan }> {
  const u = await t.signUp();
  await u.client.request('/api/cv', { method: 'PUT', json: { resume } });
  const scan = Scan.parse(
    await readJson(await u.client.post('/api/scans', { posting: SAMPLE_POSTING })),
  );
  return { u, scan };
}

const missing = (scan: Scan) =>
  scan.result.keywords.filter((k) => k.status === 'missing').map((k) => k.name);

async function exportText(u: TestUser, id: string, format: string) {
  const res = await u.client.get(`/api/documents/${id}/export?format=${format}`);
  expect(res.status, format).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (format === 'pdf' || format === 'docx') return (await parseCv(bytes)).text;
  return new TextDecoder().decode(bytes);
}

describe('tailored CV', () => {
  it('adds only confirmed skills, in every export format, and scores the tailored version', async () => {
    const { u, scan } = await userWithScan();
    const gaps = missing(scan);
    expect(gaps).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform']));
    const res = await u.client.post('/api/documents', {
      scanId: scan.id,
      kind: 'cv',
      confirmedSkills: ['kubernetes'],
    });
    expect(res.status).toBe(201);
    const doc = JobfitDocument.parse(await readJson(res));
    expect(doc).toMatchObject({
      kind: 'cv',
      scanId: scan.id,
      jobTargetId: scan.jobTargetId,
      originalScore: scan.score,
      version: 1,
    });
    expect(doc.score).toBeGreaterThan(scan.score);
    if (doc.content.kind !== 'cv') throw new Error('expected a CV');
    expect(doc.content.confirmedSkills).toEqual(['Kubernetes']);
    expect(doc.changes.length).toBeGreaterThan(0);

    const unconfirmed = gaps.filter((g) => g !== 'Kubernetes');
    for (const format of ['pdf', 'docx', 'md', 'json']) {
      const text = await exportText(u, doc.id, format);
      expect(text, format).toContain('Kubernetes');
      expect(text, format).toContain('Dana Doc');
      for (const skill of unconfirmed)
        expect(text.toLowerCase(), `${format} claims ${skill}`).not.toContain(skill.toLowerCase());
    }
  });

  it('exports real files: PDF in A4 or Letter, DOCX, Markdown and JSON Resume that read back', async () => {
    const { u, scan } = await userWithScan();
    const doc = JobfitDocument.parse(
      await readJson(
        await u.client.post('/api/documents', { scanId: scan.id, kind: 'cv', template: 'modern' }),
      ),
    );
    expect(doc.template).toBe('modern');
    const pdf = await u.client.get(`/api/documents/${doc.id}/export?format=pdf&pageSize=Letter`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.pdf"/);
    const parsed = await parseCv(new Uint8Array(await pdf.arrayBuffer()));
    expect(parsed.resume.basics).toMatchObject({ name: 'Dana Doc', email: 'dana@example.com' });
    expect(parsed.resume.work[0]).toMatchObject({
      name: 'Northwind',
      position: 'Senior Backend Engineer',
    });
    const docx = await u.client.get(`/api/documents/${doc.id}/export?format=docx`);
    expect(docx.headers.get('content-type')).toContain('wordprocessingml');
    expect((await parseCv(new Uint8Array(await docx.arrayBuffer()))).resume.basics.name).toBe(
      'Dana Doc',
    );
    const json = await readJson(await u.client.get(`/api/documents/${doc.id}/export?format=json`));
    expect(json.basics.name).toBe('Dana Doc');
    expect((await u.client.get(`/api/documents/${doc.id}/export?format=exe`)).status).toBe(400);
  });

  it('refuses to confirm a skill that is not a keyword of the scan', async () => {
    const { u, scan } = await userWithScan();
    const res = await u.client.post('/api/documents', {
      scanId: scan.id,
      kind: 'cv',
      confirmedSkills: ['Brain Surgery'],
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.details.confirmedSkills).toEqual([
      'Not a keyword of this scan: Brain Surgery',
    ]);
  });

  it('autosaves with conflict detection and rescoring', async () => {
    const { u, scan } = await userWithScan();
    const doc = JobfitDocument.parse(
      await readJson(await u.client.post('/api/documents', { scanId: scan.id, kind: 'cv' })),
    );
    if (doc.content.kind !== 'cv') throw new Error('expected a CV');
    const edited = {
      ...doc.content,
      resume: {
        ...doc.content.resume,
        skills: [...doc.content.resume.skills, { name: 'Cloud', keywords: ['AWS'] }],
      },
    };
    const saved = await u.client.request(`/api/documents/${doc.id}`, {
      method: 'PUT',
      json: { content: edited, baseVersion: 1, title: 'For Acme' },
    });
    expect(saved.status).toBe(200);
    const v2 = JobfitDocument.parse(await readJson(saved));
    expect(v2).toMatchObject({ version: 2, title: 'For Acme' });
    expect(v2.score).toBeGreaterThanOrEqual(doc.score ?? 0);

    const stale = await u.client.request(`/api/documents/${doc.id}`, {
      method: 'PUT',
      json: { title: 'Old tab', baseVersion: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await readJson(stale)).error.details).toEqual({ currentVersion: 2 });
    const forced = await u.client.request(`/api/documents/${doc.id}`, {
      method: 'PUT',
      json: { title: 'Old tab', baseVersion: 1, force: true },
    });
    expect(JobfitDocument.parse(await readJson(forced))).toMatchObject({
      title: 'Old tab',
      version: 3,
    });
    const wrongKind = await u.client.request(`/api/documents/${doc.id}`, {
      method: 'PUT',
      json: {
        baseVersion: 3,
        content: {
          kind: 'cover_letter',
          letter: {
            tone: 'formal',
            greeting: 'Hi',
            paragraphs: [],
            closing: 'Bye',
            signature: 'D',
          },
        },
      },
    });
    expect(wrongKind.status).toBe(400);
  });

  it('lists, gets and deletes the user’s documents only', async () => {
    const { u, scan } = await userWithScan();
    const other = await userWithScan();
    const doc = JobfitDocument.parse(
      await readJson(await u.client.post('/api/documents', { scanId: scan.id, kind: 'cv' })),
    );
    expect(
      (await u.client.post('/api/documents', { scanId: other.scan.id, kind: 'cv' })).status,
    ).toBe(404);
    const list = await readJson(await u.client.get(`/api/documents?scanId=${scan.id}`));
    expect(list.items.map((d: { id: string }) => d.id)).toEqual([doc.id]);
    expect(list.items[0]).toMatchObject({ jobTitle: scan.title, kind: 'cv' });
    expect((await other.u.client.get(`/api/documents/${doc.id}`)).status).toBe(404);
    expect((await other.u.client.get(`/api/documents/${doc.id}/export?format=pdf`)).status).toBe(
      404,
    );
    expect((await u.client.request(`/api/documents/${doc.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await u.client.get(`/api/documents/${doc.id}`)).status).toBe(404);
  });

  it('counts against the monthly quota of the Free plan', async () => {
    const { u, scan } = await userWithScan();
    for (let i = 0; i < PLAN_LIMITS.free.documentsPerMonth; i++) {
      expect(
        (
          await u.client.post('/api/documents', {
            scanId: scan.id,
            kind: i % 2 ? 'cv' : 'cover_letter',
          })
        ).status,
      ).toBe(201);
    }
    const over = await u.client.post('/api/documents', { scanId: scan.id, kind: 'cv' });
    expect(over.status).toBe(402);
    expect((await readJson(over)).error.details).toMatchObject({
      quota: 'documents',
      limit: PLAN_LIMITS.free.documentsPerMonth,
    });
  });
});

describe('cover letter', () => {
  it('drafts from the scan’s evidence in the chosen tone, claiming no skill the CV lacks', async () => {
    const { u, scan } = await userWithScan();
    const formal = JobfitDocument.parse(
      await readJson(
        await u.client.post('/api/documents', {
          scanId: scan.id,
          kind: 'cover_letter',
          tone: 'formal',
        }),
      ),
    );
    const concise = JobfitDocument.parse(
      await readJson(
        await u.client.post('/api/documents', {
          scanId: scan.id,
          kind: 'cover_letter',
          tone: 'concise',
        }),
      ),
    );
    if (formal.content.kind !== 'cover_letter' || concise.content.kind !== 'cover_letter')
      throw new Error('expected letters');
    const text = (l: typeof formal.content.letter) =>
      [l.greeting, ...l.paragraphs, l.closing, l.signature].join('\n');
    expect(formal.content.letter.tone).toBe('formal');
    expect(text(concise.content.letter).length).toBeLessThan(text(formal.content.letter).length);
    expect(text(formal.content.letter)).toContain('Dana Doc');
    for (const doc of [formal, concise]) {
      for (const format of ['md', 'pdf', 'docx']) {
        const exported = (await exportText(u, doc.id, format)).toLowerCase();
        for (const skill of missing(scan))
          expect(exported, `${format} claims ${skill}`).not.toContain(skill.toLowerCase());
      }
    }
  });

  it('quotes a job title that names a skill the CV lacks without claiming the skill', async () => {
    const u = await t.signUp();
    await u.client.request('/api/cv', { method: 'PUT', json: { resume } });
    const title = 'Kubernetes Platform Engineer';
    const scan = Scan.parse(
      await readJson(
        await u.client.post('/api/scans', { posting: SAMPLE_POSTING, title, company: 'Acme' }),
      ),
    );
    const res = await u.client.post('/api/documents', {
      scanId: scan.id,
      kind: 'cover_letter',
      tone: 'friendly',
    });
    expect(res.status).toBe(201);
    const doc = JobfitDocument.parse(await res.json());
    if (doc.content.kind !== 'cover_letter') throw new Error('expected a letter');
    const body = doc.content.letter.paragraphs.join('\n');
    expect(body).toContain(title);
    // Kubernetes appears only inside the quoted title, never as a claim of its own.
    expect(body.split(title).join('')).not.toMatch(/kubernetes/i);
  });

  it('is signed, and its files named, with the account’s name when the CV gives none', async () => {
    const u = await t.signUp({ name: 'Mira Quell' });
    const nameless = { ...resume, basics: { ...resume.basics, name: '' } };
    await u.client.request('/api/cv', { method: 'PUT', json: { resume: nameless } });
    const scan = Scan.parse(
      await readJson(
        await u.client.post('/api/scans', { posting: SAMPLE_POSTING, company: 'Acme Freight' }),
      ),
    );
    const letter = JobfitDocument.parse(
      await readJson(
        await u.client.post('/api/documents', {
          scanId: scan.id,
          kind: 'cover_letter',
          tone: 'formal',
        }),
      ),
    );
    if (letter.content.kind !== 'cover_letter') throw new Error('expected a letter');
    expect(letter.content.letter.signature).toBe('Mira Quell');
    const pdf = await u.client.get(`/api/documents/${letter.id}/export?format=pdf`);
    expect(pdf.headers.get('content-disposition')).toContain(
      'filename="Mira-Quell-Cover-Letter-Acme-Freight.pdf"',
    );
    expect(await exportText(u, letter.id, 'md')).toContain('Mira Quell');
    // A redraft in another tone is signed the same way.
    const redraft = CoverLetter.parse(
      await readJson(
        await u.client.post(`/api/documents/${letter.id}/redraft`, { tone: 'friendly' }),
      ),
    );
    expect(redraft.signature).toBe('Mira Quell');
    // A tailored CV from the nameless CV is downloaded under the person's name too.
    const cv = JobfitDocument.parse(
      await readJson(
        await u.client.post('/api/documents', { scanId: scan.id, kind: 'cv', confirmedSkills: [] }),
      ),
    );
    const cvFile = await u.client.get(`/api/documents/${cv.id}/export?format=docx`);
    expect(cvFile.headers.get('content-disposition')).toContain(
      'filename="Mira-Quell-CV-Acme-Freight.docx"',
    );
  });

  it('never quotes the tracker’s "Untitled job" placeholder as the role', async () => {
    const u = await t.signUp();
    await u.client.request('/api/cv', { method: 'PUT', json: { resume } });
    const posting =
      'We need help with our backend.\nRequirements\n- Experience with Python and PostgreSQL.\n- Docker is a plus.';
    const scan = Scan.parse(await readJson(await u.client.post('/api/scans', { posting })));
    const res = await u.client.post('/api/documents', {
      scanId: scan.id,
      kind: 'cover_letter',
      tone: 'formal',
    });
    expect(res.status).toBe(201);
    const doc = JobfitDocument.parse(await res.json());
    if (doc.content.kind !== 'cover_letter') throw new Error('expected a letter');
    const body = doc.content.letter.paragraphs.join('\n');
    expect(body).not.toMatch(/untitled/i);
    expect(body).toContain('apply for this position');
  });
});

describe('redrafting a cover letter in another tone', () => {
  it('drafts it again in the new tone from the scan, and saves nothing until the editor does', async () => {
    const { u, scan } = await userWithScan();
    const doc = JobfitDocument.parse(
      await readJson(
        await u.client.post('/api/documents', {
          scanId: scan.id,
          kind: 'cover_letter',
          tone: 'formal',
        }),
      ),
    );
    if (doc.content.kind !== 'cover_letter') throw new Error('expected a letter');
    const res = await u.client.post(`/api/documents/${doc.id}/redraft`, { tone: 'concise' });
    expect(res.status).toBe(200);
    const letter = CoverLetter.parse(await res.json());
    expect(letter.tone).toBe('concise');
    expect(letter.paragraphs.join('\n')).not.toBe(doc.content.letter.paragraphs.join('\n'));
    expect(letter.signature).toContain('Dana Doc');
    for (const skill of missing(scan))
      expect(letter.paragraphs.join('\n').toLowerCase()).not.toContain(skill.toLowerCase());
    // Not saved: the document is as it was until the editor saves the new draft.
    const stored = JobfitDocument.parse(
      await readJson(await u.client.get(`/api/documents/${doc.id}`)),
    );
    expect(stored.version).toBe(doc.version);
    expect(stored.content).toEqual(doc.content);
  });

  it('refuses a tailored CV, an unknown tone, a deleted scan and another user’s letter', async () => {
    const { u, scan } = await userWithScan();
    const cv = JobfitDocument.parse(
      await readJson(await u.client.post('/api/documents', { scanId: scan.id, kind: 'cv' })),
    );
    const letter = JobfitDocument.parse(
      await readJson(
        await u.client.post('/api/documents', { scanId: scan.id, kind: 'cover_letter' }),
      ),
    );
    const cvRes = await u.client.post(`/api/documents/${cv.id}/redraft`, { tone: 'friendly' });
    expect(cvRes.status).toBe(400);
    expect((await readJson(cvRes)).error.code).toBe('validation');
    const badTone = await u.client.post(`/api/documents/${letter.id}/redraft`, { tone: 'angry' });
    expect(badTone.status).toBe(400);

    const other = await t.signUp();
    const foreign = await other.client.post(`/api/documents/${letter.id}/redraft`, {
      tone: 'friendly',
    });
    expect(foreign.status).toBe(404);

    expect((await u.client.request(`/api/scans/${scan.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    const orphan = await u.client.post(`/api/documents/${letter.id}/redraft`, { tone: 'friendly' });
    expect(orphan.status).toBe(409);
    expect((await readJson(orphan)).error.message).toMatch(/scan .* has been deleted/);
  });
});

describe('LLM rephrasing', () => {
  it('is for Pro users on a server with a model', async () => {
    const { u, scan } = await userWithScan();
    const doc = JobfitDocument.parse(
      await readJson(await u.client.post('/api/documents', { scanId: scan.id, kind: 'cv' })),
    );
    expect(await readJson(await u.client.get('/api/me/features'))).toEqual({ llm: false });
    const free = await u.client.post(`/api/documents/${doc.id}/rephrase`, {
      text: 'Ran the on-call rota',
      kind: 'bullet',
    });
    expect(free.status).toBe(403);

    await t.db.update(user).set({ plan: 'pro' }).where(eq(user.id, u.id));
    expect(await readJson(await u.client.get('/api/me/features'))).toEqual({ llm: true });
    llmReplies = ['Led the on-call rota for a team of 12 engineers'];
    const res = await u.client.post(`/api/documents/${doc.id}/rephrase`, {
      text: 'Ran the on-call rota for 12 engineers',
      kind: 'bullet',
    });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({
      suggestion: 'Led the on-call rota for a team of 12 engineers',
      withheld: [],
    });
    const sent = llmRequests.at(-1);
    expect(sent?.model).toBe('test-model');
    expect(sent?.messages.at(-1)?.content).toBe('Ran the on-call rota for 12 engineers');
  });

  it('withholds a suggestion that names a skill the CV does not show', async () => {
    const { u, scan } = await userWithScan();
    await t.db.update(user).set({ plan: 'pro' }).where(eq(user.id, u.id));
    const doc = JobfitDocument.parse(
      await readJson(await u.client.post('/api/documents', { scanId: scan.id, kind: 'cv' })),
    );
    llmReplies = ['Ran the on-call rota for 12 engineers on Kubernetes and Terraform'];
    const res = await readJson(
      await u.client.post(`/api/documents/${doc.id}/rephrase`, {
        text: 'Ran the on-call rota for 12 engineers',
        kind: 'bullet',
      }),
    );
    expect(res.suggestion).toBeNull();
    expect(res.withheld).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform']));
  });
});
