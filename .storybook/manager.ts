import { addons } from 'storybook/manager-api';
import { darkDocsTheme } from './docsTheme.ts';

addons.setConfig({ theme: darkDocsTheme });
