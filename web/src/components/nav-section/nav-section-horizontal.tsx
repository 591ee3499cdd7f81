import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import { NavMenuGroups, NavMenuItem } from './nav-menu-item';
import type { NavItemData, NavSectionProps } from './types';

function NavItemHorizontal({ item }: { item: NavItemData }) {
  return (
    <NavMenuItem
      item={item}
      parent="toggle"
      placement="bottom-start"
      itemSx={{ flexShrink: 0 }}
      buttonSx={(active) => ({
        gap: 1,
        height: 36,
        px: 1.25,
        borderRadius: 0.75,
        typography: 'body2',
        fontWeight: active ? 600 : 500,
      })}
    >
      {() => (
        <>
          {item.title}
          {item.info}
          {Boolean(item.children?.length) && (
            <ExpandMoreRounded aria-hidden="true" sx={{ fontSize: 16 }} />
          )}
        </>
      )}
    </NavMenuItem>
  );
}

/** Horizontal navigation (a 64px bar in the header): groups side by side, dropdown children. */
export function NavSectionHorizontal({ data, role }: NavSectionProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: 1, overflowX: 'auto' }}>
      <NavMenuGroups data={data} role={role} direction="row" Item={NavItemHorizontal} />
    </Box>
  );
}
