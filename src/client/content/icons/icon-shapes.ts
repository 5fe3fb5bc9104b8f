/**
 * An icon's shapes in a 24 × 24 box, each an SVG element and its attributes: lucide's icon format, so an
 * icon is copied from lucide (https://lucide.dev, ISC license) into this folder without lucide's runtime,
 * and drawn by `components/ui/icon.tsx` (ADR 34).
 */
export type TIconShapes = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];
