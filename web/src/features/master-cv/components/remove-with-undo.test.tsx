import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'src/test/i18n';
import { type CvFormValues, emptyCvFormValues } from '../utils/resume-form';

type UndoToast = { action: { label: string; onClick: () => void } };
const toastCall = vi.fn<(message: string, options: UndoToast) => void>();
vi.mock('src/components/toaster/toaster', () => ({
  toast: (message: string, options: UndoToast) => toastCall(message, options),
}));

const { ProfilesList } = await import('./profiles-list');
const { EntryList } = await import('./entry-list');

afterEach(() => vi.clearAllMocks());

let form: ReturnType<typeof useForm<CvFormValues>> | undefined;
function Form({ values, children }: { values: CvFormValues; children: ReactNode }) {
  form = useForm<CvFormValues>({ defaultValues: values });
  return <FormProvider {...form}>{children}</FormProvider>;
}

function undoLast() {
  const [, options] = toastCall.mock.calls.at(-1) ?? [];
  expect(options?.action.label).toBe('Undo');
  act(() => options?.action.onClick());
}

/** The CV form's job list over `values`, with entries that have no fields of their own. */
function renderJobs(values: CvFormValues) {
  render(
    <Form values={values}>
      <EntryList
        section="work"
        labels={{ add: 'Add job', untitled: 'New job', item: (n) => `job ${n}` }}
        summarize={(e) => `${e.position} at ${e.name}`}
        renderEntry={() => null}
        emptyText="No jobs"
      />
    </Form>,
  );
}

describe('a long list of entries', () => {
  it('mounts its entries one per step, then shows an added one at once', async () => {
    const values = emptyCvFormValues();
    const job = (position: string) =>
      ({ ...values.work[0], position, name: 'Initech' }) as CvFormValues['work'][number];
    values.work = ['Analyst', 'Engineer', 'Lead', 'Manager'].map(job);
    const jobs = () => screen.queryAllByRole('group', { name: /^job \d/ }).length;
    renderJobs(values);
    expect(jobs()).toBeLessThan(4);
    await waitFor(() => expect(jobs()).toBe(4));
    fireEvent.click(screen.getByRole('button', { name: 'Add job' }));
    expect(jobs()).toBe(5);
  });
});

describe('removing from the CV form', () => {
  it('takes a profile link away with an Undo that puts it back where it was', () => {
    const values = emptyCvFormValues();
    values.basics.profiles = [
      { network: 'GitHub', username: 'ada', url: 'https://github.com/ada' },
      { network: 'LinkedIn', username: '', url: 'https://linkedin.com/in/ada' },
    ];
    render(
      <Form values={values}>
        <ProfilesList />
      </Form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove profile 1' }));
    expect(form?.getValues('basics.profiles').map((p) => p.network)).toEqual(['LinkedIn']);
    expect(toastCall).toHaveBeenCalledWith('GitHub profile removed', expect.anything());
    undoLast();
    expect(form?.getValues('basics.profiles')).toEqual(values.basics.profiles);
  });

  it('takes a CV entry away with an Undo that restores its fields', () => {
    const values = emptyCvFormValues();
    values.work = [
      { ...values.work[0], position: 'Analyst', name: 'Initech' } as CvFormValues['work'][number],
    ];
    renderJobs(values);
    fireEvent.click(screen.getByRole('button', { name: 'Remove job 1' }));
    expect(form?.getValues('work')).toEqual([]);
    expect(toastCall).toHaveBeenCalledWith('Analyst at Initech removed', expect.anything());
    undoLast();
    expect(form?.getValues('work.0.position')).toBe('Analyst');
  });
});
