import CardMembershipRounded from '@mui/icons-material/CardMembershipRounded';
import CheckBoxRounded from '@mui/icons-material/CheckBoxRounded';
import RocketLaunchRounded from '@mui/icons-material/RocketLaunchRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import WorkRounded from '@mui/icons-material/WorkRounded';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { CvFormValues } from '../utils/resume-form';
import { CvSectionCard } from './cv-section-card';
import { CvTextField } from './cv-text-field';
import { EntryList } from './entry-list';
import { FieldGrid } from './field-grid';

const DATE_HELP = 'YYYY or YYYY-MM';
const join = (...parts: string[]) => parts.filter((p) => p.trim()).join(' · ');

function WorkEntry({ index }: { index: number }) {
  const { control } = useFormContext<CvFormValues>();
  const current = useWatch({ control, name: `work.${index}.current` });
  return (
    <FieldGrid>
      <CvTextField name={`work.${index}.position`} label="Job title" />
      <CvTextField name={`work.${index}.name`} label="Company" />
      <CvTextField
        name={`work.${index}.startDate`}
        label="Start date"
        placeholder="2021-03"
        helperText={DATE_HELP}
      />
      <CvTextField
        name={`work.${index}.endDate`}
        label="End date"
        placeholder={current ? 'Present' : '2023-08'}
        helperText={DATE_HELP}
        disabled={current}
      />
      <Box sx={{ gridColumn: '1 / -1', mt: -1.5 }}>
        <Controller
          control={control}
          name={`work.${index}.current`}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                />
              }
              label="I currently work here"
            />
          )}
        />
      </Box>
      <CvTextField name={`work.${index}.location`} label="Location" />
      <CvTextField name={`work.${index}.url`} label="Company website" type="url" />
      <CvTextField
        name={`work.${index}.summary`}
        label="Summary"
        helperText="A line about the role, printed under the job title. Leave it empty to print none."
        multiline
        minRows={2}
        wide
      />
      <CvTextField
        name={`work.${index}.highlights`}
        label="Achievements"
        helperText="One per line. Start with a verb and add a number when you can."
        multiline
        minRows={3}
        wide
      />
    </FieldGrid>
  );
}

export function WorkSection() {
  return (
    <CvSectionCard
      id="work"
      title="Experience"
      description="Most recent first."
      icon={<WorkRounded />}
    >
      <EntryList
        section="work"
        noun="job"
        summarize={(w) => join(w.position, w.name)}
        emptyText="No jobs yet. Add your most recent role first."
        renderEntry={(index) => <WorkEntry index={index} />}
      />
    </CvSectionCard>
  );
}

export function EducationSection() {
  return (
    <CvSectionCard id="education" title="Education" icon={<SchoolRounded />}>
      <EntryList
        section="education"
        noun="degree"
        summarize={(e) => join(e.studyType, e.area, e.institution)}
        emptyText="No education yet."
        renderEntry={(index) => (
          <FieldGrid>
            <CvTextField name={`education.${index}.institution`} label="Institution" wide />
            <CvTextField name={`education.${index}.studyType`} label="Degree" placeholder="BSc" />
            <CvTextField name={`education.${index}.area`} label="Field of study" />
            <CvTextField
              name={`education.${index}.startDate`}
              label="Start date"
              helperText={DATE_HELP}
            />
            <CvTextField
              name={`education.${index}.endDate`}
              label="End date"
              helperText={DATE_HELP}
            />
            <CvTextField name={`education.${index}.score`} label="Grade" />
            <CvTextField
              name={`education.${index}.courses`}
              label="Courses"
              helperText="Comma-separated"
            />
          </FieldGrid>
        )}
      />
    </CvSectionCard>
  );
}

export function SkillsSection() {
  return (
    <CvSectionCard
      id="skills"
      title="Skills"
      description="Name each skill the way postings do: TypeScript, Kubernetes, SQL."
      icon={<CheckBoxRounded />}
    >
      <EntryList
        section="skills"
        noun="skill"
        summarize={(k) => k.name}
        emptyText="No skills yet."
        renderEntry={(index) => (
          <FieldGrid>
            <CvTextField name={`skills.${index}.name`} label="Skill" />
            <CvTextField name={`skills.${index}.level`} label="Level" placeholder="Advanced" />
            <CvTextField
              name={`skills.${index}.keywords`}
              label="Related keywords"
              helperText="Comma-separated"
              wide
            />
          </FieldGrid>
        )}
      />
    </CvSectionCard>
  );
}

export function ProjectsSection() {
  return (
    <CvSectionCard id="projects" title="Projects" icon={<RocketLaunchRounded />}>
      <EntryList
        section="projects"
        noun="project"
        summarize={(p) => p.name}
        emptyText="No projects yet."
        renderEntry={(index) => (
          <FieldGrid>
            <CvTextField name={`projects.${index}.name`} label="Project name" />
            <CvTextField name={`projects.${index}.url`} label="Link" type="url" />
            <CvTextField
              name={`projects.${index}.startDate`}
              label="Start date"
              helperText={DATE_HELP}
            />
            <CvTextField
              name={`projects.${index}.endDate`}
              label="End date"
              helperText={DATE_HELP}
            />
            <CvTextField
              name={`projects.${index}.description`}
              label="Description"
              multiline
              minRows={2}
              wide
            />
            <CvTextField
              name={`projects.${index}.highlights`}
              label="Highlights"
              helperText="One per line"
              multiline
              minRows={2}
              wide
            />
            <CvTextField
              name={`projects.${index}.keywords`}
              label="Technologies"
              helperText="Comma-separated"
              wide
            />
          </FieldGrid>
        )}
      />
    </CvSectionCard>
  );
}

export function CertificatesSection() {
  return (
    <CvSectionCard id="certificates" title="Certificates" icon={<CardMembershipRounded />}>
      <EntryList
        section="certificates"
        noun="certificate"
        summarize={(c) => join(c.name, c.issuer)}
        emptyText="No certificates yet."
        renderEntry={(index) => (
          <FieldGrid>
            <CvTextField name={`certificates.${index}.name`} label="Certificate" />
            <CvTextField name={`certificates.${index}.issuer`} label="Issuer" />
            <CvTextField name={`certificates.${index}.date`} label="Date" helperText={DATE_HELP} />
            <CvTextField name={`certificates.${index}.url`} label="Link" type="url" />
          </FieldGrid>
        )}
      />
    </CvSectionCard>
  );
}

export function LanguagesSection() {
  return (
    <CvSectionCard id="languages" title="Languages" icon={<TranslateRounded />}>
      <EntryList
        section="languages"
        noun="language"
        summarize={(l) => join(l.language, l.fluency)}
        emptyText="No languages yet."
        renderEntry={(index) => (
          <FieldGrid>
            <CvTextField name={`languages.${index}.language`} label="Language" />
            <CvTextField
              name={`languages.${index}.fluency`}
              label="Fluency"
              placeholder="Native, C1, …"
            />
          </FieldGrid>
        )}
      />
    </CvSectionCard>
  );
}
