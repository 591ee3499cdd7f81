import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from 'src/test/i18n';
import type { ScoreComponent } from '../utils/scan-details';
import { ScoreCard } from './score-card';
import { StatusLabel } from './status-label';

const part = (id: string, label: string, points: number, weight: number, asked?: false) =>
  ({
    id,
    label,
    points,
    weight,
    fraction: weight ? points / weight : 0,
    detail: `${label} detail`,
    asked,
  }) as ScoreComponent;

describe('ScoreCard', () => {
  it('shows the band with the number and leaves out the parts the posting does not ask for', () => {
    render(
      <ScoreCard
        score={72}
        previousScore={null}
        band="good"
        breakdown={[
          part('hardSkills', 'Skills and requirements', 50, 62),
          part('occupation', 'Occupation and title', 22, 24),
          part('education', 'Education', 0, 0, false),
        ]}
      />,
    );
    expect(screen.getByTestId('score-band').textContent).toBe('Good match · 72');
    const list = screen.getByRole('list', { name: 'Score breakdown' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByText('Education')).toBeNull();
    expect(screen.getByText('Not asked by this posting, so not scored: Education.')).toBeTruthy();
  });

  it('reads the band from the score for results stored before bands', () => {
    render(<ScoreCard score={12} previousScore={null} breakdown={[]} />);
    expect(screen.getByTestId('score-band').textContent).toBe('Poor match · 12');
  });
});

describe('ScoreCard keywords', () => {
  it('lists the keywords that earned and lost the skills points', () => {
    const kw = (name: string, status: 'matched' | 'partial' | 'missing', category = 'tool') => ({
      name,
      category,
      status,
      required: true,
      preferred: false,
      jobCount: 1,
      cvCount: 0,
      evidence: { job: [], cv: [] },
    });
    render(
      <ScoreCard
        score={40}
        previousScore={null}
        breakdown={[part('hardSkills', 'Skills and requirements', 30, 60)]}
        keywords={[
          kw('Python', 'matched'),
          kw('MySQL', 'partial'),
          kw('Spark', 'missing'),
          kw('Empathy', 'missing', 'soft'),
        ]}
      />,
    );
    const list = screen.getByLabelText('Keywords of Skills and requirements');
    expect(list.textContent).toBe('Earned: PythonPartly: MySQLLost: Spark');
  });
});

describe('StatusLabel', () => {
  it('labels a related skill "Related", never "Matched"', () => {
    render(<StatusLabel status="partial" via="related" />);
    expect(screen.getByText('Related')).toBeTruthy();
    expect(screen.queryByText('Matched')).toBeNull();
  });
});
