import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type Resume, ResumeBasics } from '@jobfit/contracts';
import { CvEntriesEditor } from './cv-entries-editor';

type Basics = Resume['basics'];
type Location = NonNullable<Basics['location']>;

type CvContactEditorProps = { basics: Basics; onChange: (basics: Basics) => void };

const FIELDS = [
  ['name', msg`Name`],
  ['label', msg`Headline`],
  ['email', msg`Email`],
  ['phone', msg`Phone`],
  ['url', msg`Website`],
] as const satisfies readonly (readonly [keyof Basics, MessageDescriptor])[];

const PLACE = [
  ['city', msg`City`],
  ['region', msg`Region or country`],
  ['countryCode', msg`Country code`],
] as const satisfies readonly (readonly [keyof Location, MessageDescriptor])[];

/**
 * The CV's head for this job: name, headline, contact details and profiles, as printed at the
 * top. Changes stay in this CV; the master CV keeps its own.
 */
export function CvContactEditor({ basics, onChange }: CvContactEditorProps) {
  const { t, i18n } = useLingui();
  const setPlace = (key: keyof Location, value: string) =>
    onChange({ ...basics, location: { ...basics.location, [key]: value } });
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 1 }}>
        {FIELDS.map(([key, label]) => {
          // The same rule the server saves with: say it here, not only as "Not saved".
          const issue = ResumeBasics.shape[key].safeParse(basics[key]).error?.issues[0]?.message;
          return (
            <TextField
              key={key}
              size="small"
              label={i18n._(label)}
              value={basics[key] ?? ''}
              error={Boolean(issue)}
              helperText={issue}
              onChange={(e) => onChange({ ...basics, [key]: e.target.value })}
            />
          );
        })}
        {PLACE.map(([key, label]) => (
          <TextField
            key={key}
            size="small"
            label={i18n._(label)}
            value={basics.location?.[key] ?? ''}
            onChange={(e) => setPlace(key, e.target.value)}
          />
        ))}
      </Box>
      {(basics.profiles?.length ?? 0) > 0 && (
        <CvEntriesEditor
          entries={basics.profiles ?? []}
          noun={t`profile`}
          heading={(p) => p.network}
          fields={[
            { key: 'network', label: t`Network` },
            { key: 'username', label: t`Username` },
            { key: 'url', label: t`Link`, wide: true },
          ]}
          onChange={(profiles) => onChange({ ...basics, profiles })}
        />
      )}
    </>
  );
}
