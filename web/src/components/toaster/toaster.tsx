import { useColorScheme } from '@mui/material/styles';
import { Toaster as SonnerToaster } from 'sonner';

export { toast } from 'sonner';

/** Toast outlet (sonner), following the colour scheme. */
export function Toaster() {
  const { mode, systemMode } = useColorScheme();
  const resolved = mode === 'system' ? systemMode : mode;
  return (
    <SonnerToaster
      position="top-center"
      theme={resolved === 'dark' ? 'dark' : 'light'}
      richColors
      closeButton
      toastOptions={{ style: { borderRadius: 10, fontFamily: 'inherit' } }}
    />
  );
}
