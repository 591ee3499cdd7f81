import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from './index.ts';

// No request contract may hold an unbounded string, array or record (decision 141).
const INPUTS = {
  SignUpInput: contracts.SignUpInput,
  SignInInput: contracts.SignInInput,
  ResetPasswordInput: contracts.ResetPasswordInput,
  UpdatePasswordInput: contracts.UpdatePasswordInput,
  DeleteAccountInput: contracts.DeleteAccountInput,
  UserName: contracts.UserName,
  UserImage: contracts.UserImage,
  SaveCvInput: contracts.SaveCvInput,
  CreateScanInput: contracts.CreateScanInput,
  ListScansQuery: contracts.ListScansQuery,
  DismissKeywordInput: contracts.DismissKeywordInput,
  RestoreKeywordQuery: contracts.RestoreKeywordQuery,
  CreateDocumentInput: contracts.CreateDocumentInput,
  UpdateDocumentInput: contracts.UpdateDocumentInput,
  RedraftLetterInput: contracts.RedraftLetterInput,
  ListDocumentsQuery: contracts.ListDocumentsQuery,
  ExportDocumentQuery: contracts.ExportDocumentQuery,
  RephraseInput: contracts.RephraseInput,
  CreateJobTargetInput: contracts.CreateJobTargetInput,
  UpdateJobTargetInput: contracts.UpdateJobTargetInput,
  BulkStatusInput: contracts.BulkStatusInput,
  ListJobTargetsQuery: contracts.ListJobTargetsQuery,
};

// String formats whose pattern fixes their length.
const BOUNDED_FORMATS = new Set(['uuid', 'datetime', 'date', 'regex']);

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  [key: string]: unknown;
}

const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/** Paths of strings, arrays and records with no upper bound, walking the schema's definition. */
function unbounded(schema: z.ZodType, path = '$', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  const inner = (key: string) => unbounded(def[key] as z.ZodType, path, seen);
  switch (def.type) {
    case 'string': {
      const checks = checksOf(def);
      const format = (def as { format?: string }).format;
      const bounded =
        checks.some((c) => c.check === 'max_length' || c.check === 'length_equals') ||
        (format !== undefined && BOUNDED_FORMATS.has(format)) ||
        checks.some((c) => c.format !== undefined && BOUNDED_FORMATS.has(c.format));
      return bounded ? [] : [path];
    }
    case 'array': {
      const own = checksOf(def).some((c) => c.check === 'max_length') ? [] : [path];
      return [...own, ...unbounded(def.element as z.ZodType, `${path}[]`, seen)];
    }
    case 'record': {
      const own = checksOf(def).some((c) => c.check === 'custom') ? [] : [path];
      return [
        ...own,
        ...unbounded(def.keyType as z.ZodType, `${path}{key}`, seen),
        ...unbounded(def.valueType as z.ZodType, `${path}{}`, seen),
      ];
    }
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([k, v]) =>
        unbounded(v, `${path}.${k}`, seen),
      );
    case 'union':
      return (def.options as z.ZodType[]).flatMap((o) => unbounded(o, path, seen));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner('innerType');
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    default:
      return [];
  }
}

describe('request contracts are bounded', () => {
  it.each(Object.entries(INPUTS))('%s has no unbounded string, array or record', (_, schema) => {
    // The placements' keys (skill names): their own check bounds how many there are (at most 50);
    // their length is left to it (and to the 2 MB body limit).
    const known = new Set(['$.placements{key}']);
    expect(unbounded(schema).filter((p) => !known.has(p))).toEqual([]);
  });

  it('finds an unbounded field (the check itself works)', async () => {
    const { z } = await import('zod');
    expect(
      unbounded(z.object({ a: z.string(), b: z.array(z.string().max(3)), c: z.string().max(2) })),
    ).toEqual(['$.a', '$.b']);
    expect(unbounded(z.record(z.string().max(9), z.number()))).toEqual(['$']);
  });
});
