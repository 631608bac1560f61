/**
 * Analytics events: hero and pricing clicks send a category and a label
 * (docs/product/api-calls.md, "Analytics").
 *
 * `track` hands each event to the current sink. The default sink drops events, so nothing leaves
 * the browser until a deployment installs a real one at start-up, e.g.
 * `setAnalyticsSink((event) => navigator.sendBeacon('/collect', JSON.stringify(event)))`.
 */
export type AnalyticsEvent = { category: string; label: string };
export type AnalyticsSink = (event: AnalyticsEvent) => void;

const dropEvent: AnalyticsSink = () => {};
let sink: AnalyticsSink = dropEvent;

export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next ?? dropEvent;
}

export function track(category: string, label: string): void {
  sink({ category, label });
}
