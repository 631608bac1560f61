// A module without the catalogs: a part that needs only the language does not bring the texts.

/** The document's language (`<html lang>`); dates, money and numbers are formatted in it. */
export const pageLang = 'en';
/** The spec's Portuguese passages: the element showing one carries `lang={portugueseLang}`. */
export const portugueseLang = 'pt-BR';
