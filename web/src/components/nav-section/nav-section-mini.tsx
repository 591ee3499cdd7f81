import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { NavPopoverMenu } from './nav-popover-menu';
import { navLinkProps } from './nav-item-link';
import { filterNavByRole, isPathActive } from './nav-utils';
import type { NavItemData, NavSectionProps } from './types';
import { useHoverMenu } from './use-hover-menu';

function NavItemMini({ item }: { item: NavItemData }) {
  const { pathname } = useLocation();
  const hasChildren = Boolean(item.children?.length);
  const active = isPathActive(item.path, pathname, hasChildren);
  const [anchorEl, setAnchorEl] = useState<HTMLDivElement | null>(null);
  const menu = useHoverMenu();
  const menuId = useId();
  const target = hasChildren ? { ...item, path: item.children?.[0]?.path ?? item.path } : item;

  return (
    <Box
      component="li"
      sx={{ listStyle: 'none' }}
      onMouseEnter={hasChildren ? menu.onEnter : undefined}
      onMouseLeave={hasChildren ? menu.onLeave : undefined}
    >
      <Box ref={setAnchorEl}>
        <ButtonBase
          {...navLinkProps(target, false)}
          disabled={item.disabled}
          aria-current={!hasChildren && active ? 'page' : undefined}
          aria-haspopup={hasChildren ? 'menu' : undefined}
          aria-expanded={hasChildren ? menu.open : undefined}
          aria-controls={hasChildren && menu.open ? menuId : undefined}
          onFocus={hasChildren ? menu.onEnter : undefined}
          data-active={active || undefined}
          sx={{
            position: 'relative',
            width: 1,
            minHeight: 56,
            px: 0.5,
            py: 1,
            gap: 0.5,
            borderRadius: 1,
            flexDirection: 'column',
            color: 'var(--layout-nav-text-secondary-color)',
            transition: 'background-color 120ms linear',
            '&:hover': { bgcolor: 'var(--layout-nav-item-hover-bg)' },
            '&[data-active]': {
              color: 'var(--layout-nav-item-active-color)',
              bgcolor: 'var(--layout-nav-item-active-bg)',
            },
            '&.Mui-disabled': { opacity: 0.48 },
          }}
        >
          <Box component="span" sx={{ display: 'inline-flex', '& svg': { fontSize: 22 } }}>
            {item.icon}
          </Box>
          <Box
            component="span"
            sx={{
              fontSize: '0.625rem',
              lineHeight: '16px',
              fontWeight: active ? 700 : 600,
              textAlign: 'center',
              width: 1,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {item.title}
          </Box>
          {hasChildren && (
            <ChevronRightRounded
              aria-hidden="true"
              sx={{
                position: 'absolute',
                top: 10,
                right: 2,
                fontSize: 16,
                '[dir=rtl] &': { transform: 'scaleX(-1)' },
              }}
            />
          )}
        </ButtonBase>
      </Box>
      {hasChildren && (
        <NavPopoverMenu
          id={menuId}
          anchorEl={anchorEl}
          open={menu.open}
          items={item.children ?? []}
          placement="right-start"
          onMouseEnter={menu.onEnter}
          onMouseLeave={menu.onLeave}
          onClose={menu.onClose}
        />
      )}
    </Box>
  );
}

/** Mini navigation (88px): icon + short title, children in a hover pop-up. */
export function NavSectionMini({ data, role }: NavSectionProps) {
  const groups = filterNavByRole(data, role);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, px: 0.75 }}>
      {groups.map((group, index) => (
        <Box
          key={group.subheader ?? index}
          component="ul"
          aria-label={group.subheader}
          sx={{
            m: 0,
            p: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 0.5,
            ...(index > 0 && {
              pt: 1,
              mt: 0.5,
              borderTop: '1px dashed var(--layout-nav-border-color)',
            }),
          }}
        >
          {group.items.map((item) => (
            <NavItemMini key={`${item.title}-${item.path}`} item={item} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
