import { useLingui } from '@lingui/react/macro';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import {
  getAvatarInitial,
  getAvatarUrl,
  getDisplayName,
  type DisplayUser,
} from 'src/utils/user-display';

type UserAvatarProps = {
  user: DisplayUser | null;
  size: number;
  isFree: boolean;
  showBadge?: boolean;
};

/** Avatar (image, else initial) inside a primary gradient ring, with a Free or Pro badge. */
export function UserAvatar({ user, size, isFree, showBadge = true }: UserAvatarProps) {
  const { t } = useLingui();
  const avatar = (
    <Box
      sx={{
        p: '2px',
        borderRadius: '50%',
        background:
          'conic-gradient(from 180deg, var(--palette-primary-light), var(--palette-primary-dark), var(--palette-primary-light))',
        display: 'inline-flex',
      }}
    >
      <Avatar
        src={getAvatarUrl(user)}
        alt={getDisplayName(user)}
        sx={{
          width: size,
          height: size,
          border: '2px solid',
          borderColor: 'background.paper',
          bgcolor: 'primary.lighter',
          color: 'primary.darker',
          fontSize: size * 0.42,
        }}
      >
        {getAvatarInitial(user)}
      </Avatar>
    </Box>
  );
  if (!showBadge) return avatar;
  return (
    <Badge
      overlap="circular"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      badgeContent={isFree ? t`Free` : t`Pro`}
      color={isFree ? 'default' : 'primary'}
      sx={{
        '& .MuiBadge-badge': {
          height: 16,
          minWidth: 0,
          px: 0.5,
          fontSize: '0.625rem',
          fontWeight: 700,
          border: '2px solid',
          borderColor: 'background.paper',
          ...(isFree && { bgcolor: 'grey.300', color: 'grey.800' }),
        },
      }}
    >
      {avatar}
    </Badge>
  );
}
