import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { dataUrlBytes } from '../../rules/document-kinds';
import { Button } from './ui/button';
import styles from './recording-player.module.css';

/**
 * A length as m:ss, rounded (a position is shown floored by the same clock, so it never passes the length). A
 * sound shorter than a second still lasts: it reads 0:01, as Twilio Flex and the phones' own players show it,
 * never 0:00 (a prompt of 0.4 s looked empty).
 */
export const lengthClock = (ms: number): string =>
  clock(ms > 0 ? Math.max(1, Math.round(ms / 1000)) * 1000 : 0);

const clock = (ms: number): string => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

type Props = {
  /** What the player is of, for its labels ("Call from 082 555 1001, 2 March 09:15"). */
  label: string;
  durationMs: number;
  /** The audio as the service answered it; null until the first Play fetched it. */
  dataUrl: string | null;
  loading: boolean;
  onLoad: () => void;
  /** What the bytes are: call recordings are WebM, prompts WAV. */
  mediaType?: 'audio/webm' | 'audio/wav';
};

/**
 * A recording's player: Play / Pause, a position slider (arrow keys move it 5 s) and the time. The bytes become
 * a blob URL here (the console's CSP allows media from blob:, not data:); the duration is the service's, as a
 * recorded WebM file states none until it has been read to its end.
 */
export const RecordingPlayer = ({
  label,
  durationMs,
  dataUrl,
  loading,
  onLoad,
  mediaType = 'audio/webm',
}: Props) => {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [positionMs, setPositionMs] = useState(0);
  // The first Play asked for the audio: it plays as soon as it can.
  const wanted = useRef(false);
  const src = useMemo(() => {
    const bytes = dataUrl ? dataUrlBytes(dataUrl) : null;
    return bytes ? URL.createObjectURL(new Blob([bytes], { type: mediaType })) : null;
  }, [dataUrl, mediaType]);
  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );
  const uid = useId();

  const toggle = () => {
    const element = audio.current;
    if (!src) {
      wanted.current = true;
      onLoad();
      return;
    }
    if (!element) return;
    if (element.paused) void element.play();
    else element.pause();
  };
  const seek = (ms: number) => {
    if (audio.current && src) audio.current.currentTime = ms / 1000;
    setPositionMs(ms);
  };

  return (
    <div className={styles.player} role="group" aria-label={`Recording of ${label}`}>
      <Button size="sm" onClick={toggle} disabled={loading} aria-describedby={`${uid}-time`}>
        {loading ? 'Loading…' : playing ? 'Pause' : 'Play'}
        <span className="visually-hidden"> recording of {label}</span>
      </Button>
      <input
        type="range"
        className={styles.position}
        min={0}
        max={Math.max(durationMs, 1000)}
        step={1000}
        value={Math.min(positionMs, durationMs)}
        aria-label={`Position in the recording of ${label}`}
        aria-valuetext={`${clock(positionMs)} of ${lengthClock(durationMs)}`}
        onChange={(e) => seek(Number(e.target.value))}
        disabled={!src}
      />
      <span id={`${uid}-time`} className={styles.time}>
        {clock(Math.min(positionMs, durationMs))} / {lengthClock(durationMs)}
      </span>
      <audio
        ref={audio}
        src={src ?? undefined}
        preload="auto"
        aria-label={`Audio of ${label}`}
        onCanPlay={(e) => {
          if (!wanted.current) return;
          wanted.current = false;
          void e.currentTarget.play();
        }}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setPositionMs(e.currentTarget.currentTime * 1000)}
      />
    </div>
  );
};
