import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { type ReactNode, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { NavPopoverMenu } from './nav-popover-menu';
import { navLinkProps } from './nav-item-link';
import { filterNavByRole, isPathActive } from './nav-utils';
import type { NavItemData, NavSectionProps } from './types';
import { useHoverMenu } from './use-hover-menu';

interface NavMenuItemProps {
  item: NavItemData;
  /**
   * A parent item's button: `toggle` opens its menu on click (horizontal); `first-child` leads to
   * its first child and opens the menu on focus (mini, where a click should go somewhere).
   */
  parent: 'toggle' | 'first-child';
  /** Where the children's menu opens. */
  placement: 'bottom-start' | 'right-start';
  /** The list item's own layout. */
  itemSx?: Record<string, unknown>;
  /** The button's shape and type, given whether the item is active. */
  buttonSx: (active: boolean) => Record<string, unknown>;
  /** What the button shows beside the icon, given whether the item is active. */
  children: (active: boolean) => ReactNode;
}

/**
 * A top-level item of the horizontal and mini navigations: a link, or for an item with children a
 * button whose children open in a pop-up menu on hover (and on click or focus).
 */
export function NavMenuItem({
  item,
  parent,
  placement,
  itemSx,
  buttonSx,
  children,
}: NavMenuItemProps) {
  const { pathname } = useLocation();
  const hasChildren = Boolean(item.children?.length);
  const active = isPathActive(item.path, pathname, hasChildren);
  const [anchorEl, setAnchorEl] = useState<HTMLDivElement | null>(null);
  const menu = useHoverMenu();
  const menuId = useId();
  const toggle = hasChildren && parent === 'toggle';
  const target =
    hasChildren && parent === 'first-child'
      ? { ...item, path: item.children?.[0]?.path ?? item.path }
      : item;

  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', ...itemSx }}
      onMouseEnter={hasChildren ? menu.onEnter : undefined}
      onMouseLeave={hasChildren ? menu.onLeave : undefined}
    >
      <Box ref={setAnchorEl}>
        <ButtonBase
          {...navLinkProps(target, toggle)}
          disabled={item.disabled}
          aria-current={!hasChildren && active ? 'page' : undefined}
          aria-haspopup={hasChildren ? 'menu' : undefined}
          aria-expanded={hasChildren ? menu.open : undefined}
          aria-controls={hasChildren && menu.open ? menuId : undefined}
          onClick={toggle ? menu.onEnter : undefined}
          onFocus={hasChildren && !toggle ? menu.onEnter : undefined}
          data-active={active || undefined}
          sx={{
            ...buttonSx(active),
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
          {children(active)}
        </ButtonBase>
      </Box>
      {hasChildren && (
        <NavPopoverMenu
          id={menuId}
          anchorEl={anchorEl}
          open={menu.open}
          items={item.children ?? []}
          placement={placement}
          onMouseEnter={menu.onEnter}
          onMouseLeave={menu.onLeave}
          onClose={menu.onClose}
        />
      )}
    </Box>
  );
}

/**
 * The groups of the horizontal (`row`) and mini (`column`) navigations: one list each, items by
 * `Item`, a dashed line between groups.
 */
export function NavMenuGroups({
  data,
  role,
  direction,
  Item,
}: NavSectionProps & {
  direction: 'row' | 'column';
  Item: (props: { item: NavItemData }) => ReactNode;
}) {
  const row = direction === 'row';
  return filterNavByRole(data, role).map((group, index) => (
    <Box
      key={group.subheader ?? index}
      component="ul"
      aria-label={group.subheader}
      sx={{
        m: 0,
        p: 0,
        display: 'flex',
        ...(row ? { alignItems: 'center' } : { flexDirection: 'column' }),
        gap: 0.5,
        ...(index > 0 &&
          (row
            ? { pl: 1, ml: 0.5, borderLeft: '1px dashed var(--layout-nav-border-color)' }
            : { pt: 1, mt: 0.5, borderTop: '1px dashed var(--layout-nav-border-color)' })),
      }}
    >
      {group.items.map((item) => (
        <Item key={`${item.title}-${item.path}`} item={item} />
      ))}
    </Box>
  ));
}
