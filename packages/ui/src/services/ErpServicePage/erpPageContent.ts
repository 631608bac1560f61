import { BarChart3, Landmark, Workflow } from 'lucide-react';
import type { ServicePageContent } from '../ServicePageLayout/ServicePageLayout.tsx';

/** /erp: the ERP (docs/product/services.md, "ERP page"). */
export const erpPageContent: ServicePageContent = {
  name: 'WinERP',
  tagline: 'Run the whole company from one system',
  intro: 'Finance, reporting and routine work connected, so every team works from the same numbers.',
  featuresTitle: 'Features',
  features: [
    {
      icon: Landmark,
      title: 'Financial management',
      description: 'Payables, receivables, cash flow and invoices in one ledger.',
    },
    {
      icon: BarChart3,
      title: 'Integrated BI',
      description: 'Dashboards and reports built from live company data.',
    },
    {
      icon: Workflow,
      title: 'Automation',
      description: 'Approvals, reminders and recurring tasks that run themselves.',
    },
  ],
  stepsTitle: 'How it works',
  steps: [
    { title: 'Connect your data', description: 'Bring in accounts, customers and suppliers.' },
    { title: 'Automate routines', description: 'Set the rules once; the ERP follows them.' },
    { title: 'Decide with BI', description: 'See results as they happen.' },
  ],
};
