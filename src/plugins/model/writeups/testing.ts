/*
 * The plugin's entry for other modules' tests (eslint.config.mjs keeps it out of the site): a write-up fixture, write-up
 * summaries and a whole fixture site loaded through the plugin.
 */
export {writeupFixture} from './__tests__/writeupFixtures';
export {loadFixtureContent} from './__tests__/fixtureSite';
export {writeups as writeupSummaries} from './__tests__/summaryFixtures';
