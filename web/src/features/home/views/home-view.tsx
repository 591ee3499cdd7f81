import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Logo } from 'src/components/logo/logo';
import { paths } from 'src/routes/paths';

const promises = [
  'Private: analysis runs on our own engine',
  'Explainable scores you can trace',
  'Honest tailoring, never invented experience',
];

/** The marketing home page; it exists but is not routed (spec §2). */
export function HomeView() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          height: 72,
          px: { xs: 2, md: 5 },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Logo withText />
        <Button component={RouterLink} to={paths.auth.signIn} variant="outlined" color="inherit">
          Sign in
        </Button>
      </Box>
      <Box
        component="main"
        sx={{ maxWidth: 880, mx: 'auto', px: 3, py: { xs: 8, md: 15 }, textAlign: 'center' }}
      >
        <Typography component="h1" variant="h2">
          See how well your CV fits the job — and why
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 3, fontSize: '1.125rem' }}>
          Jobfit matches your master CV against any job posting, explains every point of the score
          and helps you tailor honest documents.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', mt: 5 }}>
          <Button
            component={RouterLink}
            to={paths.auth.signUp}
            size="large"
            variant="contained"
            color="inherit"
          >
            Get started free
          </Button>
        </Box>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            mt: 6,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 3,
            justifyContent: 'center',
          }}
        >
          {promises.map((p) => (
            <Box
              component="li"
              key={p}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
            >
              <CheckCircleRounded color="primary" fontSize="small" />
              {p}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
