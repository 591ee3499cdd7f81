// The one registry of every path in the app; nothing else spells a route by hand.
export const paths = {
  root: '/',
  auth: {
    signIn: '/auth/sign-in',
    signUp: '/auth/sign-up',
    verify: '/auth/verify',
    resetPassword: '/auth/reset-password',
    updatePassword: '/auth/update-password',
  },
  emailVerify: '/email/verify',
  dashboard: {
    root: '/dashboard',
    onboarding: {
      root: '/onboarding',
      welcome: '/onboarding/welcome',
      uploadCv: '/onboarding/upload-cv',
      manualEntry: '/onboarding/manual-entry',
      uploadReview: '/onboarding/upload-review',
    },
    jobAnalyzer: {
      root: '/job-analyzer',
      results: '/job-analyzer/results',
      result: (id: string) => `/job-analyzer/results/${encodeURIComponent(id)}`,
      tailoredDocuments: '/job-analyzer/tailored-documents',
      tailoredDocument: (id: string) =>
        `/job-analyzer/tailored-documents/${encodeURIComponent(id)}`,
    },
    masterCv: '/master-cv',
    jobTargets: '/job-targets',
    accountSettings: '/account-settings',
    subscription: '/subscription',
    admin: '/admin',
  },
} as const;
