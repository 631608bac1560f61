import type { ReactNode } from 'react';
import { Tabs as AriaTabs, Tab, TabList, TabPanel } from 'react-aria-components';
import { panel, tab, tabList, tabs } from './Tabs.css.ts';

export type TabItem = {
  id: string;
  label: string;
  /** Shown after the label, e.g. a 'Coming Soon' badge. */
  badge?: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
};

export type TabsProps = {
  items: readonly TabItem[];
  /** Names the tab list for screen readers, e.g. 'Organization settings'. */
  label: string;
  selectedId?: string;
  defaultSelectedId?: string;
  onSelectionChange?: (id: string) => void;
};

/** Sections of one page behind tabs; arrow keys move between tabs. */
export function Tabs({ items, label, selectedId, defaultSelectedId, onSelectionChange }: TabsProps) {
  return (
    <AriaTabs
      className={tabs}
      selectedKey={selectedId}
      defaultSelectedKey={selectedId === undefined ? (defaultSelectedId ?? items[0]?.id) : undefined}
      onSelectionChange={(key) => onSelectionChange?.(String(key))}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
    >
      <TabList aria-label={label} className={tabList}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={tab}>
            {item.label}
            {item.badge}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
