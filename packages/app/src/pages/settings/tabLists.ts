// The Team and Activity tabs' lists, searched and paged by the server. Apart from the tabs: their code
// comes after the settings page's first paint, and the page's loader asks for the first page of people.

/** How long a typed search waits after a keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;
export const MEMBERS_PAGE_SIZE = 25;
