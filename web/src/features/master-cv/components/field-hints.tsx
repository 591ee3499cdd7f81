import { createContext, useContext } from 'react';

/** Form path → why the parser is unsure of it; inputs listed here are marked for checking. */
export const FieldHintsContext = createContext<ReadonlyMap<string, string>>(new Map());

export function useFieldHint(name: string): string | undefined {
  return useContext(FieldHintsContext).get(name);
}
