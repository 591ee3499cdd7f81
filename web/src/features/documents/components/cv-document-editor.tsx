import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { textareaSizing } from 'src/components/form/textarea-sizing';
import type { DocumentContent } from '@jobfit/contracts';
import type { EditorState } from '../utils/editor-draft';
import { orderableSections } from '../utils/orderable-sections';
import { CvContactEditor } from './cv-contact-editor';
import { CvEducationEditor } from './cv-education-editor';
import { CvMoreSectionsEditor } from './cv-more-sections-editor';
import { CvProjectsEditor } from './cv-projects-editor';
import { CvSkillsEditor } from './cv-skills-editor';
import { CvWorkEditor } from './cv-work-editor';
import { EditorCard } from './editor-card';
import { PageSizeField } from './page-size-field';
import { SectionOrderEditor } from './section-order-editor';
import { TemplatePicker } from './template-picker';

/** A paragraph field: three lines, growing with its text. */
const PARAGRAPH = textareaSizing(3);

type CvContent = Extract<DocumentContent, { kind: 'cv' }>;

type CvDocumentEditorProps = {
  state: EditorState & { content: CvContent };
  onChange: (edit: (prev: EditorState) => EditorState) => void;
  rephraseFor?: string;
};

/**
 * The structured editor of a tailored CV: look, name and contact, summary, skills, experience,
 * education, projects, every other section the CV has, and the section order.
 */
export function CvDocumentEditor({ state, onChange, rephraseFor }: CvDocumentEditorProps) {
  const { t } = useLingui();
  const { resume } = state.content;
  const setContent = (edit: (c: CvContent) => CvContent) =>
    onChange((prev) =>
      prev.content.kind === 'cv' ? { ...prev, content: edit(prev.content) } : prev,
    );
  const confirmed = state.content.confirmedSkills.join(', ');
  const setResume = (edit: (r: CvContent['resume']) => CvContent['resume']) =>
    setContent((c) => ({ ...c, resume: edit(c.resume) }));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <EditorCard title={t`Template`}>
        <TemplatePicker
          value={state.template ?? 'classic'}
          onChange={(template) => onChange((prev) => ({ ...prev, template }))}
        />
        <PageSizeField
          value={state.pageSize}
          onChange={(pageSize) => onChange((prev) => ({ ...prev, pageSize }))}
        />
      </EditorCard>
      <EditorCard
        title={t`Name and contact`}
        subheader={t`The head of this CV. Your master CV keeps its own.`}
      >
        <CvContactEditor
          basics={resume.basics}
          onChange={(basics) => setResume((r) => ({ ...r, basics }))}
        />
      </EditorCard>
      <EditorCard
        title={t`Summary`}
        subheader={t`Written around the job from what your CV shows. Make it yours.`}
      >
        <TextField
          label={t`Summary`}
          {...PARAGRAPH.field}
          slotProps={{ input: PARAGRAPH.input }}
          sx={PARAGRAPH.sx}
          fullWidth
          value={resume.basics.summary ?? ''}
          onChange={(e) =>
            setResume((r) => ({ ...r, basics: { ...r.basics, summary: e.target.value } }))
          }
        />
      </EditorCard>
      <EditorCard
        title={t`Skills`}
        subheader={
          state.content.confirmedSkills.length > 0
            ? t`You confirmed: ${confirmed}.`
            : t`Only skills your CV shows or you confirmed are listed.`
        }
      >
        <CvSkillsEditor
          skills={resume.skills}
          onChange={(skills) => setResume((r) => ({ ...r, skills }))}
        />
      </EditorCard>
      <EditorCard
        title={t`Experience`}
        subheader={t`Bullets that prove the job's keywords were moved up. Reorder or edit them.`}
      >
        <CvWorkEditor
          work={resume.work}
          rephraseFor={rephraseFor}
          onChange={(work) => setResume((r) => ({ ...r, work }))}
        />
      </EditorCard>
      {resume.education.length > 0 && (
        <EditorCard
          title={t`Education`}
          subheader={t`Reword, reorder or leave out entries for this job. Dates stay as in your master CV.`}
        >
          <CvEducationEditor
            education={resume.education}
            onChange={(education) => setResume((r) => ({ ...r, education }))}
          />
        </EditorCard>
      )}
      {(resume.projects?.length ?? 0) > 0 && (
        <EditorCard
          title={t`Projects`}
          subheader={t`Keep the projects that speak to this job, and put them in the best order.`}
        >
          <CvProjectsEditor
            projects={resume.projects ?? []}
            rephraseFor={rephraseFor}
            onChange={(projects) => setResume((r) => ({ ...r, projects }))}
          />
        </EditorCard>
      )}
      <CvMoreSectionsEditor resume={resume} onChange={setResume} />
      <EditorCard title={t`Section order`}>
        <SectionOrderEditor
          sections={orderableSections(resume, state.content.sectionOrder)}
          onChange={(sectionOrder) => setContent((c) => ({ ...c, sectionOrder }))}
        />
      </EditorCard>
    </Box>
  );
}
