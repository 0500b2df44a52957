import { useEffect, useState } from 'react';

export type MediaValues = {
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
};

const read = (video: HTMLVideoElement | null): MediaValues => ({
  currentTime: video?.currentTime ?? 0,
  duration: video && Number.isFinite(video.duration) ? video.duration : 0,
  volume: video?.volume ?? 1,
  muted: video?.muted ?? false,
  rate: video?.playbackRate ?? 1,
});

const EVENTS = [
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'volumechange',
  'ratechange',
  'seeked',
];

/** The video's position, length, volume and speed, as the controls show them. */
export function useMediaValues(video: HTMLVideoElement | null): MediaValues {
  const [values, setValues] = useState<MediaValues>(() => read(video));
  useEffect(() => {
    if (!video) return;
    const update = () => setValues(read(video));
    update();
    EVENTS.forEach((type) => video.addEventListener(type, update));
    return () => EVENTS.forEach((type) => video.removeEventListener(type, update));
  }, [video]);
  return values;
}
