import type { DocumentContent, ExportFormat, PageSize } from '@jobfit/contracts';
import { renderCvMarkdown, renderLetterMarkdown, type Resume } from '@jobfit/engine';
import type { Db } from '../../db/client.ts';
import { exportFileName } from '../../lib/content-disposition.ts';
import { AppError } from '../../lib/errors.ts';
import { findCvRow } from '../../lib/master-cv.ts';
import type { EnginePool, RenderTask } from '../../lib/scan-pool.ts';
import { PoolLimitError } from '../../lib/worker-pool.ts';
import { asTemplate, findDocument } from './_document-rows.ts';
import { senderName } from './_sender.ts';
import { say } from '../../lib/i18n/server-text.ts';

const MIME: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json',
};

/** A PDF or DOCX render in the render pool; one over its budget is a clear 413 (decision 140). */
async function render(engine: EnginePool, task: RenderTask): Promise<Uint8Array> {
  try {
    return await engine.render(task);
  } catch (err) {
    if (!(err instanceof PoolLimitError)) throw err;
    throw new AppError('file_too_large', say('document.too_large_to_export'));
  }
}

/** Renders a document for download in PDF, DOCX, Markdown or JSON Resume. */
export async function exportDocument(
  db: Db,
  userId: string,
  id: string,
  format: ExportFormat,
  pageSizeOverride: PageSize | undefined,
  engine: EnginePool,
): Promise<{ bytes: Uint8Array; mime: string; fileName: string }> {
  const row = await findDocument(db, userId, id);
  const content = row.content as DocumentContent;
  const pageSize = pageSizeOverride ?? row.pageSize;
  const encode = (s: string) => new TextEncoder().encode(s);
  let bytes: Uint8Array;
  if (content.kind === 'cv') {
    const resume = content.resume as Resume;
    const options = { template: asTemplate(row.template), sectionOrder: content.sectionOrder };
    bytes =
      format === 'pdf'
        ? await render(engine, {
            doc: 'cv',
            format,
            resume,
            options: { ...options, pageSize },
          })
        : format === 'docx'
          ? await render(engine, { doc: 'cv', format, resume, options })
          : format === 'md'
            ? encode(renderCvMarkdown(resume, { sectionOrder: content.sectionOrder }))
            : encode(JSON.stringify(resume, null, 2));
  } else {
    const cvRow = await findCvRow(db, userId);
    const basics = (cvRow?.content as Resume | undefined)?.basics ?? {};
    // The letter's own signature (the user may have edited it) names the sender the CV does not.
    const sender = basics.name?.trim()
      ? basics
      : { ...basics, name: await senderName(db, userId, content.letter.signature) };
    if (format === 'json') {
      bytes = encode(JSON.stringify(content.letter, null, 2));
    } else {
      bytes =
        format === 'pdf'
          ? await render(engine, {
              doc: 'letter',
              format,
              letter: content.letter,
              options: { sender, pageSize },
            })
          : format === 'docx'
            ? await render(engine, {
                doc: 'letter',
                format,
                letter: content.letter,
                options: { sender },
              })
            : encode(renderLetterMarkdown(content.letter, { sender }));
    }
  }
  // The name a recruiter receives; the page size only when the other one was picked (decision 150).
  const fileName = exportFileName({
    person: await senderName(
      db,
      userId,
      content.kind === 'cv' ? (content.resume as Resume).basics.name : content.letter.signature,
    ),
    kind: content.kind,
    company: row.company ?? (content.kind === 'cover_letter' ? content.letter.company : undefined),
    format,
    ...(format === 'pdf' && pageSizeOverride && pageSizeOverride !== row.pageSize
      ? { pageSize: pageSizeOverride }
      : {}),
  });
  return { bytes, mime: MIME[format], fileName };
}
