import type {SiteStorage} from '@docusaurus/types';

/** What `docusaurus build` generates for this site (no storage settings in docusaurus.config.ts). */
const siteStorage: SiteStorage = {type: 'localStorage', namespace: ''};
export default siteStorage;
