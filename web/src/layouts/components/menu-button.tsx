import MenuRounded from '@mui/icons-material/MenuRounded';
import IconButton from '@mui/material/IconButton';

export function MenuButton({ onClick, open }: { onClick: () => void; open: boolean }) {
  return (
    <IconButton
      aria-label="Open navigation"
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onClick}
      sx={{ ml: -1 }}
    >
      <MenuRounded />
    </IconButton>
  );
}
