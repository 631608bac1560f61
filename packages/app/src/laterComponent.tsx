import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

/** A component whose code is not in its page's first load (see `Later`). */
export type LaterCode<Props> = {
  /** Asks for the code (once; a failed fetch is tried again by the next call). */
  load(): Promise<ComponentType<Props>>;
  /** The component once its code is here, else null. */
  readonly loaded: ComponentType<Props> | null;
};

export function laterCode<Props>(importPart: () => Promise<ComponentType<Props>>): LaterCode<Props> {
  let loading: Promise<ComponentType<Props>> | null = null;
  let loaded: ComponentType<Props> | null = null;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      loading ??= importPart().then(
        (part) => {
          loaded = part;
          return part;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * Renders `fallback` until `code` has come, then the component with `props`, in the same commit as
 * the state that showed it. Ask for the code early (`code.load()` right after hydration, or on
 * intent). Not `React.lazy` in `Suspense`: React reveals a part that suspended on a 300 ms timer, even
 * when its code was already in the browser, so a press would wait for nothing.
 */
export function Later<Props extends object>({
  code,
  props,
  fallback = null,
}: {
  code: LaterCode<Props>;
  props: Props;
  fallback?: ReactNode;
}) {
  const [Loaded, setLoaded] = useState(() => code.loaded);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (Loaded) return;
    let current = true;
    code.load().then(
      (part) => current && setLoaded(() => part),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [code, Loaded]);
  // the route's error boundary shows a code that could not be fetched, as with React.lazy
  if (failure) throw failure;
  return Loaded ? <Loaded {...props} /> : fallback;
}
