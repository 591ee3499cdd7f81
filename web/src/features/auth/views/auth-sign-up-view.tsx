import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, SignUpInput } from '@jobfit/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Field } from 'src/components/form/field';
import { PasswordField } from 'src/components/form/password-field';
import { authClient } from 'src/lib/auth-client';
import { paths } from 'src/routes/paths';
import { authErrorMessage } from '../api/auth-error-message';
import { translatedResolver } from 'src/lib/i18n/contract-messages';
import { FormHead, SubmitButton } from '../components/form-parts';
import { useReturnTo, withReturnTo } from '../hooks/use-return-to';

export function AuthSignUpView() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { raw } = useReturnTo();
  const [serverError, setServerError] = useState<string | null>(null);
  const methods = useForm<SignUpInput>({
    resolver: translatedResolver(zodResolver(SignUpInput)),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { handleSubmit, formState } = methods;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const { error } = await authClient.signUp.email({
      name: values.name,
      email: values.email,
      password: values.password,
    });
    // A duplicate address answers like a success on the server, so both lead to "check your inbox".
    if (error) {
      setServerError(authErrorMessage(error, t`Could not create the account, try again`));
      return;
    }
    navigate(withReturnTo(paths.auth.verify, raw, { email: values.email }), { replace: true });
  });

  return (
    <>
      <FormHead
        title={t`Create your Jobfit account`}
        description={
          <Trans>
            Already have an account?{' '}
            <Link
              component={RouterLink}
              to={withReturnTo(paths.auth.signIn, raw)}
              variant="subtitle2"
            >
              Sign in
            </Link>
          </Trans>
        }
      />
      <FormProvider {...methods}>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        >
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <Field name="name" label={t`Name`} autoComplete="name" autoFocus />
          <Field name="email" label={t`Email address`} type="email" autoComplete="email" />
          <PasswordField
            name="password"
            label={t`Password`}
            autoComplete="new-password"
            helperText={t`At least ${PASSWORD_MIN_LENGTH} characters.`}
          />
          <SubmitButton loading={formState.isSubmitting}>
            <Trans>Create account</Trans>
          </SubmitButton>
        </Box>
      </FormProvider>
      <Typography
        variant="caption"
        component="p"
        sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}
      >
        <Trans>We will send you a link to confirm your email address before you can sign in.</Trans>
      </Typography>
    </>
  );
}
