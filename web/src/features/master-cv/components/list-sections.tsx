import { useLingui } from '@lingui/react/macro';
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

const join = (...parts: string[]) => parts.filter((p) => p.trim()).join(' · ');

function WorkEntry({ index }: { index: number }) {
  const { t } = useLingui();
  const { control } = useFormContext<CvFormValues>();
  const current = useWatch({ control, name: `work.${index}.current` });
  const dateHelp = t`YYYY or YYYY-MM`;
  return (
    <FieldGrid>
      <CvTextField name={`work.${index}.position`} label={t`Job title`} />
      <CvTextField name={`work.${index}.name`} label={t`Company`} />
      <CvTextField
        name={`work.${index}.startDate`}
        label={t`Start date`}
        placeholder="2021-03"
        helperText={dateHelp}
      />
      <CvTextField
        name={`work.${index}.endDate`}
        label={t`End date`}
        placeholder={current ? t`Present` : '2023-08'}
        helperText={dateHelp}
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
              label={t`I currently work here`}
            />
          )}
        />
      </Box>
      <CvTextField name={`work.${index}.location`} label={t`Location`} />
      <CvTextField name={`work.${index}.url`} label={t`Company website`} type="url" />
      <CvTextField
        name={`work.${index}.summary`}
        label={t`Summary`}
        helperText={t`A line about the role, printed under the job title. Leave it empty to print none.`}
        multiline
        minRows={2}
        wide
      />
      <CvTextField
        name={`work.${index}.highlights`}
        label={t`Achievements`}
        helperText={t`One per line. Start with a verb and add a number when you can.`}
        multiline
        minRows={3}
        wide
      />
    </FieldGrid>
  );
}

export function WorkSection() {
  const { t } = useLingui();
  return (
    <CvSectionCard
      id="work"
      title={t`Experience`}
      description={t`Most recent first.`}
      icon={<WorkRounded />}
    >
      <EntryList
        section="work"
        labels={{ add: t`Add job`, untitled: t`New job`, item: (n) => t`job ${n}` }}
        summarize={(w) => join(w.position, w.name)}
        emptyText={t`No jobs yet. Add your most recent role first.`}
        renderEntry={(index) => <WorkEntry index={index} />}
      />
    </CvSectionCard>
  );
}

export function EducationSection() {
  const { t } = useLingui();
  const dateHelp = t`YYYY or YYYY-MM`;
  return (
    <CvSectionCard id="education" title={t`Education`} icon={<SchoolRounded />}>
      <EntryList
        section="education"
        labels={{ add: t`Add degree`, untitled: t`New degree`, item: (n) => t`degree ${n}` }}
        summarize={(e) => join(e.studyType, e.area, e.institution)}
        emptyText={t`No education yet.`}
        renderEntry={(index) => (
          <FieldGrid>
            <CvTextField name={`education.${index}.institution`} label={t`Institution`} wide />
            <CvTextField
              name={`education.${index}.studyType`}
              label={t`Degree`}
              placeholder={t`BSc`}
            />
            <CvTextField name={`education.${index}.area`} label={t`Field of study`} />
            <CvTextField
              name={`education.${index}.startDate`}
              label={t`Start date`}
              helperText={dateHelp}
            />
            <CvTextField
              name={`education.${index}.endDate`}
              label={t`End date`}
              helperText={dateHelp}
            />
            <CvTextField name={`education.${index}.score`} label={t`Grade`} />
            <CvTextField
              name={`education.${index}.courses`}
              label={t`Courses`}
              helperText={t`Comma-separated`}
            />
          </FieldGrid>
        )}
      />
    </CvSectionCard>
  );
}

export function SkillsSection() {
  const { t } = useLingui();
  return (
    <CvSectionCard
      id="skills"
      title={t`Skills`}
      description={t`Name each skill the way postings do: TypeScript, Kubernetes, SQL.`}
      icon={<CheckBoxRounded />}
    >
      <EntryList
        section="skills"
        labels={{ add: t`Add skill`, untitled: t`New skill`, item: (n) => t`skill ${n}` }}
        summarize={(k) => k.name}
        emptyText={t`No skills yet.`}
        renderEntry={(index) => (
          <FieldGrid>
            <CvTextField name={`skills.${index}.name`} label={t`Skill`} />
            <CvTextField
              name={`skills.${index}.level`}
              label={t`Level`}
              placeholder={t`Advanced`}
            />
            <CvTextField
              name={`skills.${index}.keywords`}
              label={t`Related keywords`}
              helperText={t`Comma-separated`}
              wide
            />
          </FieldGrid>
        )}
      />
    </CvSectionCard>
  );
}

export function ProjectsSection() {
  const { t } = useLingui();
  const dateHelp = t`YYYY or YYYY-MM`;
  return (
    <CvSectionCard id="projects" title={t`Projects`} icon={<RocketLaunchRounded />}>
      <EntryList
        section="projects"
        labels={{ add: t`Add project`, untitled: t`New project`, item: (n) => t`project ${n}` }}
        summarize={(p) => p.name}
        emptyText={t`No projects yet.`}
        renderEntry={(index) => (
          <FieldGrid>
            <CvTextField name={`projects.${index}.name`} label={t`Project name`} />
            <CvTextField name={`projects.${index}.url`} label={t`Link`} type="url" />
            <CvTextField
              name={`projects.${index}.startDate`}
              label={t`Start date`}
              helperText={dateHelp}
            />
            <CvTextField
              name={`projects.${index}.endDate`}
              label={t`End date`}
              helperText={dateHelp}
            />
            <CvTextField
              name={`projects.${index}.description`}
              label={t`Description`}
              multiline
              minRows={2}
              wide
            />
            <CvTextField
              name={`projects.${index}.highlights`}
              label={t`Highlights`}
              helperText={t`One per line`}
              multiline
              minRows={2}
              wide
            />
            <CvTextField
              name={`projects.${index}.keywords`}
              label={t`Technologies`}
              helperText={t`Comma-separated`}
              wide
            />
          </FieldGrid>
        )}
      />
    </CvSectionCard>
  );
}

export function CertificatesSection() {
  const { t } = useLingui();
  return (
    <CvSectionCard id="certificates" title={t`Certificates`} icon={<CardMembershipRounded />}>
      <EntryList
        section="certificates"
        labels={{
          add: t`Add certificate`,
          untitled: t`New certificate`,
          item: (n) => t`certificate ${n}`,
        }}
        summarize={(c) => join(c.name, c.issuer)}
        emptyText={t`No certificates yet.`}
        renderEntry={(index) => (
          <FieldGrid>
            <CvTextField name={`certificates.${index}.name`} label={t`Certificate`} />
            <CvTextField name={`certificates.${index}.issuer`} label={t`Issuer`} />
            <CvTextField
              name={`certificates.${index}.date`}
              label={t`Date`}
              helperText={t`YYYY or YYYY-MM`}
            />
            <CvTextField name={`certificates.${index}.url`} label={t`Link`} type="url" />
          </FieldGrid>
        )}
      />
    </CvSectionCard>
  );
}

export function LanguagesSection() {
  const { t } = useLingui();
  return (
    <CvSectionCard id="languages" title={t`Languages`} icon={<TranslateRounded />}>
      <EntryList
        section="languages"
        labels={{
          add: t`Add language`,
          untitled: t`New language`,
          item: (n) => t`language ${n}`,
        }}
        summarize={(l) => join(l.language, l.fluency)}
        emptyText={t`No languages yet.`}
        renderEntry={(index) => (
          <FieldGrid>
            <CvTextField name={`languages.${index}.language`} label={t`Language`} />
            <CvTextField
              name={`languages.${index}.fluency`}
              label={t`Fluency`}
              placeholder={t`Native, C1, …`}
            />
          </FieldGrid>
        )}
      />
    </CvSectionCard>
  );
}
