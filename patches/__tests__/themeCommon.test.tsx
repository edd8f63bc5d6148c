// @vitest-environment happy-dom
/**
 * @docusaurus+theme-common+3.10.2.patch, change by change: each test describes what a reader's browser
 * does differently with the patch, and fails on the unpatched file.
 */
import React, {Suspense, use, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {createRoot, hydrateRoot} from 'react-dom/client';
import {act} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {useShallowMemoObject} from '../../node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js';
import {useWindowSize} from '../../node_modules/@docusaurus/theme-common/lib/hooks/useWindowSize.js';
import {useCodeWordWrap} from '../../node_modules/@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js';
import {
  ColorModeProvider,
  useColorMode,
} from '../../node_modules/@docusaurus/theme-common/lib/contexts/colorMode.js';

// The site's colour-mode settings (docusaurus.config.ts): a default mode, the system's preference not followed.
vi.mock('../../node_modules/@docusaurus/theme-common/lib/utils/useThemeConfig.js', () => ({
  useThemeConfig: () => ({
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
  }),
}));

const containers: HTMLElement[] = [];
function mount(html = ''): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  containers.push(container);
  return container;
}
afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
  vi.restoreAllMocks();
});

describe('useShallowMemoObject (utils/reactUtils.js)', () => {
  it('keeps one object for the same entries in any order, without a locale-aware comparison', async () => {
    // The first localeCompare of a page load builds an ICU collator: a long task on a phone.
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    const seen: object[] = [];
    function Reader({value}: {value: Record<string, number>}): ReactNode {
      seen.push(useShallowMemoObject(value));
      return null;
    }
    const root = createRoot(mount());
    await act(async () => root.render(<Reader value={{beta: 1, alpha: 2}} />));
    await act(async () => root.render(<Reader value={{alpha: 2, beta: 1}} />));
    await act(async () => root.render(<Reader value={{alpha: 3, beta: 1}} />));

    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
    expect(localeCompare).not.toHaveBeenCalled();
    root.unmount();
  });
});

describe('useWindowSize (hooks/useWindowSize.js)', () => {
  it('sets the first size in a transition: a layout that suspends keeps the page on screen', async () => {
    // A transition keeps showing what is on screen while its render waits; an urgent update would show the
    // fallback. The desktop layout here waits forever, so only a transition leaves the first render in place.
    const never = new Promise<never>(() => {});
    function WaitingLayout(): ReactNode {
      return use(never);
    }
    function Layout(): ReactNode {
      const size = useWindowSize();
      return size === 'ssr' ? <p>first render</p> : <WaitingLayout />;
    }
    const container = mount();
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <Suspense fallback={<p>fallback</p>}>
          <Layout />
        </Suspense>,
      ),
    );

    expect(container.textContent).toBe('first render');
    root.unmount();
  });
});

describe('useCodeWordWrap (hooks/useCodeWordWrap.js)', () => {
  it('hydrates a code block outside any tab without rendering it a second time', async () => {
    let renders = 0;
    function Block(): ReactNode {
      renders += 1;
      const {codeBlockRef} = useCodeWordWrap();
      return (
        <pre ref={codeBlockRef}>
          <code>echo hello</code>
        </pre>
      );
    }
    const container = mount(renderToString(<Block />));
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <Block />);
    });

    expect(renders).toBe(1);
  });

  it('measures a block the browser has not rendered yet only once it is rendered', async () => {
    function Block(): ReactNode {
      const {codeBlockRef, isCodeScrollable} = useCodeWordWrap();
      return (
        <pre ref={codeBlockRef} data-scrollable={String(isCodeScrollable)}>
          <code>a line longer than the block is wide</code>
        </pre>
      );
    }
    const container = mount(renderToString(<Block />));
    const block = container.querySelector('pre')!;
    // Off screen under content-visibility: auto; reading its width would lay it out.
    const scrollWidth = vi.fn(() => 900);
    Object.defineProperty(block, 'scrollWidth', {get: scrollWidth});
    Object.defineProperty(block, 'clientWidth', {get: () => 300});
    Object.assign(block.querySelector('code')!, {checkVisibility: () => false});

    await act(async () => {
      hydrateRoot(container, <Block />);
    });
    expect(scrollWidth).not.toHaveBeenCalled();
    expect(block.dataset.scrollable).toBe('false');

    await act(async () => {
      block.dispatchEvent(
        Object.assign(new Event('contentvisibilityautostatechange'), {skipped: false}),
      );
    });
    expect(scrollWidth).toHaveBeenCalled();
    expect(block.dataset.scrollable).toBe('true');
  });
});

describe('ColorModeProvider (contexts/colorMode.js)', () => {
  it("hydrates with the mode the theme script chose, so the page's readers are not rendered again", async () => {
    let renders = 0;
    function ModeReader(): ReactNode {
      renders += 1;
      const {colorMode, colorModeChoice} = useColorMode();
      return <span>{`${colorMode} ${String(colorModeChoice)}`}</span>;
    }
    // A reader's component is a child, as the theme's are: it renders again only when the context changes.
    const page = (
      <ColorModeProvider>
        <ModeReader />
      </ColorModeProvider>
    );
    const html = renderToString(page);
    expect(html).toContain('light light');
    // What the inline theme script sets before hydration when the reader has no stored choice.
    document.documentElement.setAttribute('data-theme', 'light');
    document.documentElement.setAttribute('data-theme-choice', 'light');
    const container = mount(html);
    renders = 0;
    await act(async () => {
      hydrateRoot(container, page);
    });

    expect(container.textContent).toBe('light light');
    expect(renders).toBe(1);
  });
});
