import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordingPlayer } from '../../../../src/views/kit/recording-player';

const shown = (durationMs: number) => {
  render(
    <RecordingPlayer
      label="Welcome prompt"
      durationMs={durationMs}
      dataUrl={null}
      loading={false}
      onLoad={() => undefined}
      mediaType="audio/wav"
    />,
  );
  return screen.getByRole('group', { name: 'Recording of Welcome prompt' });
};

describe('<RecordingPlayer> length', () => {
  it('shows a prompt shorter than a second as lasting 0:01, not 0:00', () => {
    expect(shown(400)).toHaveTextContent('0:00 / 0:01');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '0:00 of 0:01');
  });

  it('rounds a longer length to the nearest second and shows an empty one as 0:00', () => {
    expect(shown(61_600)).toHaveTextContent('0:00 / 1:02');
    cleanup();
    expect(shown(0)).toHaveTextContent('0:00 / 0:00');
  });
});
