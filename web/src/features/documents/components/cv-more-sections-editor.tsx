import { useLingui } from '@lingui/react/macro';
import { dateRange, humanDate, type Resume } from '@jobfit/contracts';
import { CvEntriesEditor } from './cv-entries-editor';
import { EditorCard } from './editor-card';

type CvMoreSectionsEditorProps = {
  resume: Resume;
  onChange: (edit: (r: Resume) => Resume) => void;
};

const join = (sep: string, ...parts: (string | undefined)[]) =>
  parts.filter((p) => p?.trim()).join(sep);

/**
 * Every other section the CV has (certificates to references, and its own sections): each is kept
 * in the tailored CV, editable, and can be left out entry by entry (decision 122).
 */
export function CvMoreSectionsEditor({ resume, onChange }: CvMoreSectionsEditorProps) {
  const { t } = useLingui();
  const LEAVE_OUT = t`Reword, reorder or leave out entries for this job.`;
  const { certificates, languages, awards, publications, volunteer, interests, references } =
    resume;
  const custom = resume.custom ?? [];
  return (
    <>
      {certificates?.length ? (
        <EditorCard title={t`Certifications`} subheader={LEAVE_OUT}>
          <CvEntriesEditor
            entries={certificates}
            noun={t`certificate`}
            heading={(c) => c.name}
            dates={(c) => humanDate(c.date)}
            fields={[
              { key: 'name', label: t`Certificate` },
              { key: 'issuer', label: t`Issuer` },
              { key: 'url', label: t`Link`, wide: true },
            ]}
            onChange={(next) => onChange((r) => ({ ...r, certificates: next }))}
          />
        </EditorCard>
      ) : null}
      {languages?.length ? (
        <EditorCard title={t`Languages`} subheader={LEAVE_OUT}>
          <CvEntriesEditor
            entries={languages}
            noun={t`language`}
            heading={(l) => l.language}
            fields={[
              { key: 'language', label: t`Language` },
              { key: 'fluency', label: t`Fluency` },
            ]}
            onChange={(next) => onChange((r) => ({ ...r, languages: next }))}
          />
        </EditorCard>
      ) : null}
      {awards?.length ? (
        <EditorCard title={t`Awards`} subheader={LEAVE_OUT}>
          <CvEntriesEditor
            entries={awards}
            noun={t`award`}
            heading={(a) => a.title}
            dates={(a) => humanDate(a.date)}
            fields={[
              { key: 'title', label: t`Award` },
              { key: 'awarder', label: t`Awarded by` },
              { key: 'summary', label: t`What it was for`, multiline: true },
            ]}
            onChange={(next) => onChange((r) => ({ ...r, awards: next }))}
          />
        </EditorCard>
      ) : null}
      {publications?.length ? (
        <EditorCard title={t`Publications`} subheader={LEAVE_OUT}>
          <CvEntriesEditor
            entries={publications}
            noun={t`publication`}
            heading={(p) => p.name}
            dates={(p) => humanDate(p.releaseDate)}
            fields={[
              { key: 'name', label: t`Title`, wide: true },
              { key: 'publisher', label: t`Publisher` },
              { key: 'url', label: t`Link` },
              { key: 'summary', label: t`About it`, multiline: true },
            ]}
            onChange={(next) => onChange((r) => ({ ...r, publications: next }))}
          />
        </EditorCard>
      ) : null}
      {volunteer?.length ? (
        <EditorCard title={t`Volunteering`} subheader={LEAVE_OUT}>
          <CvEntriesEditor
            entries={volunteer}
            noun={t`volunteer role`}
            heading={(v) => join(', ', v.position, v.organization)}
            dates={(v) => dateRange(v.startDate, v.endDate)}
            fields={[
              { key: 'position', label: t`Role` },
              { key: 'organization', label: t`Organisation` },
              { key: 'summary', label: t`About the role`, multiline: true },
              { key: 'highlights', label: t`Achievements`, kind: 'lines' },
            ]}
            onChange={(next) => onChange((r) => ({ ...r, volunteer: next }))}
          />
        </EditorCard>
      ) : null}
      {interests?.length ? (
        <EditorCard title={t`Interests`} subheader={LEAVE_OUT}>
          <CvEntriesEditor
            entries={interests}
            noun={t`interest`}
            heading={(i) => i.name}
            fields={[
              { key: 'name', label: t`Interest` },
              { key: 'keywords', label: t`Details`, kind: 'commas' },
            ]}
            onChange={(next) => onChange((r) => ({ ...r, interests: next }))}
          />
        </EditorCard>
      ) : null}
      {references?.length ? (
        <EditorCard title={t`References`} subheader={LEAVE_OUT}>
          <CvEntriesEditor
            entries={references}
            noun={t`reference`}
            heading={(x) => x.name}
            fields={[
              { key: 'name', label: t`Referee`, wide: true },
              { key: 'reference', label: t`Reference`, multiline: true },
            ]}
            onChange={(next) => onChange((r) => ({ ...r, references: next }))}
          />
        </EditorCard>
      ) : null}
      {custom.length > 0 && (
        <EditorCard
          title={t`Other sections`}
          subheader={t`Your CV's own sections, printed after the others under their own heading.`}
        >
          <CvEntriesEditor
            entries={custom}
            noun={t`section`}
            heading={(c) => c.title}
            addLine={t`Add line`}
            fields={[
              { key: 'title', label: t`Heading`, wide: true },
              { key: 'items', label: t`Lines`, kind: 'lines' },
            ]}
            onChange={(next) => onChange((r) => ({ ...r, custom: next }))}
          />
        </EditorCard>
      )}
    </>
  );
}
