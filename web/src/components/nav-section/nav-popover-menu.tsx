import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Popper, { type PopperPlacementType } from '@mui/material/Popper';
import { useLocation } from 'react-router';
import { navLinkProps } from './nav-item-link';
import { isPathActive } from './nav-utils';
import type { NavItemData } from './types';
import { customShadows } from 'src/theme/shadows';

type NavPopoverMenuProps = {
  anchorEl: HTMLElement | null;
  open: boolean;
  items: NavItemData[];
  placement: PopperPlacementType;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onClose: () => void;
  id: string;
};

/** The hover pop-up submenu of the mini and horizontal navigation. */
export function NavPopoverMenu({
  anchorEl,
  open,
  items,
  placement,
  onMouseEnter,
  onMouseLeave,
  onClose,
  id,
}: NavPopoverMenuProps) {
  const { pathname } = useLocation();
  return (
    <Popper
      open={open}
      anchorEl={anchorEl}
      placement={placement}
      transition
      sx={{ zIndex: 1300 }}
      modifiers={[{ name: 'offset', options: { offset: [0, 6] } }]}
    >
      {({ TransitionProps }) => (
        <Grow {...TransitionProps} timeout={120}>
          <Paper
            id={id}
            onMouseEnter={onMouseEnter}
            onMouseLeave={onMouseLeave}
            onKeyDown={(e) => e.key === 'Escape' && onClose()}
            sx={{
              p: 0.5,
              minWidth: 180,
              borderRadius: 1.5,
              boxShadow: customShadows.dropdown,
              border: '1px solid',
              borderColor: 'divider',
            }}
          >
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {items.map((child) => {
                const active = isPathActive(child.path, pathname, false);
                return (
                  <li key={`${child.title}-${child.path}`}>
                    <ButtonBase
                      {...navLinkProps(child, false)}
                      disabled={child.disabled}
                      aria-current={active ? 'page' : undefined}
                      onClick={onClose}
                      sx={{
                        width: 1,
                        justifyContent: 'flex-start',
                        px: 1.5,
                        minHeight: 36,
                        borderRadius: 0.75,
                        typography: 'body2',
                        fontWeight: active ? 600 : 500,
                        color: active ? 'text.primary' : 'text.secondary',
                        bgcolor: active ? 'action.selected' : 'transparent',
                        '&:hover': { bgcolor: 'action.hover' },
                      }}
                    >
                      {child.title}
                    </ButtonBase>
                  </li>
                );
              })}
            </Box>
          </Paper>
        </Grow>
      )}
    </Popper>
  );
}
