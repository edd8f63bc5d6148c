/*
 * The writeups plugin's public API for browser code (components, theme, pages): types, and helpers that
 * load nothing from Node. Node code imports the plugin's entry, src/plugins/model/writeups/index.ts.
 */
export type {ChallengeCardProps} from '../card';
export type {WriteupFrontMatter} from '../frontMatter';
export type {WriteupSummary} from '../summary';
export type {WriteupLink} from '../writeupLink';
export type {WriteupDocMetadata} from '../practiseNext';
export type {DocDescriptions} from '../trim';
export {describeWriteupFacts} from '../paths';
export {DocDescriptionsContext, useDocDescription} from './docDescriptions';
