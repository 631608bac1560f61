/** The six services of the suite, as WinHub names them. */
export type ServiceKey = 'market' | 'auth' | 'ads' | 'erp' | 'meet' | 'wms';

export interface StandInOptions {
  service: ServiceKey;
  /** How people call it ("WinHub ERP"). */
  displayName: string;
  /** WinHub's public origin: links back to it, and the issuer of its tokens. */
  winhubOrigin: string;
  /** Where this stand-in reaches WinHub's api (defaults to `winhubOrigin`; in-process stand-ins use loopback). */
  winhubApiOrigin?: string;
  clientId: string;
  clientSecret: string;
  /** A JSON file that keeps the sessions across restarts; none: kept in memory. */
  sessionFile?: string | null;
}
