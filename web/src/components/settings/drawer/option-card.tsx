import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type OptionCardProps = {
  selected: boolean;
  onClick: () => void;
  label: string;
  /** The language of the label, when it names a language in that language ("Deutsch"). */
  lang?: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
};

/** A selectable tile of the settings drawer (a radio in a group). */
export function OptionCard({ selected, onClick, label, lang, children, sx }: OptionCardProps) {
  return (
    <ButtonBase
      role="radio"
      aria-checked={selected}
      aria-label={label}
      lang={lang}
      onClick={onClick}
      sx={[
        (theme) => ({
          flex: 1,
          minHeight: 56,
          borderRadius: 1.5,
          border: `1px solid ${theme.vars.palette.divider}`,
          color: 'text.disabled',
          flexDirection: 'column',
          gap: 0.75,
          transition: 'box-shadow 120ms linear, color 120ms linear',
          '&:hover': { bgcolor: 'action.hover' },
          ...(selected && {
            color: 'primary.main',
            bgcolor: 'background.paper',
            borderColor: 'transparent',
            boxShadow: `-8px 8px 20px -4px rgb(145 158 171 / 0.24), 0 0 0 1px rgb(145 158 171 / 0.12)`,
          }),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </ButtonBase>
  );
}
