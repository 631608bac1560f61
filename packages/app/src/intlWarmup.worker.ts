// The Intl calls react-aria's i18n module makes as it loads (see warmIntl.ts); then the worker ends.
Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
new Intl.Locale(navigator.language).maximize();
close();
