import type { ReactNode } from 'react';

/** One navigation entry; `path` starting with http is an external link. */
export type NavItemData = {
  title: string;
  path: string;
  icon?: ReactNode;
  info?: ReactNode;
  caption?: string;
  disabled?: boolean;
  children?: NavItemData[];
  allowedRoles?: readonly string[];
};

export type NavGroupData = { subheader?: string; items: NavItemData[] };

export type NavSectionProps = {
  data: NavGroupData[];
  role?: string;
  ariaLabel?: string;
};
