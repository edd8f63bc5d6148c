import {describe, expect, it} from 'vitest';
import * as tslibShim from '../tslibShim';
import {findMissingHelpers, usedTslibHelpers} from '../tslibHelpers';

describe('usedTslibHelpers', () => {
  it('finds helpers called through a CommonJS binding, a direct require and an ES import', () => {
    const source = [
      'const tslib_1 = require("tslib");',
      'const a = tslib_1.__importDefault(require("x")); tslib_1.__awaiter(this, void 0, void 0, f);',
      'var b = require(\'tslib\').__rest(o, ["k"]);',
      'import { __assign, __spreadArray as spread } from "tslib";',
      'const unrelated = other.__extends;',
    ].join('\n');
    expect([...usedTslibHelpers(source)].sort()).toEqual([
      '__assign',
      '__awaiter',
      '__importDefault',
      '__rest',
      '__spreadArray',
    ]);
  });
});

describe('findMissingHelpers', () => {
  const provided = new Set(Object.keys(tslibShim));

  it('accepts the helper the shim exports (the one @docusaurus/utils-common calls today)', () => {
    expect(
      findMissingHelpers(
        ['utils-common.js'],
        provided,
        () => 'const tslib_1 = require("tslib"); tslib_1.__importDefault(x);',
      ),
    ).toEqual(new Map());
  });

  it('names the module and the helpers the shim would leave undefined', () => {
    const missing = findMissingHelpers(
      ['new-dependency.js'],
      provided,
      () => 'const t = require("tslib"); t.__assign({}, a); t.__importDefault(b);',
    );
    expect(missing).toEqual(new Map([['new-dependency.js', ['__assign']]]));
  });
});
