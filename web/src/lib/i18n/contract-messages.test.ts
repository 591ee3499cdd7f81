import {
  CreateJobTargetInput,
  CreateScanInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
  UpdatePasswordInput,
} from '@jobfit/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './activate-locale';
import { contractMessage } from './contract-messages';

// The contracts schemas the web's forms validate with (whole, or fields of them): the auth forms,
// the profile forms (SignUpInput's fields), the new scan and the tracker's job forms.
const FORM_SCHEMAS = {
  SignInInput,
  SignUpInput,
  ResetPasswordInput,
  UpdatePasswordInput,
  CreateScanInput,
  CreateJobTargetInput,
};
const AUTH_FORM_SCHEMAS = { SignInInput, SignUpInput, ResetPasswordInput, UpdatePasswordInput };

type Node = { _zod: { def: Record<string, unknown> } };
const isSchema = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && '_zod' in v && typeof v._zod === 'object';

/** Every custom message a schema can give: its own and its checks', through every wrapper. */
function customMessages(schema: unknown, found = new Set<string>(), seen = new Set<unknown>()) {
  if (!isSchema(schema) || seen.has(schema)) return found;
  seen.add(schema);
  const def = schema._zod.def;
  const read = (d: Record<string, unknown>) => {
    if (typeof d.error !== 'function') return;
    const said: unknown = (d.error as (issue: object) => unknown)({ code: 'custom', input: '' });
    if (typeof said === 'string') found.add(said);
  };
  read(def);
  for (const check of (def.checks as Node[] | undefined) ?? []) read(check._zod.def);
  const children = [
    ...['innerType', 'in', 'out', 'element', 'left', 'right', 'keyType', 'valueType'].map(
      (k) => def[k],
    ),
    ...Object.values((def.shape as Record<string, unknown> | undefined) ?? {}),
    ...((def.options as unknown[] | undefined) ?? []),
    ...((def.items as unknown[] | undefined) ?? []),
  ];
  for (const child of children) customMessages(child, found, seen);
  return found;
}

const messagesOf = (schemas: Record<string, unknown>) => [
  ...new Set(Object.values(schemas).flatMap((s) => [...customMessages(s)])),
];

afterEach(() => i18n.activate('en'));

describe('the contracts’ form messages in German (decision 205)', () => {
  const messages = messagesOf(FORM_SCHEMAS);

  it('finds the schemas’ messages', () => {
    // The walk itself works: a few messages every reader meets.
    expect(messages).toEqual(
      expect.arrayContaining(['Enter a valid e-mail address', 'Enter the job title']),
    );
  });

  it.each(messages)('“%s” has a German translation in the main catalog', async (message) => {
    const { messages: de } = await import('src/locales/de/messages.po');
    i18n.load('de', de);
    i18n.activate('de');
    const german = contractMessage(message);
    expect(german).not.toBe(message);
    expect(german).not.toBe('');
  });

  const authMessages = messagesOf(AUTH_FORM_SCHEMAS);
  it.each(authMessages)(
    '“%s” has a German translation in the auth pages’ catalog',
    async (message) => {
      const { messages: de } = await import('src/locales/de/auth.po');
      // The auth catalog alone, as the auth pages have it (a locale of its own in this test).
      i18n.load('de-AT', de);
      i18n.activate('de-AT');
      expect(contractMessage(message)).not.toBe(message);
    },
  );
});
