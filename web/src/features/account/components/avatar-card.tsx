import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { AVATAR_MAX_BYTES } from '@jobfit/contracts';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'src/components/toaster/toaster';
import { useAuth } from 'src/hooks/use-auth';
import { getAvatarInitial, getAvatarUrl, getDisplayName } from 'src/utils/user-display';
import { errorMessage } from 'src/lib/api-error';
import { deleteAvatar, updateAvatar } from '../api/update-avatar';
import { AVATAR_ACCEPT, avatarFileError, cropToSquare } from '../utils/avatar-file';

type Prepared = { blob: Blob; url: string; name: string };

/** The profile picture: choose, see the square crop, upload; or remove it. */
export function AvatarCard() {
  const { t: tr } = useLingui();
  const { user, refetch } = useAuth();
  const input = useRef<HTMLInputElement>(null);
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const image = getAvatarUrl(user);

  useEffect(
    () => () => {
      if (prepared) URL.revokeObjectURL(prepared.url);
    },
    [prepared],
  );

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = avatarFileError(file);
    setError(problem);
    if (problem) return;
    try {
      const blob = await cropToSquare(file);
      if (blob.size > AVATAR_MAX_BYTES) {
        setError(t`The cropped image is still over 2 MB; try a smaller one.`);
        return;
      }
      setPrepared({ blob, url: URL.createObjectURL(blob), name: file.name });
    } catch (err) {
      setError(errorMessage(err, t`The image could not be read.`));
    }
  };

  const upload = async () => {
    if (!prepared) return;
    setBusy(true);
    try {
      await updateAvatar(prepared.blob, prepared.name);
      await refetch();
      setPrepared(null);
      toast.success(t`Profile picture updated`);
    } catch (err) {
      toast.error(errorMessage(err, t`The upload failed`));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteAvatar();
      await refetch();
      toast.success(t`Profile picture removed`);
    } catch (err) {
      toast.error(errorMessage(err, t`Could not remove the picture`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      sx={{
        p: 4,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        textAlign: 'center',
      }}
    >
      <Box
        sx={{
          p: 1,
          borderRadius: '50%',
          border: '1px dashed rgb(145 158 171 / 0.32)',
        }}
      >
        <Avatar
          src={image}
          alt={getDisplayName(user)}
          sx={{ width: 128, height: 128, fontSize: 48, bgcolor: 'primary.main' }}
        >
          {getAvatarInitial(user)}
        </Avatar>
      </Box>
      <Box>
        <Typography variant="subtitle1">{getDisplayName(user)}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {user?.email}
        </Typography>
      </Box>
      <input
        ref={input}
        type="file"
        accept={AVATAR_ACCEPT}
        hidden
        aria-label={tr`Profile picture file`}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<CloudUploadRounded />}
          onClick={() => input.current?.click()}
        >
          {image ? tr`Change picture` : tr`Upload picture`}
        </Button>
        {image && (
          <Button color="error" loading={busy && !prepared} onClick={() => void remove()}>
            <Trans>Remove</Trans>
          </Button>
        )}
      </Box>
      <Typography
        variant="caption"
        role={error ? 'alert' : undefined}
        sx={{ color: error ? 'error.main' : 'text.disabled', maxWidth: 240 }}
      >
        {error ?? tr`PNG, JPEG or WebP, 2 MB at most. We crop it to a centred square.`}
      </Typography>
      <Dialog
        open={prepared !== null}
        onClose={() => setPrepared(null)}
        aria-labelledby="avatar-preview-title"
      >
        <DialogTitle id="avatar-preview-title">
          <Trans>Your new picture</Trans>
        </DialogTitle>
        <DialogContent
          sx={{ display: 'flex', gap: 3, alignItems: 'center', justifyContent: 'center' }}
        >
          {prepared && (
            <>
              <Box
                component="img"
                src={prepared.url}
                alt={tr`Cropped preview`}
                sx={{ width: 200, height: 200, borderRadius: 2, objectFit: 'cover' }}
              />
              <Avatar
                src={prepared.url}
                alt={tr`Preview as an avatar`}
                sx={{ width: 72, height: 72 }}
              />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button variant="outlined" color="inherit" onClick={() => setPrepared(null)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="contained" loading={busy} onClick={() => void upload()}>
            <Trans>Use this picture</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
