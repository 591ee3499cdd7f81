import { cvDocument, type Resume, type SectionId } from '@jobfit/contracts';

/** The sections a user can reorder: those with content, in the order the export uses. */
export function orderableSections(resume: Resume, order: readonly SectionId[]): SectionId[] {
  return cvDocument(resume, order).sections.flatMap((s) => (s.id === 'custom' ? [] : [s.id]));
}
