import type { LucideIcon } from 'lucide-react';

/** One feature card: an icon, a title and a sentence. */
export type Feature = { icon: LucideIcon; title: string; text: string };
