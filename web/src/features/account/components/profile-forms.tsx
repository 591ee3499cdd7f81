import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, SignUpInput } from '@jobfit/contracts';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toast } from 'src/components/toaster/toaster';
import { useAuth } from 'src/hooks/use-auth';
import { authClient } from 'src/lib/auth-client';
import { paths } from 'src/routes/paths';
import { SectionCard } from './section-card';
import { translatedResolver } from 'src/lib/i18n/contract-messages';

const NameForm = z.object({ name: SignUpInput.shape.name });
const EmailForm = z.object({ newEmail: SignUpInput.shape.email });
const PasswordForm = z
  .object({
    currentPassword: z.string().min(1, { error: () => t`Enter your current password` }),
    newPassword: SignUpInput.shape.password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: () => t`The passwords do not match`,
    path: ['confirmPassword'],
  });

const actions = { display: 'flex', justifyContent: 'flex-end', mt: 2.5 } as const;

/** Display name (Better Auth `updateUser`). */
export function NameCard() {
  const { t: tr } = useLingui();
  const { user, refetch } = useAuth();
  const form = useForm({
    resolver: translatedResolver(zodResolver(NameForm)),
    values: { name: user?.name ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(async ({ name }) => {
    const { error } = await authClient.updateUser({ name });
    if (error) {
      toast.error(error.message ?? t`Could not save your name`);
      return;
    }
    await refetch();
    toast.success(t`Name saved`);
  });
  return (
    <SectionCard
      title={tr`Profile`}
      description={tr`The name shown in the app and on your documents.`}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ mt: 3 }}>
        <TextField
          {...form.register('name')}
          label={tr`Name`}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
          autoComplete="name"
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
        />
        <Box sx={actions}>
          <Button type="submit" variant="contained" loading={isSubmitting} disabled={!isDirty}>
            <Trans>Save name</Trans>
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}

/** E-mail change: the new address receives a link and replaces the old one once verified. */
export function EmailCard() {
  const { t: tr } = useLingui();
  const { user } = useAuth();
  const email = user?.email;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: translatedResolver(zodResolver(EmailForm)),
    defaultValues: { newEmail: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ newEmail }) => {
    const { error } = await authClient.changeEmail({
      newEmail,
      callbackURL: paths.dashboard.accountSettings,
    });
    if (error) {
      form.setError('newEmail', { message: error.message ?? t`Could not change the address` });
      return;
    }
    setSentTo(newEmail);
    form.reset();
  });
  return (
    <SectionCard
      title={tr`E-mail address`}
      description={
        user?.emailVerified === false ? (
          <Trans>
            You sign in with <b>{email}</b> (not verified yet).
          </Trans>
        ) : (
          <Trans>
            You sign in with <b>{email}</b>.
          </Trans>
        )
      }
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ mt: 3 }}>
        {sentTo && (
          <Alert severity="info" sx={{ mb: 2.5 }}>
            <Trans>We sent a link to {sentTo}. Your address changes once you open it.</Trans>
          </Alert>
        )}
        <TextField
          {...form.register('newEmail')}
          label={tr`New e-mail address`}
          type="email"
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
          autoComplete="email"
          error={Boolean(errors.newEmail)}
          helperText={errors.newEmail?.message}
        />
        <Box sx={actions}>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            <Trans>Change e-mail</Trans>
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}

/** Password change; the server signs every other session out. */
export function PasswordCard({ onChanged }: { onChanged: () => void }) {
  const { t: tr } = useLingui();
  const min = PASSWORD_MIN_LENGTH;
  const form = useForm({
    resolver: translatedResolver(zodResolver(PasswordForm)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    const { error } = await authClient.changePassword({ currentPassword, newPassword });
    if (error) {
      const wrong = error.code === 'INVALID_PASSWORD' || error.status === 400;
      if (wrong) form.setError('currentPassword', { message: error.message ?? t`Wrong password` });
      else toast.error(error.message ?? t`Could not change the password`);
      return;
    }
    form.reset();
    onChanged();
    toast.success(t`Password changed; your other sessions were signed out`);
  });
  const field = (name: 'currentPassword' | 'newPassword' | 'confirmPassword', label: string) => (
    <TextField
      {...form.register(name)}
      label={label}
      type="password"
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
      autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
      error={Boolean(errors[name])}
      helperText={
        errors[name]?.message ??
        (name === 'newPassword' ? tr`At least ${min} characters` : undefined)
      }
    />
  );
  return (
    <SectionCard title={tr`Password`} description={tr`Changing it signs you out everywhere else.`}>
      <Box component="form" noValidate onSubmit={submit} sx={{ mt: 3, display: 'grid', gap: 2.5 }}>
        {field('currentPassword', tr`Current password`)}
        {field('newPassword', tr`New password`)}
        {field('confirmPassword', tr`Confirm new password`)}
        <Box sx={{ ...actions, mt: 0 }}>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            <Trans>Change password</Trans>
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
