import { BarChart3, Package, Store, Video } from 'lucide-react';
import { QuickActionCard, type QuickActionCardProps } from '../QuickActionCard/index.ts';
import { list } from './QuickActionList.css.ts';

export const defaultQuickActions: readonly QuickActionCardProps[] = [
  { title: 'Start Meeting', description: 'Open a video room in Meet', icon: Video },
  { title: 'View Reports', description: 'Sales and finance in the ERP', icon: BarChart3 },
  { title: 'Marketplace', description: 'Your store and orders', icon: Store },
  { title: 'Inventory', description: 'Stock levels in the WMS', icon: Package },
];

export type QuickActionListProps = {
  actions?: readonly QuickActionCardProps[];
};

/** The four quick-action cards of the dashboard: Start Meeting, View Reports, Marketplace, Inventory. */
export function QuickActionList({ actions = defaultQuickActions }: QuickActionListProps) {
  return (
    <ul className={list}>
      {actions.map((action) => (
        <li key={action.title}>
          <QuickActionCard {...action} />
        </li>
      ))}
    </ul>
  );
}
