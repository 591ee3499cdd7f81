import { expect, mailbox, newUserFields, saveScreenshot, test } from './fixtures.ts';

test.describe('authentication journey', () => {
  test('sign up, verify by e-mail, sign in, reach the dashboard, sign out', async ({ page }) => {
    const user = newUserFields();

    await page.goto('/auth/sign-up');
    await saveScreenshot(page, 'auth-sign-up');
    await page.getByLabel('Name').fill(user.name);
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/auth\/verify/);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await saveScreenshot(page, 'auth-check-inbox');

    // Signing in before verifying is refused with a clear message.
    await page.goto('/auth/sign-in');
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText(/verify your e-?mail/i).first()).toBeVisible();

    // The link in the real e-mail verifies the address and signs the user in.
    const mail = await mailbox.waitFor(user.email, /verify/i);
    expect(mail.text).toContain(`Hi ${user.name},`);
    await page.goto(mailbox.link(mail, `${new URL(page.url()).origin}/auth/verify?token=`));
    await expect(page).toHaveURL(/\/(dashboard|onboarding)/);

    // Finish onboarding so the dashboard shows (its steps have their own tests).
    expect((await page.request.post('/api/me/onboarding', { data: {} })).status()).toBe(200);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner')).toBeVisible();

    // Sign out from the account drawer.
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fdashboard/);

    // Sign in with the form and land on the dashboard.
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('returnTo: a guarded page sends a visitor to sign in and back', async ({ page }) => {
    const user = newUserFields();
    const res = await page.request.post('/api/auth/sign-up/email', { data: user });
    expect(res.status()).toBe(200);
    const mail = await mailbox.waitFor(user.email, /verify/i);
    const token = new URL(mailbox.link(mail, 'http')).searchParams.get('token');
    // Verify through the API, then drop the session so the browser starts signed out.
    const verify = await page.context().request.get(`/api/auth/verify-email?token=${token}`);
    expect(verify.status()).toBe(200);
    expect((await page.request.post('/api/me/onboarding', { data: {} })).status()).toBe(200);
    await page.context().clearCookies();

    await page.goto('/job-targets');
    await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fjob-targets$/);
    await saveScreenshot(page, 'auth-sign-in');
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/job-targets$/);

    // Signed in, the sign-in page sends the visitor on to returnTo (or the dashboard).
    await page.goto('/auth/sign-in?returnTo=%2Fmaster-cv');
    await expect(page).toHaveURL(/\/master-cv$/);
    await page.goto('/auth/sign-up');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('wrong password shows the server message and keeps what was typed', async ({ page }) => {
    await page.goto('/auth/sign-in');
    await page.getByLabel('Email address').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue('nobody@example.com');
  });

  test('forgot password: the e-mailed link sets a new password', async ({ page }) => {
    const user = newUserFields();
    await page.request.post('/api/auth/sign-up/email', { data: user });
    const verifyMail = await mailbox.waitFor(user.email, /verify/i);
    await page.request.get(
      `/api/auth/verify-email?token=${new URL(mailbox.link(verifyMail, 'http')).searchParams.get('token')}`,
    );
    await page.context().clearCookies();

    await page.goto('/auth/reset-password');
    await page.getByLabel('Email address').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/if an account exists/i)).toBeVisible();

    const mail = await mailbox.waitFor(user.email, /reset your jobfit password/i);
    await page.goto(mailbox.link(mail, 'http'));
    await expect(page).toHaveURL(/\/auth\/update-password\?token=/);
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Confirm new password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(
      page.getByText(/password (has been |was )?(updated|changed)/i).first(),
    ).toBeVisible();

    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: user.email, password: 'a-brand-new-password' },
    });
    expect(signIn.status()).toBe(200);
  });

  test('unknown paths show the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText(/not found|404/i).first()).toBeVisible();
  });
});
