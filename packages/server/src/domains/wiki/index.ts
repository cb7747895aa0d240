import type { TDomain } from '../../platform/types.ts';
import { wikiAccountData } from './account-data.ts';
import { registerWikiRoutes } from './routes.ts';

/** Wiki: sub-communities, categories, folders, pages with attribute groups, files, revisions (docs/wiki.md). */
export const wikiDomain: TDomain = {
  name: 'wiki',
  register(app, deps) {
    deps.accountData.add('wiki', wikiAccountData);
    registerWikiRoutes(app, deps);
  },
};
