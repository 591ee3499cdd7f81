import { useLingui } from '@lingui/react/macro';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import ListSubheader from '@mui/material/ListSubheader';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { navLinkProps } from './nav-item-link';
import { filterNavByRole, isExternalLink, isPathActive } from './nav-utils';
import type { NavItemData, NavSectionProps } from './types';

type ItemProps = { item: NavItemData; depth: number };

function NavItemVertical({ item, depth }: ItemProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const hasChildren = Boolean(item.children?.length);
  const active = isPathActive(item.path, pathname, hasChildren);
  const [open, setOpen] = useState(active);
  const listId = useId();

  // Open state follows the route: it opens on a matching path and resets when the route leaves.
  useEffect(() => {
    setOpen(active);
  }, [active, pathname]);

  const isRoot = depth === 0;
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <ButtonBase
        {...navLinkProps(item, hasChildren)}
        disabled={item.disabled}
        aria-current={!hasChildren && active ? 'page' : undefined}
        aria-expanded={hasChildren ? open : undefined}
        aria-controls={hasChildren ? listId : undefined}
        onClick={hasChildren ? () => setOpen((v) => !v) : undefined}
        data-active={active || undefined}
        sx={{
          width: 1,
          gap: 1.5,
          minHeight: isRoot ? 44 : 36,
          px: 1.5,
          py: item.caption ? 0.75 : 0.5,
          borderRadius: 1,
          justifyContent: 'flex-start',
          textAlign: 'start',
          color: 'var(--layout-nav-text-secondary-color)',
          transition: 'background-color 120ms linear, color 120ms linear',
          '&:hover': { bgcolor: 'var(--layout-nav-item-hover-bg)' },
          '&[data-active]': isRoot
            ? {
                color: 'var(--layout-nav-item-active-color)',
                bgcolor: 'var(--layout-nav-item-active-bg)',
                '&:hover': { bgcolor: 'var(--layout-nav-item-active-hover-bg)' },
              }
            : { color: 'var(--layout-nav-text-primary-color)' },
          '&.Mui-disabled': { opacity: 0.48 },
        }}
      >
        {isRoot ? (
          <Box
            component="span"
            sx={{
              display: 'inline-flex',
              width: 24,
              height: 24,
              flexShrink: 0,
              '& svg': { fontSize: 24 },
            }}
          >
            {item.icon}
          </Box>
        ) : (
          <Box
            component="span"
            aria-hidden="true"
            sx={{
              width: 24,
              display: 'inline-flex',
              justifyContent: 'center',
              '&::before': {
                content: '""',
                width: 4,
                height: 4,
                borderRadius: '50%',
                bgcolor: 'currentColor',
                transform: active ? 'scale(2)' : 'none',
                transition: 'transform 120ms linear',
              },
            }}
          />
        )}
        <Box
          component="span"
          sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
        >
          <Box
            component="span"
            sx={{
              typography: 'body2',
              fontWeight: active ? 600 : 500,
              lineHeight: '22px',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {item.title}
          </Box>
          {item.caption && (
            <Box
              component="span"
              sx={{
                typography: 'caption',
                color: 'var(--layout-nav-text-secondary-color)',
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {item.caption}
            </Box>
          )}
        </Box>
        {item.info && (
          <Box component="span" sx={{ display: 'inline-flex', ml: 'auto' }}>
            {item.info}
          </Box>
        )}
        {isExternalLink(item.path) && (
          <OpenInNewRounded sx={{ fontSize: 16 }} aria-label={t`(opens in a new tab)`} />
        )}
        {hasChildren && (
          <ExpandMoreRounded
            aria-hidden="true"
            sx={{
              fontSize: 18,
              transition: 'transform 120ms linear',
              transform: open ? 'none' : 'rotate(-90deg)',
              '[dir=rtl] &': { transform: open ? 'none' : 'rotate(90deg)' },
            }}
          />
        )}
      </ButtonBase>
      {hasChildren && (
        <Collapse in={open} unmountOnExit>
          <NavList id={listId} items={item.children ?? []} depth={depth + 1} />
        </Collapse>
      )}
    </Box>
  );
}

function NavList({ items, depth, id }: { items: NavItemData[]; depth: number; id?: string }) {
  return (
    <Box
      component="ul"
      id={id}
      sx={{
        m: 0,
        p: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        ...(depth > 0 && { mt: 0.5, pl: 0 }),
      }}
    >
      {items.map((item) => (
        <NavItemVertical key={`${item.title}-${item.path}`} item={item} depth={depth} />
      ))}
    </Box>
  );
}

/** Vertical navigation: groups with subheaders and nested, collapsible items. */
export function NavSectionVertical({ data, role }: NavSectionProps) {
  const groups = filterNavByRole(data, role);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, px: 2 }}>
      {groups.map((group) => (
        <Box key={group.subheader ?? 'group'} component="section" aria-label={group.subheader}>
          {group.subheader && (
            <ListSubheader
              disableSticky
              component="h2"
              sx={{
                bgcolor: 'transparent',
                px: 1.5,
                pt: 2,
                pb: 1,
                lineHeight: '18px',
                typography: 'overline',
                fontSize: '0.6875rem',
                // Secondary, not disabled: grey 500 on white fails WCAG AA contrast (decision 090).
                color: 'var(--layout-nav-text-secondary-color)',
              }}
            >
              {group.subheader}
            </ListSubheader>
          )}
          <NavList items={group.items} depth={0} />
        </Box>
      ))}
    </Box>
  );
}
