import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import { NavMenuGroups, NavMenuItem } from './nav-menu-item';
import type { NavItemData, NavSectionProps } from './types';

function NavItemMini({ item }: { item: NavItemData }) {
  return (
    <NavMenuItem
      item={item}
      parent="first-child"
      placement="right-start"
      buttonSx={() => ({
        position: 'relative',
        width: 1,
        minHeight: 56,
        px: 0.5,
        py: 1,
        gap: 0.5,
        borderRadius: 1,
        flexDirection: 'column',
      })}
    >
      {(active) => (
        <>
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
          {Boolean(item.children?.length) && (
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
        </>
      )}
    </NavMenuItem>
  );
}

/** Mini navigation (88px): icon + short title, children in a hover pop-up. */
export function NavSectionMini({ data, role }: NavSectionProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, px: 0.75 }}>
      <NavMenuGroups data={data} role={role} direction="column" Item={NavItemMini} />
    </Box>
  );
}
