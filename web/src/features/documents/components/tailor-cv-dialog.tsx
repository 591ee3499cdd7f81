import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CV_TEMPLATE_IDS, Scan } from '@jobfit/contracts';
import { useMemo, useState } from 'react';
import { useMasterCv } from 'src/hooks/use-master-cv';
import { useCreateDocument } from '../hooks/use-create-document';
import { missingKeywords } from '../utils/missing-keywords';
import {
  type BulletOption,
  bulletOptions,
  type PlacementChoice,
  toPlacements,
} from '../utils/skill-placement';
import { CreateError } from './create-error';
import { TemplatePicker } from './template-picker';

type TailorCvDialogProps = { scan: Scan; open: boolean; onClose: () => void };

/**
 * The guided step of a tailored CV: the scan's missing keywords, none ticked, and the question
 * whether the user really has them. Only ticked ones are added: tailoring never invents a skill.
 */
export function TailorCvDialog({ scan, open, onClose }: TailorCvDialogProps) {
  const { t } = useLingui();
  const title = scan.title;
  const missing = useMemo(() => missingKeywords(scan), [scan]);
  const [confirmed, setConfirmed] = useState<string[]>([]);
  const confirmedCount = confirmed.length;
  const [template, setTemplate] = useState<(typeof CV_TEMPLATE_IDS)[number]>('classic');
  const [placement, setPlacement] = useState<Record<string, PlacementChoice>>({});
  const { data: master } = useMasterCv();
  const bullets = useMemo(() => (master ? bulletOptions(master.resume) : []), [master]);
  const { create, creating, error } = useCreateDocument();
  const toggle = (name: string) =>
    setConfirmed((prev) =>
      prev.includes(name) ? prev.filter((n) => n !== name) : [...prev, name],
    );

  return (
    <Dialog
      open={open}
      onClose={creating ? undefined : onClose}
      aria-labelledby="tailor-cv-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="tailor-cv-title">
        <Trans>Tailor your CV for {title}</Trans>
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {missing.length > 0 ? (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1">
              <Trans>Which of these do you really have?</Trans>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 1.5 }}>
              <Trans>
                The posting asks for these and your master CV does not show them. Tick only the ones
                you have used and could talk about in an interview: they are added to the tailored
                CV&apos;s skills, or named in a bullet you choose. Anything left unticked stays out.
                Your master CV is not changed.
              </Trans>
            </Typography>
            <FormGroup
              sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}
            >
              {missing.map((k) => (
                <FormControlLabel
                  key={k.name}
                  control={
                    <Checkbox
                      checked={confirmed.includes(k.name)}
                      onChange={() => toggle(k.name)}
                    />
                  }
                  label={
                    <span>
                      {k.name}
                      <Typography
                        component="span"
                        variant="caption"
                        sx={{ color: 'text.secondary', ml: 0.75 }}
                      >
                        {k.required ? t`required` : t`nice to have`}
                      </Typography>
                    </span>
                  }
                />
              ))}
            </FormGroup>
            {confirmed.length > 0 && bullets.length > 0 && (
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 2 }}>
                <Typography variant="subtitle2">
                  <Trans>Where should each one go?</Trans>
                </Typography>
                {confirmed.map((name) => (
                  <PlacementSelect
                    key={name}
                    skill={name}
                    bullets={bullets}
                    value={placement[name] ?? 'skills'}
                    onChange={(v) => setPlacement((prev) => ({ ...prev, [name]: v }))}
                  />
                ))}
              </Box>
            )}
          </Box>
        ) : (
          <Alert severity="success">
            <Trans>
              Your CV already shows every skill this posting names: nothing needs confirming.
            </Trans>
          </Alert>
        )}
        <Box>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            <Trans>Template</Trans>
          </Typography>
          <TemplatePicker value={template} onChange={setTemplate} />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans>
            We move your most relevant bullets up, write a summary around this job from what your CV
            shows, and order the sections for it. You can edit everything afterwards.
          </Trans>
        </Typography>
      </DialogContent>
      {/* Beside the button that caused it, never at the bottom of the scrolled content. */}
      {error && <CreateError error={error} />}
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button color="inherit" onClick={onClose} disabled={creating}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          variant="contained"
          loading={creating}
          onClick={() =>
            void create({
              scanId: scan.id,
              kind: 'cv',
              confirmedSkills: confirmed,
              placements: toPlacements(confirmed, placement),
              template,
            })
          }
        >
          {confirmed.length > 0
            ? plural(confirmedCount, {
                one: 'Create tailored CV with # confirmed skill',
                other: 'Create tailored CV with # confirmed skills',
              })
            : t`Create tailored CV`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type PlacementSelectProps = {
  skill: string;
  bullets: BulletOption[];
  value: PlacementChoice;
  onChange: (value: PlacementChoice) => void;
};

/** "Kubernetes → Skills section | a bullet of the master CV", bullets grouped by job. */
function PlacementSelect({ skill, bullets, value, onChange }: PlacementSelectProps) {
  const { t } = useLingui();
  const items: React.ReactNode[] = [
    <MenuItem key="skills" value="skills">
      <Trans>Skills section</Trans>
    </MenuItem>,
  ];
  let job = '';
  for (const b of bullets) {
    if (b.job !== job) {
      job = b.job;
      items.push(<ListSubheader key={`job-${b.value}`}>{job}</ListSubheader>);
    }
    items.push(
      <MenuItem key={b.value} value={b.value} sx={{ whiteSpace: 'normal', maxWidth: 560 }}>
        {b.text}
      </MenuItem>,
    );
  }
  return (
    <TextField
      select
      size="small"
      label={t`Add ${skill} to`}
      value={value}
      onChange={(e) => onChange(e.target.value as PlacementChoice)}
      slotProps={{
        select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
      }}
    >
      {items}
    </TextField>
  );
}
