import { dateRange, humanDate, type Resume } from '@jobfit/contracts';
import { CvEntriesEditor } from './cv-entries-editor';
import { EditorCard } from './editor-card';

type CvMoreSectionsEditorProps = {
  resume: Resume;
  onChange: (edit: (r: Resume) => Resume) => void;
};

const join = (sep: string, ...parts: (string | undefined)[]) =>
  parts.filter((p) => p?.trim()).join(sep);

const LEAVE_OUT = 'Reword, reorder or leave out entries for this job.';

/**
 * Every other section the CV has (certificates to references, and its own sections): each is kept
 * in the tailored CV, editable, and can be left out entry by entry (decision 122).
 */
export function CvMoreSectionsEditor({ resume, onChange }: CvMoreSectionsEditorProps) {
  const { certificates, languages, awards, publications, volunteer, interests, references } =
    resume;
  const custom = resume.custom ?? [];
  return (
    <>
      {certificates?.length ? (
        <EditorCard title="Certifications" subheader={LEAVE_OUT}>
          <CvEntriesEditor
            entries={certificates}
            noun="certificate"
            heading={(c) => c.name}
            dates={(c) => humanDate(c.date)}
            fields={[
              { key: 'name', label: 'Certificate' },
              { key: 'issuer', label: 'Issuer' },
              { key: 'url', label: 'Link', wide: true },
            ]}
            onChange={(next) => onChange((r) => ({ ...r, certificates: next }))}
          />
        </EditorCard>
      ) : null}
      {languages?.length ? (
        <EditorCard title="Languages" subheader={LEAVE_OUT}>
          <CvEntriesEditor
            entries={languages}
            noun="language"
            heading={(l) => l.language}
            fields={[
              { key: 'language', label: 'Language' },
              { key: 'fluency', label: 'Fluency' },
            ]}
            onChange={(next) => onChange((r) => ({ ...r, languages: next }))}
          />
        </EditorCard>
      ) : null}
      {awards?.length ? (
        <EditorCard title="Awards" subheader={LEAVE_OUT}>
          <CvEntriesEditor
            entries={awards}
            noun="award"
            heading={(a) => a.title}
            dates={(a) => humanDate(a.date)}
            fields={[
              { key: 'title', label: 'Award' },
              { key: 'awarder', label: 'Awarded by' },
              { key: 'summary', label: 'What it was for', multiline: true },
            ]}
            onChange={(next) => onChange((r) => ({ ...r, awards: next }))}
          />
        </EditorCard>
      ) : null}
      {publications?.length ? (
        <EditorCard title="Publications" subheader={LEAVE_OUT}>
          <CvEntriesEditor
            entries={publications}
            noun="publication"
            heading={(p) => p.name}
            dates={(p) => humanDate(p.releaseDate)}
            fields={[
              { key: 'name', label: 'Title', wide: true },
              { key: 'publisher', label: 'Publisher' },
              { key: 'url', label: 'Link' },
              { key: 'summary', label: 'About it', multiline: true },
            ]}
            onChange={(next) => onChange((r) => ({ ...r, publications: next }))}
          />
        </EditorCard>
      ) : null}
      {volunteer?.length ? (
        <EditorCard title="Volunteering" subheader={LEAVE_OUT}>
          <CvEntriesEditor
            entries={volunteer}
            noun="volunteer role"
            heading={(v) => join(', ', v.position, v.organization)}
            dates={(v) => dateRange(v.startDate, v.endDate)}
            fields={[
              { key: 'position', label: 'Role' },
              { key: 'organization', label: 'Organisation' },
              { key: 'summary', label: 'About the role', multiline: true },
              { key: 'highlights', label: 'Achievements', kind: 'lines' },
            ]}
            onChange={(next) => onChange((r) => ({ ...r, volunteer: next }))}
          />
        </EditorCard>
      ) : null}
      {interests?.length ? (
        <EditorCard title="Interests" subheader={LEAVE_OUT}>
          <CvEntriesEditor
            entries={interests}
            noun="interest"
            heading={(i) => i.name}
            fields={[
              { key: 'name', label: 'Interest' },
              { key: 'keywords', label: 'Details', kind: 'commas' },
            ]}
            onChange={(next) => onChange((r) => ({ ...r, interests: next }))}
          />
        </EditorCard>
      ) : null}
      {references?.length ? (
        <EditorCard title="References" subheader={LEAVE_OUT}>
          <CvEntriesEditor
            entries={references}
            noun="reference"
            heading={(x) => x.name}
            fields={[
              { key: 'name', label: 'Referee', wide: true },
              { key: 'reference', label: 'Reference', multiline: true },
            ]}
            onChange={(next) => onChange((r) => ({ ...r, references: next }))}
          />
        </EditorCard>
      ) : null}
      {custom.length > 0 && (
        <EditorCard
          title="Other sections"
          subheader="Your CV's own sections, printed after the others under their own heading."
        >
          <CvEntriesEditor
            entries={custom}
            noun="section"
            heading={(c) => c.title}
            addLine="Add line"
            fields={[
              { key: 'title', label: 'Heading', wide: true },
              { key: 'items', label: 'Lines', kind: 'lines' },
            ]}
            onChange={(next) => onChange((r) => ({ ...r, custom: next }))}
          />
        </EditorCard>
      )}
    </>
  );
}
