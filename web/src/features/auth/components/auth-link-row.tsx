import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

type AuthLinkRowProps = { text: string; linkText: string; to: string };

export function AuthLinkRow({ text, linkText, to }: AuthLinkRowProps) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', mt: 3 }}>
      {text}{' '}
      <Link component={RouterLink} to={to} variant="subtitle2">
        {linkText}
      </Link>
    </Typography>
  );
}
