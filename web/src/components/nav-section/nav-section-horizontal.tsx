import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { NavPopoverMenu } from './nav-popover-menu';
import { navLinkProps } from './nav-item-link';
import { filterNavByRole, isPathActive } from './nav-utils';
import type { NavItemData, NavSectionProps } from './types';
import { useHoverMenu } from './use-hover-menu';

function NavItemHorizontal({ item }: { item: NavItemData }) {
  const { pathname } = useLocation();
  const hasChildren = Boolean(item.children?.length);
  const active = isPathActive(item.path, pathname, hasChildren);
  const [anchorEl, setAnchorEl] = useState<HTMLDivElement | null>(null);
  const menu = useHoverMenu();
  const menuId = useId();

  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', flexShrink: 0 }}
      onMouseEnter={hasChildren ? menu.onEnter : undefined}
      onMouseLeave={hasChildren ? menu.onLeave : undefined}
    >
      <Box ref={setAnchorEl}>
        <ButtonBase
          {...navLinkProps(item, hasChildren)}
          disabled={item.disabled}
          aria-current={!hasChildren && active ? 'page' : undefined}
          aria-haspopup={hasChildren ? 'menu' : undefined}
          aria-expanded={hasChildren ? menu.open : undefined}
          aria-controls={hasChildren && menu.open ? menuId : undefined}
          onClick={hasChildren ? menu.onEnter : undefined}
          data-active={active || undefined}
          sx={{
            gap: 1,
            height: 36,
            px: 1.25,
            borderRadius: 0.75,
            typography: 'body2',
            fontWeight: active ? 600 : 500,
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
          {item.title}
          {item.info}
          {hasChildren && <ExpandMoreRounded aria-hidden="true" sx={{ fontSize: 16 }} />}
        </ButtonBase>
      </Box>
      {hasChildren && (
        <NavPopoverMenu
          id={menuId}
          anchorEl={anchorEl}
          open={menu.open}
          items={item.children ?? []}
          placement="bottom-start"
          onMouseEnter={menu.onEnter}
          onMouseLeave={menu.onLeave}
          onClose={menu.onClose}
        />
      )}
    </Box>
  );
}

/** Horizontal navigation (a 64px bar in the header): groups side by side, dropdown children. */
export function NavSectionHorizontal({ data, role }: NavSectionProps) {
  const groups = filterNavByRole(data, role);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: 1, overflowX: 'auto' }}>
      {groups.map((group, index) => (
        <Box
          key={group.subheader ?? index}
          component="ul"
          aria-label={group.subheader}
          sx={{
            m: 0,
            p: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            ...(index > 0 && {
              pl: 1,
              ml: 0.5,
              borderLeft: '1px dashed var(--layout-nav-border-color)',
            }),
          }}
        >
          {group.items.map((item) => (
            <NavItemHorizontal key={`${item.title}-${item.path}`} item={item} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
