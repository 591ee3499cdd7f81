import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { DismissReason } from '@jobfit/contracts';
import { useId, useState } from 'react';

export const DISMISS_REASON_TEXT: Record<
  DismissReason,
  { label: MessageDescriptor; detail: MessageDescriptor }
> = {
  not_requirement: {
    label: msg`Not a requirement`,
    detail: msg`The posting does not really ask for it`,
  },
  not_relevant: { label: msg`Not relevant`, detail: msg`It does not matter for this job` },
};

type KeywordDismissMenuProps = {
  keyword: string;
  disabled?: boolean;
  onDismiss: (keyword: string, reason: DismissReason) => void;
};

/** A keyword row's action: dismiss it as not a requirement or not relevant (decision 112). */
export function KeywordDismissMenu({ keyword, disabled, onDismiss }: KeywordDismissMenuProps) {
  const { t, i18n } = useLingui();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (reason: DismissReason) => {
    setAnchor(null);
    onDismiss(keyword, reason);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={t`Dismiss ${keyword}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={disabled}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertRounded fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': t`Dismiss ${keyword}`, dense: true } }}
      >
        <ListSubheader sx={{ lineHeight: 2.5, typography: 'overline', color: 'text.secondary' }}>
          <Trans>Dismiss “{keyword}”</Trans>
        </ListSubheader>
        {(Object.keys(DISMISS_REASON_TEXT) as DismissReason[]).map((reason) => (
          <MenuItem key={reason} onClick={() => choose(reason)}>
            <ListItemText
              primary={i18n._(DISMISS_REASON_TEXT[reason].label)}
              secondary={i18n._(DISMISS_REASON_TEXT[reason].detail)}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
