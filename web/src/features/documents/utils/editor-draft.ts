import { CvTemplateId, DocumentContent, type JobfitDocument, PageSize } from '@jobfit/contracts';
import { z } from 'zod';

/** What the editor changes and autosaves: everything else of a document is the server's. */
export const EditorState = z.object({
  content: DocumentContent,
  template: CvTemplateId.optional(),
  pageSize: PageSize,
});
export type EditorState = z.infer<typeof EditorState>;

/** An unsaved edit kept on the device, with the version it was started from. */
export const EditorDraft = z.object({ baseVersion: z.number().int(), state: EditorState });
export type EditorDraft = z.infer<typeof EditorDraft>;

/** The draft-storage kind of one document (utils/draft-storage.ts). */
export const documentDraftKind = (id: string) => `document:${id}`;

export function editorStateOf(doc: JobfitDocument): EditorState {
  const template = CvTemplateId.safeParse(doc.template);
  return {
    content: doc.content,
    ...(doc.kind === 'cv' && template.success ? { template: template.data } : {}),
    pageSize: doc.pageSize,
  };
}

/**
 * A stored draft that still fits the document (same kind, readable), or null. A draft from an
 * older version is kept: saving it with its old `baseVersion` answers 409, and the user decides.
 */
export function restorableDraft(doc: JobfitDocument, stored: unknown): EditorDraft | null {
  const parsed = EditorDraft.safeParse(stored);
  if (!parsed.success) return null;
  if (parsed.data.state.content.kind !== doc.kind) return null;
  if (parsed.data.baseVersion > doc.version) return null;
  return parsed.data;
}

/** Whether two editor states would save the same thing. */
export const sameState = (a: EditorState, b: EditorState) =>
  JSON.stringify(a) === JSON.stringify(b);
