import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PropsOf<Part> = Part extends ComponentType<infer Props> ? Props : never;

/** A lazy component made of the export `name` of the module that `load` brings. */
export function lazyExport<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<ComponentType<PropsOf<Module[Name]>>> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<PropsOf<Module[Name]>> }));
}
