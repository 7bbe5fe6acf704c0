import { useCallback, useEffect, useState } from 'react';

export type MarkUnsaved = (part: string, unsaved: boolean) => void;

/** Which parts of a page hold changes not saved yet; the page asks before it is left with any. */
export function useUnsavedParts() {
  const [parts, setParts] = useState<Record<string, boolean>>({});
  const markUnsaved = useCallback<MarkUnsaved>(
    (part, unsaved) =>
      setParts((current) => (current[part] === unsaved ? current : { ...current, [part]: unsaved })),
    [],
  );
  return { anyUnsaved: Object.values(parts).some(Boolean), markUnsaved };
}

/** Tells the page whenever one part's "has unsaved changes" turns on or off. */
export function useReportUnsaved(part: string, unsaved: boolean, markUnsaved: MarkUnsaved): void {
  useEffect(() => markUnsaved(part, unsaved), [part, unsaved, markUnsaved]);
}
