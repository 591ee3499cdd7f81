import { useLingui } from '@lingui/react/macro';
import MenuRounded from '@mui/icons-material/MenuRounded';
import IconButton from '@mui/material/IconButton';

export function MenuButton({ onClick, open }: { onClick: () => void; open: boolean }) {
  const { t } = useLingui();
  return (
    <IconButton
      aria-label={t`Open navigation`}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onClick}
      sx={{ ml: -1 }}
    >
      <MenuRounded />
    </IconButton>
  );
}
