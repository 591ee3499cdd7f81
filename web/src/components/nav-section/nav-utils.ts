import type { NavGroupData, NavItemData } from './types';

/** Hidden when the item names allowed roles and the user's role is not one of them. */
export function isHiddenForRole(
  allowedRoles: readonly string[] | undefined,
  role: string | undefined,
): boolean {
  if (!allowedRoles || allowedRoles.length === 0) return false;
  return !role || !allowedRoles.includes(role);
}

function filterItems(items: NavItemData[], role: string | undefined): NavItemData[] {
  return items
    .filter((item) => !isHiddenForRole(item.allowedRoles, role))
    .map((item) =>
      item.children ? { ...item, children: filterItems(item.children, role) } : item,
    );
}

/** The nav data without the items (at any depth) the role may not see; empty groups drop out. */
export function filterNavByRole(data: NavGroupData[], role: string | undefined): NavGroupData[] {
  return data
    .map((group) => ({ ...group, items: filterItems(group.items, role) }))
    .filter((group) => group.items.length > 0);
}

export function isExternalLink(path: string): boolean {
  return /^https?:\/\//.test(path);
}

/** Exact match, or for a parent any deeper path below it. */
export function isPathActive(itemPath: string, pathname: string, deep: boolean): boolean {
  if (isExternalLink(itemPath)) return false;
  const clean = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const item = clean(itemPath);
  const current = clean(pathname);
  return current === item || (deep && current.startsWith(`${item}/`));
}
