import {pageTypes} from '../../scripts/bench/pageTypes';

/** The page types as URLs relative to Playwright's baseURL. */
export const pageTypeUrls = Object.entries(pageTypes).map(
  ([name, route]) => [name, `.${route}`] as const,
);
