import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { NavItemData } from 'src/components/nav-section/types';
import { paths } from 'src/routes/paths';
import { navData } from './nav-config-dashboard';

function allPaths(items: NavItemData[]): string[] {
  return items.flatMap((item) => [item.path, ...allPaths(item.children ?? [])]);
}

describe('navData', () => {
  it('reaches scan results and tailored documents from the side navigation', () => {
    const reachable = allPaths(navData(i18n).flatMap((group) => group.items));
    expect(reachable).toEqual(
      expect.arrayContaining([
        paths.dashboard.jobAnalyzer.root,
        paths.dashboard.jobAnalyzer.results,
        paths.dashboard.jobAnalyzer.tailoredDocuments,
        paths.dashboard.masterCv,
        paths.dashboard.jobTargets,
      ]),
    );
  });
});
