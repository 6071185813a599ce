import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useRouteProgress } from './use-route-progress';

const phases: string[] = [];

function Layout() {
  phases.push(useRouteProgress());
  return <Outlet />;
}

// Real time outside act(): act() would hold the timer-driven updates until its scope ends.
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function setup(loaderMs: number) {
  return createMemoryRouter([
    {
      element: <Layout />,
      children: [
        { path: '/', element: null },
        {
          path: '/slow',
          element: null,
          loader: () => new Promise((resolve) => setTimeout(() => resolve(null), loaderMs)),
        },
      ],
    },
  ]);
}

function renderAndNavigate(router: ReturnType<typeof setup>, path: string) {
  render(<RouterProvider router={router} />);
  void router.navigate(path);
}

describe('useRouteProgress', () => {
  afterEach(() => {
    phases.length = 0;
    cleanup();
  });

  it('stays hidden for loads shorter than the 200 ms throttle', async () => {
    renderAndNavigate(setup(60), '/slow');
    await wait(400);
    expect(phases).not.toContain('running');
  });

  it('runs for longer loads, finishes, and hides 500 ms later', async () => {
    renderAndNavigate(setup(450), '/slow');
    await wait(300);
    expect(phases.at(-1)).toBe('running');
    await wait(250);
    expect(phases.at(-1)).toBe('finishing');
    await wait(550);
    expect(phases.at(-1)).toBe('idle');
  });
});
