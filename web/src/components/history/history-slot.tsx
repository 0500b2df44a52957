import { createContext, useContext, type ReactNode } from 'react';

import { Tabs } from '@/components/ui/tabs';

/** The targets whose dialogs offer a history tab. */
export type HistoryTarget = { kind: 'user' | 'movie' | 'series'; id: string };

/** Renders a target's history; provided by the app, which knows the audit feature. */
export type RenderHistory = (target: HistoryTarget) => ReactNode;

const HistorySlot = createContext<RenderHistory | null>(null);

/**
 * Lets the admin dialogs of one feature show another feature's history tab: the app
 * provides the renderer, the dialogs only ask for it (features never import each
 * other).
 */
export const HistoryProvider = HistorySlot.Provider;

type HistoryTabsProps = {
  target: HistoryTarget | null;
  /** The tab list's name and the tabs' labels (French texts of the caller). */
  labels: { tabs: string; details: string; history: string };
  children: ReactNode;
};

/** The dialog's content, beside a history tab when the app provides one and there
 * is a target (a form adding a title has none). */
export function HistoryTabs({ target, labels, children }: HistoryTabsProps) {
  const render = useContext(HistorySlot);
  if (!render || !target) return <>{children}</>;
  return (
    <Tabs
      label={labels.tabs}
      tabs={[
        { id: 'details', label: labels.details, content: children },
        { id: 'history', label: labels.history, content: render(target) },
      ]}
    />
  );
}
