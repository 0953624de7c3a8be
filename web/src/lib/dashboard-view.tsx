import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { createContext, type ReactNode, useContext } from 'react';

/** The header's mobile/desktop toggle: how the dashboard lays itself out. */
export type DashboardView = 'mobile' | 'desktop';

const DashboardViewContext = createContext<DashboardView>('mobile');

export function useDashboardView(): DashboardView {
  return useContext(DashboardViewContext);
}

export function DashboardViewProvider({ view, children }: { view: DashboardView; children: ReactNode }) {
  return <DashboardViewContext.Provider value={view}>{children}</DashboardViewContext.Provider>;
}

/** The chosen view, remembered on this device; until chosen, it follows the screen width. */
export function useDashboardViewSetting(): [DashboardView, (view: DashboardView) => void] {
  const isWide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const [stored, setStored] = useLocalStorage<DashboardView | null>({
    key: 'dashboard-view',
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  return [stored ?? (isWide ? 'desktop' : 'mobile'), setStored];
}
