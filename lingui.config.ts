import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalog per language. The product shows English and Portuguese side by side
 * (docs/product/texts-and-validation.md, "Languages"), so a message is not translated: it lives only in
 * the catalog of the language the product gives it.
 * The Vite plugin (`@lingui/vite-plugin`) compiles a catalog when it is imported.
 */
export default defineConfig({
  locales: ['en', 'pt-BR'],
  catalogs: [{ path: '<rootDir>/packages/ui/src/i18n/locales/{locale}', include: [] }],
  format: formatter({ explicitIdAsDefault: true, origins: false }),
});
