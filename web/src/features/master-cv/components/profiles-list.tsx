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
  const { control, getValues } = useFormContext<CvFormValues>();
  const { fields, append, remove, insert } = useFieldArray({ control, name: 'basics.profiles' });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {fields.map((field, index) => (
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
            label="Network"
            placeholder="LinkedIn"
          />
          <Box sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
            <CvTextField
              name={`basics.profiles.${index}.url`}
              label="Profile URL"
              placeholder="https://linkedin.com/in/…"
              type="url"
            />
          </Box>
          <IconButton
            aria-label={`Remove profile ${index + 1}`}
            onClick={() => {
              const value = getValues(`basics.profiles.${index}`);
              removeWithUndo({
                what: value.network ? `${value.network} profile` : 'Profile',
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
      ))}
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<AddRounded />}
        onClick={() => append(emptyEntry.profiles())}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add profile
      </Button>
    </Box>
  );
}
