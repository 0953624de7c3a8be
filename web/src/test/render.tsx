import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, type RenderResult, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from '../theme';

export type RenderOptions = {
  queryClient?: QueryClient;
  /** Where the component is mounted; the router knows this path plus `otherPaths`. */
  path?: string;
  /** Paths the component may navigate to; each renders 'Navigated to {path}'. */
  otherPaths?: readonly string[];
};

export type Rendered = RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
  router: ReturnType<typeof createRouter>;
};

/**
 * Renders a component inside Mantine, a fresh query client (SPEC defaults)
 * and a memory router, as the app does. Navigation away is visible as text.
 */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Promise<Rendered> {
  const queryClient = options.queryClient ?? createQueryClient();
  const path = options.path ?? '/';
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path, component: () => ui }),
    ...(options.otherPaths ?? [])
      .filter((other) => other !== path)
      .map((other) =>
        createRoute({ getParentRoute: () => rootRoute, path: other, component: () => <p>Navigated to {other}</p> }),
      ),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
  const user = userEvent.setup();
  const result = render(
    // env="test": no transitions, and popovers are not hidden for lack of layout (jsdom measures nothing).
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <Notifications limit={1} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  await router.load();
  return { ...result, user, queryClient, router: router as unknown as ReturnType<typeof createRouter> };
}

export { screen };
