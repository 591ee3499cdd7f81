import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SAMPLE_POSTING } from '../server/src/test/cv-files.ts';
import { startSmtpCapture } from '../server/src/test/smtp-capture.ts';
import {
  type BenchServer,
  type BenchUser,
  createBenchServer,
  makePro,
  signUpVerified,
} from '../scripts/_bench-server.ts';
import { expect, SAMPLE_RESUME, saveScreenshot, test } from './fixtures.ts';

// Pro rephrasing in the tailored-CV editor, end to end: this spec runs its own production server
// (the shared one has no model and no Pro user: PGlite lets the admin CLI in only while the server
// is stopped) with an OpenAI-compatible stand-in for the optional LLM (decision 007).

/** Answers chat completions with the replies the test queued, and records what it was asked. */
function startLlmStandIn() {
  const replies: string[] = [];
  const asked: { role: string; content: string }[][] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      asked.push((JSON.parse(body) as { messages: { role: string; content: string }[] }).messages);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: replies.shift() ?? '' } }],
        }),
      );
    });
  });
  return {
    replies,
    asked,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`),
        ),
      ),
    close: () => new Promise((r) => server.close(r)),
  };
}

let llm: ReturnType<typeof startLlmStandIn>;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: BenchServer;
let user: BenchUser;
let documentId: string;

/** A JSON API call as the user; throws on an error status. */
async function api(method: string, p: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${server.url}${p}`, {
    method,
    headers: { cookie: user.cookie, origin: server.url, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  llm = startLlmStandIn();
  smtp = await startSmtpCapture();
  server = await createBenchServer('pglite', smtp, {
    adminUrl: '',
    logLevel: 'warn',
    webDist: process.env.WEB_DIST ?? path.join(import.meta.dirname, '../web/dist'),
    env: { LLM_BASE_URL: await llm.listen(), LLM_MODEL: 'stand-in' },
  });
  await server.start();
  user = await makePro(server, await signUpVerified(server, smtp));
  await api('POST', '/api/me/onboarding', {});
  await api('PUT', '/api/cv', { resume: SAMPLE_RESUME, source: 'manual' });
  const scan = (await api('POST', '/api/scans', {
    posting: SAMPLE_POSTING,
    title: 'Senior Backend Engineer',
    company: 'Acme Payments',
  })) as { id: string };
  documentId = (
    (await api('POST', '/api/documents', { scanId: scan.id, kind: 'cv' })) as {
      id: string;
    }
  ).id;
});

test.afterAll(async () => {
  await server?.dispose();
  await smtp?.close();
  await llm?.close();
});

test('a Pro user rephrases a bullet; a suggestion that invents a skill is withheld', async ({
  page,
}) => {
  await page.context().addCookies(
    user.cookie.split('; ').map((pair) => {
      const eq = pair.indexOf('=');
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: server.url };
    }),
  );
  await page.goto(`${server.url}/job-analyzer/tailored-documents/${documentId}`);
  // Tailoring may reorder bullets: find the on-call one among them.
  const bullets = page.getByRole('textbox', { name: /, bullet \d+$/ });
  await expect(bullets.first()).toBeVisible();
  const index = (
    await bullets.evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value))
  ).indexOf('Ran the on-call rota for 12 engineers');
  expect(index).toBeGreaterThanOrEqual(0);
  const bullet = bullets.nth(index);
  const rephrase = page.getByRole('button', { name: 'Rephrase this bullet' }).nth(index);

  // An honest suggestion is offered, and Accept puts it in the CV (and autosave stores it).
  llm.replies.push('Led the on-call rota for a team of 12 engineers');
  await rephrase.click();
  const suggestion = page.getByTestId('rephrase-suggestion');
  await expect(suggestion).toHaveText('Led the on-call rota for a team of 12 engineers');
  expect(llm.asked.at(-1)?.at(-1)?.content).toBe('Ran the on-call rota for 12 engineers');
  await saveScreenshot(page, 'rephrase-01-suggestion');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(bullet).toHaveValue('Led the on-call rota for a team of 12 engineers');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  const saved = (await api('GET', `/api/documents/${documentId}`)) as {
    content: { resume: { work: { highlights: string[] }[] } };
  };
  expect(saved.content.resume.work[0]?.highlights).toContain(
    'Led the on-call rota for a team of 12 engineers',
  );
  expect(saved.content.resume.work[0]?.highlights).not.toContain(
    'Ran the on-call rota for 12 engineers',
  );

  // A suggestion claiming a skill the CV does not show is never offered.
  llm.replies.push('Led the on-call rota for 12 engineers on Kubernetes and Terraform');
  await rephrase.click();
  await expect(page.getByText(/named skills your CV does not show \(.*Kubernetes/)).toBeVisible();
  await expect(suggestion).toHaveCount(0);
  await saveScreenshot(page, 'rephrase-02-withheld');
  await page.keyboard.press('Escape');
  await expect(bullet).toHaveValue('Led the on-call rota for a team of 12 engineers');
});
