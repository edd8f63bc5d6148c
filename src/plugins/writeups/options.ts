import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type PluginOptions = {
  /** Docs folder, relative to the site directory. */
  readonly docsPath: string;
  /** Tags file, relative to the docs folder. */
  readonly tagsFile: string;
};

export const DEFAULT_OPTIONS: PluginOptions = {docsPath: 'docs', tagsFile: 'tags.yml'};

const optionsSchema = Joi.object<PluginOptions>({
  docsPath: Joi.string().default(DEFAULT_OPTIONS.docsPath),
  tagsFile: Joi.string().default(DEFAULT_OPTIONS.tagsFile),
});

export function validateOptions({validate, options}: OptionValidationContext<Partial<PluginOptions>, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
