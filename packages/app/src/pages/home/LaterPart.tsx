import { type ComponentType, memo, type ReactNode, Suspense } from 'react';
import { HydratedMark } from '../../HydratedMark.tsx';

type LaterPartProps<Props extends object> = {
  /** The part, usually lazy: a component whose code the prerendered page hydrates without. */
  part: ComponentType<Props>;
  /** Shown while the part's code is on its way when it renders anew (a visit that arrives by navigation). */
  fallback?: ReactNode;
  // the props are the part's: inferred from it alone, so a missing one is an error
} & NoInfer<Props>;

/**
 * A part of the prerendered home page whose code comes after the page's: its HTML stays in place
 * until then, and presses held for it are answered once it has hydrated (HydratedMark). Memoized,
 * and given stable props only (module-level fallbacks, callbacks that keep their identity): an update
 * that reaches its boundary while it still waits would make React drop that HTML for the fallback.
 */
export const LaterPart = memo(function LaterPart<Props extends object>({
  part: Part,
  fallback = null,
  ...props
}: LaterPartProps<Props>) {
  return (
    <Suspense fallback={fallback}>
      <Part {...(props as Props)} />
      <HydratedMark />
    </Suspense>
  );
}) as <Props extends object>(props: LaterPartProps<Props>) => ReactNode;
