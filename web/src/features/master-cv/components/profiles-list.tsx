import { Trans, useLingui } from '@lingui/react/macro';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { removeWithUndo } from '../hooks/remove-with-undo';
import { type CvFormValues, emptyEntry } from '../utils/resume-form';
import { CvTextField } from './cv-text-field';

/** LinkedIn, GitHub and other profiles: one compact row each. */
export function ProfilesList() {
  const { t } = useLingui();
  const { control, getValues } = useFormContext<CvFormValues>();
  const { fields, append, remove, insert } = useFieldArray({ control, name: 'basics.profiles' });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {fields.map((field, index) => {
        const position = index + 1;
        return (
          <Box
            key={field.id}
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr auto', sm: '160px 1fr auto' },
            }}
          >
            <CvTextField
              name={`basics.profiles.${index}.network`}
              label={t`Network`}
              placeholder={t`LinkedIn`}
            />
            <Box sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
              <CvTextField
                name={`basics.profiles.${index}.url`}
                label={t`Profile URL`}
                placeholder="https://linkedin.com/in/…"
                type="url"
              />
            </Box>
            <IconButton
              aria-label={t`Remove profile ${position}`}
              onClick={() => {
                const value = getValues(`basics.profiles.${index}`);
                const network = value.network;
                removeWithUndo({
                  what: network ? t`${network} profile` : t`Profile`,
                  index,
                  value,
                  remove,
                  insert,
                });
              }}
              sx={{ mt: 1 }}
            >
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<AddRounded />}
        onClick={() => append(emptyEntry.profiles())}
        sx={{ alignSelf: 'flex-start' }}
      >
        <Trans>Add profile</Trans>
      </Button>
    </Box>
  );
}
