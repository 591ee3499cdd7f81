import { Link as RouterLink } from 'react-router';
import { isExternalLink } from './nav-utils';
import type { NavItemData } from './types';

/** Props that make a ButtonBase a router link, an external link, or a plain button for parents. */
export function navLinkProps(item: NavItemData, asToggle: boolean) {
  if (asToggle) return { component: 'button' as const, type: 'button' as const };
  if (isExternalLink(item.path)) {
    return {
      component: 'a' as const,
      href: item.path,
      target: '_blank',
      rel: 'noopener noreferrer',
    };
  }
  return { component: RouterLink, to: item.path };
}
