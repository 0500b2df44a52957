import {
  Cast,
  Maximize,
  Minimize,
  Pause,
  Play,
  RotateCcw,
  RotateCw,
  Volume2,
  VolumeX,
} from 'lucide-react';

import { ControlButton } from '@/features/player/components/control-button';
import { SpeedMenu } from '@/features/player/components/speed-menu';
import type { CastState } from '@/features/player/hooks/use-cast';
import type { MediaValues } from '@/features/player/hooks/use-media-values';
import { playerTexts as t } from '@/features/player/texts';
import { formatTime } from '@/features/player/utils/time';

type PlayerControlsProps = {
  values: MediaValues;
  playing: boolean;
  visible: boolean;
  mobile: boolean;
  fullscreen: boolean;
  cast: { state: CastState; toggle: () => void };
  onTogglePlay: () => void;
  onSeek: (seconds: number) => void;
  onSeekBy: (seconds: number) => void;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
  onRate: (rate: number) => void;
  onFullscreen: () => void;
};

const icon = 'size-5';

/** The control bar: play, ±10 s, position, volume, speed, cast, full screen. */
export function PlayerControls(props: PlayerControlsProps) {
  const { values, playing, visible, mobile, fullscreen, cast } = props;
  const castLabel =
    cast.state === 'unavailable'
      ? t.cast.unavailable
      : cast.state === 'connected'
        ? t.cast.stop
        : t.cast.start;

  return (
    <div
      data-testid="player-controls"
      data-visible={visible}
      className={`absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-gradient-to-t from-black/90 to-transparent px-3 pt-8 pb-2 transition-opacity focus-within:opacity-100 ${
        visible ? 'opacity-100' : 'pointer-events-none opacity-0'
      }`}
    >
      <input
        type="range"
        aria-label={t.seek}
        aria-valuetext={`${formatTime(values.currentTime)} / ${formatTime(values.duration)}`}
        min={0}
        max={values.duration || 0}
        step={1}
        value={Math.min(values.currentTime, values.duration || 0)}
        onChange={(event) => props.onSeek(Number(event.target.value))}
        className="w-full accent-red-600"
      />
      <div className="flex items-center gap-1">
        <ControlButton label={playing ? t.pause : t.play} onClick={props.onTogglePlay}>
          {playing ? (
            <Pause aria-hidden="true" className={icon} />
          ) : (
            <Play aria-hidden="true" className={icon} />
          )}
        </ControlButton>
        <ControlButton label={t.back10} onClick={() => props.onSeekBy(-10)}>
          <RotateCcw aria-hidden="true" className={icon} />
        </ControlButton>
        <ControlButton label={t.forward10} onClick={() => props.onSeekBy(10)}>
          <RotateCw aria-hidden="true" className={icon} />
        </ControlButton>
        <ControlButton
          label={values.muted ? t.unmute : t.mute}
          pressed={values.muted}
          onClick={props.onToggleMute}
        >
          {values.muted ? (
            <VolumeX aria-hidden="true" className={icon} />
          ) : (
            <Volume2 aria-hidden="true" className={icon} />
          )}
        </ControlButton>
        {/* On a phone the device's buttons set the volume: no slider in the mobile layout. */}
        {!mobile && (
          <input
            type="range"
            aria-label={t.volume}
            min={0}
            max={1}
            step={0.1}
            value={values.muted ? 0 : values.volume}
            onChange={(event) => props.onVolume(Number(event.target.value))}
            className="w-20 accent-red-600"
          />
        )}
        <span className="ml-2 text-xs text-neutral-200 tabular-nums">
          {formatTime(values.currentTime)} / {formatTime(values.duration)}
        </span>
        <span className="flex-1" />
        <SpeedMenu rate={values.rate} onRate={props.onRate} />
        <ControlButton
          label={castLabel}
          disabled={cast.state === 'unavailable'}
          pressed={cast.state === 'connected'}
          onClick={cast.toggle}
        >
          <Cast aria-hidden="true" className={icon} />
        </ControlButton>
        <ControlButton
          label={fullscreen ? t.exitFullscreen : t.fullscreen}
          onClick={props.onFullscreen}
        >
          {fullscreen ? (
            <Minimize aria-hidden="true" className={icon} />
          ) : (
            <Maximize aria-hidden="true" className={icon} />
          )}
        </ControlButton>
      </div>
    </div>
  );
}
